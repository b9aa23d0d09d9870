/**
 * Starts one private PostgreSQL cluster for a test run (test/setup/postgres.ts) and migrates a
 * template database once; each test file copies the template into a database of its own with
 * createDatabase(inject('postgresUrl'), name, { template: inject('postgresTemplate') }), as
 * test/setup/global-setup.ts does with SQLite files.
 */
import type { TestProject } from 'vitest/node';
import { createMigratedTemplate, startPostgres } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The cluster's `postgres` database, as superuser. */
    postgresUrl: string;
    /** The name of the migrated template database. */
    postgresTemplate: string;
  }
}

const TEMPLATE = 'soko_template';

export default async function setup(project: TestProject) {
  const cluster = await startPostgres();
  try {
    await createMigratedTemplate(cluster.url, TEMPLATE);
  } catch (err) {
    await cluster.stop();
    throw err;
  }
  project.provide('postgresUrl', cluster.url);
  project.provide('postgresTemplate', TEMPLATE);
  return () => cluster.stop();
}
