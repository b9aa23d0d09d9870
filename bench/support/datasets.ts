/**
 * Bench databases under bench/.data/: `seed-N.db` holds the demo set plus N generated businesses
 * (`npm run seed -- --businesses N`), made once and reused by later runs. A run never writes to
 * them: benchmarks that write get a working copy under bench/.data/work/.
 */
import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { BenchContext } from './result';

const pending = new Map<number, Promise<string>>();

export function seededPath(ctx: BenchContext, businesses: number): string {
  return join(ctx.dataDir, `seed-${businesses}.db`);
}

/** The path of the cached database with `businesses` generated businesses, seeding it if missing. */
export function ensureSeeded(ctx: BenchContext, businesses: number): Promise<string> {
  const path = seededPath(ctx, businesses);
  if (existsSync(path)) return Promise.resolve(path);
  let job = pending.get(businesses);
  if (!job) {
    job = seed(ctx, businesses, path);
    pending.set(businesses, job);
  }
  return job;
}

async function seed(ctx: BenchContext, businesses: number, path: string): Promise<string> {
  // seeded under another name and renamed when complete, so an interrupted run leaves no half database
  const partial = path.replace(/\.db$/, '.tmp.db');
  ctx.log(`seeding ${businesses.toLocaleString('en-US')} businesses into ${path} (cached for later runs)…`);
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        './scripts/ts.mjs',
        'db/seed-cli.ts',
        '--businesses',
        String(businesses),
        '--database',
        partial,
        '--reset',
      ],
      { cwd: ctx.root, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const relay = (chunk: Buffer) => ctx.log(`  seed: ${chunk.toString().trim()}`);
    child.stdout.on('data', relay);
    child.stderr.on('data', relay);
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seeding exited with code ${code}`))));
  });
  for (const suffix of ['-wal', '-shm']) rmSync(partial + suffix, { force: true });
  renameSync(partial, path);
  ctx.log(`seeded ${path} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return path;
}

/** A fresh copy of a cached database for a benchmark that writes (reviews, changed names). */
export async function workingCopy(ctx: BenchContext, businesses: number, label: string): Promise<string> {
  const source = await ensureSeeded(ctx, businesses);
  const dir = join(ctx.dataDir, 'work');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${label}.db`);
  for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
  copyFileSync(source, path);
  return path;
}

/** Businesses in the directory data set: 10,000 as the issue asks, fewer in --quick. */
export const directorySize = (ctx: BenchContext) => (ctx.quick ? 2_000 : 10_000);

/** The category with the most active businesses in a bench database (a category's page of 13 and 17). */
export function largestCategory(databasePath: string): { id: number; name: string; n: number } {
  const db = new Database(databasePath, { readonly: true });
  try {
    return db
      .prepare(
        `SELECT c.id, c.name, count(*) AS n FROM businesses b JOIN categories c ON c.id = b.category_id
         WHERE b.is_active = 1 GROUP BY c.id, c.name ORDER BY n DESC, c.id LIMIT 1`,
      )
      .get() as { id: number; name: string; n: number };
  } finally {
    db.close();
  }
}
