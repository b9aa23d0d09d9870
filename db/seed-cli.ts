/**
 * `npm run seed -- [--businesses N] [--database PATH] [--reset] [--seed S] [--now TIME]`
 *
 * Without --businesses: seeds the demo data set when the database has no users, else does nothing.
 * With --businesses N: seeds the demo set first when the database is empty (demo accounts and
 * categories), then adds N generated businesses for benchmarks. --reset deletes the database
 * file (and its WAL files) first. --seed fixes the generator's seed for the large set, --now the
 * time both sets are arranged around (epoch ms or an ISO date; the current time by default).
 *
 * With DATABASE_URL naming a PostgreSQL database (decision 013) the seed goes there instead, after
 * its migrations, by the same seeders (db/seed.ts): the same N, --seed and --now give the same
 * rows and ids as on a SQLite file, and the large set the same versions counted from where it
 * began (the demo set's are stamped by each engine's triggers).
 */
import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { closeDatabase, openDatabase } from './client';
import { usesPostgres } from './engine';
import { openPostgres } from './pg/client';
import { DEMO_ACCOUNTS, isDatabaseEmpty, seedDemo, seedLarge } from './seed';

const USAGE = 'usage: npm run seed -- [--businesses N] [--database PATH] [--reset] [--seed S] [--now TIME]';

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
        now: { type: 'string' },
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

function time(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = /^\d+$/.test(text) ? Number(text) : Date.parse(text);
  return Number.isSafeInteger(value) ? value : fail(`--now must be epoch milliseconds or an ISO date, got "${text}"`);
}

const values = parseOptions();

const businesses = wholeNumber('businesses', values.businesses);
const seed = wholeNumber('seed', values.seed);
const now = time(values.now);
const path = values.database;
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const count = (n: number) => n.toLocaleString('en-US');

async function seedDemoSet(db: ReturnType<typeof openDatabase>): Promise<void> {
  const since = performance.now();
  await seedDemo(db, now === undefined ? {} : { now });
  const accounts = Object.values(DEMO_ACCOUNTS)
    .map((a) => `${a.email} (${a.role})`)
    .join(', ');
  console.log(`Seeded the demo data set in ${seconds(since)}; demo accounts: ${accounts}`);
}

/** `where` names the database, `anew` says how to start it over. */
async function seedInto(db: ReturnType<typeof openDatabase>, where: string, anew: string): Promise<void> {
  if (await isDatabaseEmpty(db)) await seedDemoSet(db);
  else if (businesses === undefined) console.log(`${where} already has data: nothing seeded (${anew})`);
  if (businesses !== undefined && businesses > 0) {
    const since = performance.now();
    const added = await seedLarge(db, {
      businesses,
      ...(seed === undefined ? {} : { seed }),
      ...(now === undefined ? {} : { now }),
    });
    console.log(
      `Added ${count(added.businesses)} businesses, ${count(added.products)} products, ` +
        `${count(added.reviews)} reviews, ${count(added.productReviews)} product reviews and ` +
        `${count(added.users)} users in ${seconds(since)}`,
    );
  }
}

async function seedSqlite(path: string): Promise<void> {
  if (values.reset) {
    for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
    console.log(`Deleted ${path}`);
  }
  const db = openDatabase(path);
  try {
    await seedInto(db, path, 'use --reset to start over');
  } finally {
    await closeDatabase(db, { checkpoint: true });
  }
}

async function seedPostgres(url: string): Promise<void> {
  if (values.reset) fail('--reset deletes a SQLite file: on PostgreSQL, drop and create the database instead');
  await (await openPostgres(url, { max: 1 })).pool.end(); // its migrations
  const db = openDatabase(url);
  try {
    await seedInto(db, 'The database', 'drop and create it to start over');
  } finally {
    await closeDatabase(db);
  }
}

const started = performance.now();
const target = usesPostgres(process.env) ? process.env.DATABASE_URL!.trim() : path;
await (target === path ? seedSqlite(path) : seedPostgres(target));
console.log(`Done: ${target === path ? path : 'the PostgreSQL database of DATABASE_URL'} in ${seconds(started)}`);
