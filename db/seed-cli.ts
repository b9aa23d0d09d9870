/**
 * `npm run seed -- [--businesses N] [--database PATH] [--reset] [--seed S]`
 *
 * Without --businesses: seeds the demo data set when the database has no users, else does nothing.
 * With --businesses N: seeds the demo set first when the database is empty (demo accounts and
 * categories), then adds N generated businesses for benchmarks. --reset deletes the database
 * file (and its WAL files) first. --seed fixes the generator's seed for the large set.
 *
 * With DATABASE_URL naming a PostgreSQL database (decision 013) the seed goes there instead, after
 * its migrations: the demo set when it has no users; with --businesses N, into an empty database
 * only: the set is seeded into a SQLite file of its own (this command run again without
 * DATABASE_URL, as a process of its own: a process reads one engine's tables) and copied across by
 * db/copy.ts, which checks every table on both sides. So both engines hold the same rows for the
 * same N and --seed, and the one large seeder stays the SQLite one.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { closeDatabase, openDatabase } from './client';
import { copySqliteToPostgres } from './copy';
import { usesPostgres } from './engine';
import { openPostgres } from './pg/client';
import { DEMO_ACCOUNTS, isDatabaseEmpty, seedDemo, seedLarge } from './seed';

const USAGE = 'usage: npm run seed -- [--businesses N] [--database PATH] [--reset] [--seed S]';

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

function parseOptions() {
  try {
    return parseArgs({
      options: {
        businesses: { type: 'string' },
        database: { type: 'string', default: process.env.DATABASE_PATH ?? 'data/app.db' },
        reset: { type: 'boolean', default: false },
        seed: { type: 'string' },
      },
    }).values;
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
}

function wholeNumber(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text.replace(/[_,]/g, ''));
  return Number.isSafeInteger(value) && value >= 0 ? value : fail(`--${name} must be a whole number, got "${text}"`);
}

const values = parseOptions();

const businesses = wholeNumber('businesses', values.businesses);
const seed = wholeNumber('seed', values.seed);
const path = values.database;
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const count = (n: number) => n.toLocaleString('en-US');

async function seedDemoSet(db: ReturnType<typeof openDatabase>): Promise<void> {
  const since = performance.now();
  await seedDemo(db);
  const accounts = Object.values(DEMO_ACCOUNTS)
    .map((a) => `${a.email} (${a.role})`)
    .join(', ');
  console.log(`Seeded the demo data set in ${seconds(since)}; demo accounts: ${accounts}`);
}

async function seedSqlite(path: string): Promise<void> {
  if (values.reset) {
    for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
    console.log(`Deleted ${path}`);
  }
  const db = openDatabase(path);
  try {
    if (await isDatabaseEmpty(db)) await seedDemoSet(db);
    else if (businesses === undefined)
      console.log(`${path} already has data: nothing seeded (use --reset to start over)`);
    if (businesses !== undefined && businesses > 0) {
      const since = performance.now();
      const added = await seedLarge(db, { businesses, ...(seed === undefined ? {} : { seed }) });
      console.log(
        `Added ${count(added.businesses)} businesses, ${count(added.products)} products, ` +
          `${count(added.reviews)} reviews, ${count(added.productReviews)} product reviews and ` +
          `${count(added.users)} users in ${seconds(since)}`,
      );
    }
  } finally {
    await closeDatabase(db, { checkpoint: true });
  }
}

async function seedPostgres(url: string): Promise<void> {
  if (values.reset) fail('--reset deletes a SQLite file: on PostgreSQL, drop and create the database instead');
  await (await openPostgres(url, { max: 1 })).pool.end(); // its migrations
  const db = openDatabase(url);
  let empty: boolean;
  try {
    empty = await isDatabaseEmpty(db);
    if (businesses === undefined || businesses === 0) {
      if (empty) await seedDemoSet(db);
      else console.log('The database already has data: nothing seeded');
      return;
    }
  } finally {
    await closeDatabase(db);
  }
  if (!empty) {
    fail(
      'The large set goes into an empty PostgreSQL database only (it is seeded as a SQLite file and copied, ' +
        'and a copy never overwrites): drop and create the database, then seed again',
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'soko-seed-'));
  try {
    const file = join(dir, 'seed.db');
    const args = [
      '--businesses',
      String(businesses),
      '--database',
      file,
      ...(seed === undefined ? [] : ['--seed', String(seed)]),
    ];
    await seedInAProcessOfItsOwn(args);
    const since = performance.now();
    const report = await copySqliteToPostgres({ from: file, to: url });
    const { businesses: total, indexed } = report.searchIndex;
    console.log(
      `Copied ${count(report.rowsCopied)} rows into PostgreSQL in ${seconds(since)} (checked on both sides in ` +
        `${(report.verifyMs / 1000).toFixed(1)} s); search index: ${count(indexed)} of ${count(total)} businesses`,
    );
    if (!report.ok) fail('The copy is committed but differs from its source: seed again into a new database');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** This command on a SQLite file, without DATABASE_URL. */
function seedInAProcessOfItsOwn(args: string[]): Promise<void> {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', './scripts/ts.mjs', 'db/seed-cli.ts', ...args], {
      env,
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`seeding the SQLite file exited with ${code}`)),
    );
  });
}

const started = performance.now();
const target = usesPostgres(process.env) ? process.env.DATABASE_URL!.trim() : path;
await (target === path ? seedSqlite(path) : seedPostgres(target));
console.log(`Done: ${target === path ? path : 'the PostgreSQL database of DATABASE_URL'} in ${seconds(started)}`);
