/**
 * The benchmarks' PostgreSQL: one cluster of Debian's binaries (test/setup/postgres.ts) whose folder
 * bench/.data/postgres outlives the run, like the SQLite files beside it, started on a free port of
 * 127.0.0.1 when a benchmark first needs it and stopped when the suite ends.
 *
 * Durability as the SQLite files have it (db/client.ts, WAL with synchronous=NORMAL: a commit does
 * not wait for the disk, a crash of the machine may lose the last commits but never the database's
 * consistency): synchronous_commit off, fsync and full-page writes on. The rest is PostgreSQL's
 * defaults (128 MB of shared buffers), with pg_stat_statements loaded to count statements.
 *
 * `seed_N` holds a copy of the cached `seed-N.db` (support/datasets.ts) made by db/copy.ts, the
 * same rows and ids on both engines, so the two answer the same requests over the same data. It is
 * copied once into `seed_N_partial` and renamed when complete, and copied again when the SQLite
 * file was seeded anew (its database comment names the file's sync counter and newest business);
 * a PostgreSQL migration added since the copy is applied to it (migrateSeeded).
 * Benchmarks that write get a copy of it (CREATE DATABASE … TEMPLATE), as they get a copy of a file.
 */
import Database from 'better-sqlite3';
import { chmodSync, mkdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import pg from 'pg';
import { closeDatabase, openDatabase } from '../../db/client';
import { copySqliteToPostgres } from '../../db/copy';
import { openPostgres } from '../../db/pg/client';
import { databaseUrl, startPostgres } from '../../test/setup/postgres';
import { ensureSeeded } from './datasets';
import type { BenchContext } from './result';

const KEY = 'postgresCluster';
const SETTINGS = {
  fsync: 'on',
  full_page_writes: 'on',
  synchronous_commit: 'off',
  // counts the statements each benchmark sends (statementsSent below)
  shared_preload_libraries: "'pg_stat_statements'",
};

/** The cluster's `postgres` database URL, as superuser; the cluster starts on first use. */
function postgresCluster(ctx: BenchContext): Promise<string> {
  let started = ctx.shared.get(KEY) as Promise<string> | undefined;
  if (!started) {
    started = (async () => {
      mkdirSync(ctx.dataDir, { recursive: true });
      // as root, the cluster's folder belongs to the postgres user, who must be able to pass
      // through bench/.data (its files stay readable by their owner only)
      chmodSync(ctx.dataDir, 0o711);
      ctx.log('starting the bench PostgreSQL cluster (bench/.data/postgres)…');
      const cluster = await startPostgres({ dir: join(ctx.dataDir, 'postgres'), settings: SETTINGS });
      ctx.onCleanup(() => cluster.stop());
      return cluster.url;
    })();
    ctx.shared.set(KEY, started);
  }
  return started;
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** What identifies one seeding of a SQLite file: its sync counter and its newest business. */
function seedingOf(path: string): string {
  const sqlite = new Database(path, { readonly: true });
  try {
    const counter = sqlite.prepare('SELECT value FROM sync_counter WHERE id = 1').pluck().get() as number;
    const newest = sqlite.prepare('SELECT max(created_at) FROM businesses').pluck().get() as number;
    return `${basename(path)}: sync counter ${counter}, newest business ${newest}; business_fts clustered by id`;
  } finally {
    sqlite.close();
  }
}

const pending = new Map<number, Promise<string>>();

/** The name of the database holding the copy of `seed-N.db`, copying it when missing or stale. */
function ensureSeededPostgres(ctx: BenchContext, businesses: number): Promise<string> {
  let job = pending.get(businesses);
  if (!job) {
    job = seedPostgres(ctx, businesses);
    pending.set(businesses, job);
  }
  return job;
}

async function seedPostgres(ctx: BenchContext, businesses: number): Promise<string> {
  const [url, path] = await Promise.all([postgresCluster(ctx), ensureSeeded(ctx, businesses)]);
  const name = `seed_${businesses}`;
  const partial = `${name}_partial`;
  const seeding = seedingOf(path);
  const current = await withClient(url, async (client) => {
    const { rows } = await client.query<{ comment: string | null }>(
      `SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = $1`,
      [name],
    );
    return rows[0];
  });
  if (current?.comment === seeding) {
    await migrateSeeded(ctx, url, name);
    return name;
  }

  const count = businesses.toLocaleString('en-US');
  ctx.log(`copying ${path} (${count} businesses) into PostgreSQL database ${name} (cached for later runs)…`);
  // the file brought to this version's schema first, as a deployment is before db:copy
  await closeDatabase(openDatabase(path), { checkpoint: true });
  await withClient(url, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${partial}`);
    await client.query(`CREATE DATABASE ${partial}`);
  });
  const started = performance.now();
  const report = await copySqliteToPostgres({ from: path, to: databaseUrl(url, partial) });
  if (!report.ok) throw new Error(`the copy of ${path} into PostgreSQL differs from its source`);
  const copied = performance.now();
  // as a freshly written SQLite file is: statistics gathered, every row's visibility settled
  await withClient(databaseUrl(url, partial), (client) => client.query('VACUUM (ANALYZE)'));
  await withClient(url, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${name}`);
    await client.query(`ALTER DATABASE ${partial} RENAME TO ${name}`);
    await client.query(`COMMENT ON DATABASE ${name} IS ${pg.escapeLiteral(seeding)}`);
  });
  const seconds = (ms: number) => (ms / 1000).toFixed(0);
  ctx.log(
    `copied ${report.rowsCopied.toLocaleString('en-US')} rows into ${name} in ${seconds(copied - started)} s ` +
      `(copy ${seconds(report.copyMs)} s, check ${seconds(report.verifyMs)} s), vacuumed in ${seconds(performance.now() - copied)} s`,
  );
  ctx.shared.set(`postgresCopySeconds-${businesses}`, (performance.now() - started) / 1000);
  return name;
}

