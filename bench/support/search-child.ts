/**
 * Times searchBusinesses (the function POST /api/businesses/search runs) in a process of its own,
 * on the database named by DATABASE_URL (PostgreSQL) or by its argument (a SQLite file): the tables
 * a process uses are chosen by DATABASE_URL when db/schema.ts loads (decision 013), so one process
 * cannot search both engines. Each line read from stdin is a JSON list of queries; each is searched
 * once, in turn, and the milliseconds are written back as one JSON line.
 * Run as `node --import tsx bench/support/search-child.ts [DATABASE_PATH]`.
 */
import { createInterface } from 'node:readline';
import { closeDatabase, openDatabase } from '../../db/client';
import type { Deps } from '../../server/context';
import { searchBusinesses } from '../../server/features/businesses/business-search';
import { businessSearchSchema } from '../../sync/schemas/business';

const target = process.env.DATABASE_URL || process.argv[2];
if (!target) throw new Error('a SQLite file as argument, or DATABASE_URL');
const db = openDatabase(target, { migrate: false });
const deps = { db, now: Date.now } as unknown as Deps;

for await (const line of createInterface({ input: process.stdin })) {
  const ms: number[] = [];
  for (const query of JSON.parse(line) as string[]) {
    const started = performance.now();
    await searchBusinesses(deps, businessSearchSchema.parse({ query, page: 1, limit: 20 }));
    ms.push(performance.now() - started);
  }
  process.stdout.write(`${JSON.stringify(ms)}\n`);
}
await closeDatabase(db);
