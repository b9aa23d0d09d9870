/**
 * Seeds the demo data set into the PostgreSQL database named by DATABASE_URL. Run as a process of
 * its own (test/setup/postgres-setup.ts): the tables a process uses are chosen by DATABASE_URL
 * when db/schema.ts loads, and the test runner's own process has loaded SQLite's.
 */
import { closeDatabase, openDatabase } from '../../db/client';
import { seedDemo } from '../../db/seed';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL must name the database to seed');
const db = openDatabase(url);
await seedDemo(db);
await closeDatabase(db);
