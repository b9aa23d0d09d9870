import { defineConfig } from 'drizzle-kit';

/** The PostgreSQL schema (db/pg/schema.ts); SQLite's stays in drizzle.config.ts, the default. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './db/pg/schema.ts',
  out: './db/pg/migrations',
});
