/**
 * Starts one private PostgreSQL cluster for a test run (test/setup/postgres.ts) and migrates a
 * template database once; each test file copies the template into a database of its own with
 * createDatabase(inject('postgresUrl'), name, { template: inject('postgresTemplate') }), as
 * test/setup/global-setup.ts does with SQLite files.
 */
import type { TestProject } from 'vitest/node';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createDatabase, createMigratedTemplate, startPostgres } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The cluster's `postgres` database, as superuser. */
    postgresUrl: string;
    /** The name of the migrated template database. */
    postgresTemplate: string;
    /** The same with the demo data set (db/seed.ts seedDemo). */
    postgresDemoTemplate: string;
  }
}

const TEMPLATE = 'soko_template';
const DEMO_TEMPLATE = 'soko_demo_template';

export default async function setup(project: TestProject) {
  const cluster = await startPostgres();
  try {
    await createMigratedTemplate(cluster.url, TEMPLATE);
    const demoUrl = await createDatabase(cluster.url, DEMO_TEMPLATE, { template: TEMPLATE });
    await seedInItsOwnProcess(demoUrl);
  } catch (err) {
    await cluster.stop();
    throw err;
  }
  project.provide('postgresUrl', cluster.url);
  project.provide('postgresTemplate', TEMPLATE);
  project.provide('postgresDemoTemplate', DEMO_TEMPLATE);
  return () => cluster.stop();
}

/** test/setup/seed-postgres.ts, with DATABASE_URL naming the demo template. */
async function seedInItsOwnProcess(url: string): Promise<void> {
  await promisify(execFile)(process.execPath, ['--import', './scripts/ts.mjs', 'test/setup/seed-postgres.ts'], {
    env: { ...process.env, DATABASE_URL: url },
  });
}
