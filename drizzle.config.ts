import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'sqlite',
  schema: './db/sqlite-schema.ts',
  out: './db/migrations',
});
