/**
 * `npm run seed -- [--businesses N] [--database PATH] [--reset] [--seed S]`
 *
 * Without --businesses: seeds the demo data set when the database has no users, else does nothing.
 * With --businesses N: seeds the demo set first when the database is empty (demo accounts and
 * categories), then adds N generated businesses for benchmarks. --reset deletes the database
 * file (and its WAL files) first. --seed fixes the generator's seed for the large set.
 */
import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { openDatabase } from './client';
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

if (values.reset) {
  for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
  console.log(`Deleted ${path}`);
}

const started = performance.now();
const db = openDatabase(path);
try {
  if (await isDatabaseEmpty(db)) {
    const since = performance.now();
    await seedDemo(db);
    const accounts = Object.values(DEMO_ACCOUNTS)
      .map((a) => `${a.email} (${a.role})`)
      .join(', ');
    console.log(`Seeded the demo data set in ${seconds(since)}; demo accounts: ${accounts}`);
  } else if (businesses === undefined) {
    console.log(`${path} already has data: nothing seeded (use --reset to start over)`);
  }
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
  db.$client.close();
}
console.log(`Done: ${path} in ${seconds(started)}`);
