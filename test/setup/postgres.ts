/**
 * A private PostgreSQL cluster for tests, made from Debian's postgresql package: a fresh data
 * folder under the system temp folder, a free port on 127.0.0.1, its unix socket in that folder,
 * trust authentication on loopback, and durability switched off (a test cluster is thrown away).
 * PostgreSQL refuses to run as root: as root (CI containers) the folder belongs to the `postgres`
 * system user and initdb and pg_ctl run as that user through runuser.
 * With `dir` (the benchmarks' cached cluster, bench/support/postgres.ts) the cluster lives in that
 * folder and outlives the run: initdb only when it holds no cluster yet, a clean stop, the folder
 * kept; `settings` overrides the ones below.
 */
import { execFile } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { openPostgres } from '../../db/pg/client';

const run = promisify(execFile);

export interface PostgresCluster {
  /** The cluster's `postgres` database, as superuser `postgres`. */
  url: string;
  stop(): Promise<void>;
}

/** Version 15 is the oldest the PostgreSQL schema (db/pg/migrations) is written for. */
const OLDEST_VERSION = 15;

const SETTINGS: Record<string, string> = {
  // tests only: a test cluster need not survive a crash, so nothing waits for the disk
  fsync: 'off',
  synchronous_commit: 'off',
  full_page_writes: 'off',
  // loopback only, where initdb --auth=trust lets any local user in
  listen_addresses: "'127.0.0.1'",
};

export async function startPostgres(
  options: { dir?: string; settings?: Record<string, string> } = {},
): Promise<PostgresCluster> {
  const bin = postgresBin();
  const kept = options.dir !== undefined;
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'soko-pg-'));
  if (kept) mkdirSync(dir, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const [uid, gid] = await Promise.all([id('-u'), id('-g')]);
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const pgTool = (tool: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], { cwd: dir })
      : run(join(bin, tool), args, { cwd: dir });
  const removeUnlessKept = () => (kept ? undefined : rmSync(dir, { recursive: true, force: true }));
  try {
    // a kept cluster an interrupted run left running is stopped before it starts again
    if (kept && existsSync(join(data, 'postmaster.pid')))
      await pgTool('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']).catch(() => undefined);
    if (!existsSync(join(data, 'PG_VERSION'))) {
      await pgTool('initdb', [
        ...['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8'],
        ...['--no-sync', '--no-instructions'],
      ]);
    }
    const port = await startOnFreePort(dir, data, pgTool, { ...SETTINGS, ...options.settings });
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      async stop() {
        // immediate: no shutdown checkpoint, the folder is deleted next; a kept one stops cleanly
        await pgTool('pg_ctl', ['-D', data, '-m', kept ? 'fast' : 'immediate', '-w', 'stop']).catch(() => undefined);
        removeUnlessKept();
      },
    };
  } catch (err) {
    removeUnlessKept();
    throw err;
  }
}

/** Another process may take the free port before the server binds it: then another one is tried. */
async function startOnFreePort(
  dir: string,
  data: string,
  pgTool: (tool: string, args: string[]) => Promise<unknown>,
  chosen: Record<string, string>,
): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const settings = { ...chosen, port: String(port), unix_socket_directories: `'${dir}'` };
    writeFileSync(
      join(data, 'postgresql.auto.conf'),
      Object.entries(settings)
        .map(([name, value]) => `${name} = ${value}\n`)
        .join(''),
    );
    try {
      await pgTool('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-w', '-t', '60', 'start']);
      return port;
    } catch (err) {
      // the folder, log included, is deleted next: the log goes with the error
      if (attempt === 3) {
        const log = join(dir, 'server.log');
        throw new Error(`PostgreSQL did not start:\n${existsSync(log) ? readFileSync(log, 'utf8') : ''}`, {
          cause: err,
        });
      }
    }
  }
}

/** PG_BIN, or the newest /usr/lib/postgresql/<N>/bin with N ≥ 15. */
function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .map(Number)
        .filter((n) => n >= OLDEST_VERSION && existsSync(join(root, String(n), 'bin', 'initdb')))
        .sort((a, b) => b - a)
    : [];
  if (versions.length === 0)
    throw new Error(`No PostgreSQL ≥ ${OLDEST_VERSION} in ${root}: install Debian's postgresql, or set PG_BIN`);
  return join(root, String(versions[0]), 'bin');
}

async function id(flag: '-u' | '-g'): Promise<number> {
  return Number((await run('id', [flag, 'postgres'])).stdout.trim());
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Creates database `name` in the cluster of `url` (a copy of `template` when given: PostgreSQL
 * copies a migrated template in milliseconds) and returns its URL. The template must have no
 * open connections while it is copied.
 */
export async function createDatabase(url: string, name: string, options: { template?: string } = {}): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const template = options.template ? ` TEMPLATE ${pg.escapeIdentifier(options.template)}` : '';
    await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}${template}`);
  } finally {
    await client.end();
  }
  return databaseUrl(url, name);
}

/** A database `name` with every migration applied, closed again so that it can be copied. */
export async function createMigratedTemplate(url: string, name: string): Promise<string> {
  const templateUrl = await createDatabase(url, name);
  const { pool } = await openPostgres(templateUrl);
  await pool.end();
  return templateUrl;
}

/** `url` pointing at database `name` instead. */
export function databaseUrl(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${encodeURIComponent(name)}`;
  return next.toString();
}
