/**
 * Migrates the schema once into template databases that every test file copies
 * (epic-stack's pattern): `base.db` is empty, `demo.db` holds the demo data set.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../db/client';
import { seedDemo } from '../../db/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDb: string;
    demoTemplateDb: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = join(tmpdir(), `soko-test-templates-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const base = join(dir, 'base.db');
  const demo = join(dir, 'demo.db');
  closeCheckpointed(openDatabase(base));
  const demoDb = openDatabase(demo);
  await seedDemo(demoDb);
  closeCheckpointed(demoDb);
  project.provide('templateDb', base);
  project.provide('demoTemplateDb', demo);
  return () => rmSync(dir, { recursive: true, force: true });
}

/** Folds the WAL into the main file so a plain file copy is a complete database. */
function closeCheckpointed(db: ReturnType<typeof openDatabase>) {
  db.$client.pragma('wal_checkpoint(TRUNCATE)');
  db.$client.close();
}