/**
 * A copy made before a PostgreSQL migration was added lacks it: the migrations are applied to it
 * as a server applies them at start (openPostgres), and when one was, the copy is left as db:copy
 * leaves a new one: the search rows in business id order (a migration may rewrite them) and the
 * statistics gathered. Nothing is done when none was missing.
 */
async function migrateSeeded(ctx: BenchContext, clusterUrl: string, name: string): Promise<void> {
  const url = databaseUrl(clusterUrl, name);
  const applied = () =>
    withClient(url, async (client) => {
      const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM drizzle.__drizzle_migrations');
      return Number(rows[0]!.n);
    });
  const before = await applied();
  const { pool } = await openPostgres(url);
  await pool.end();
  const added = (await applied()) - before;
  if (added === 0) return;
  await withClient(url, async (client) => {
    await client.query('CLUSTER business_fts USING business_fts_pkey');
    await client.query('VACUUM (ANALYZE)');
  });
  ctx.log(`applied ${added} PostgreSQL migration(s) to ${name}`);
}

/** A fresh copy of `seed_N` for a benchmark that writes; its URL. */
export async function workingCopyPostgres(ctx: BenchContext, businesses: number, label: string): Promise<string> {
  const [url, template] = await Promise.all([postgresCluster(ctx), ensureSeededPostgres(ctx, businesses)]);
  const name = `work_${label.replace(/\W/g, '_')}`;
  await withClient(url, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${name}`);
    await client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  });
  return databaseUrl(url, name);
}

/** The URL of a seeded database itself, for benchmarks that only read. */
export async function seededPostgresUrl(ctx: BenchContext, businesses: number): Promise<string> {
  const [url, name] = await Promise.all([postgresCluster(ctx), ensureSeededPostgres(ctx, businesses)]);
  return databaseUrl(url, name);
}

/**
 * How many statements the cluster has run for database `url`, and their execution time in ms
 * (pg_stat_statements, which counts each statement a client sends, transaction control and
 * savepoints included): the difference between two readings is what a server or a benchmark
 * asked meanwhile, and how long PostgreSQL itself took to run it.
 */
export async function statementsSent(ctx: BenchContext, url: string): Promise<{ calls: number; ms: number }> {
  const database = new URL(url).pathname.slice(1);
  return await withClient(await postgresCluster(ctx), async (client) => {
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    const { rows } = await client.query<{ calls: string | null; ms: string | null }>(
      `SELECT sum(calls) AS calls, sum(total_exec_time) AS ms FROM pg_stat_statements
       WHERE dbid = (SELECT oid FROM pg_database WHERE datname = $1)`,
      [database],
    );
    return { calls: Number(rows[0]?.calls ?? 0), ms: Number(rows[0]?.ms ?? 0) };
  });
}
