/**
 * What the restore drills (test/reliability/restore-drill*.test.ts) share: writes through the
 * API, the server's Litestream as it logged it, the lost disk, and `npm run restore`.
 */
import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { expect } from 'vitest';
import { litestreamBinary } from '../../../server/backup/litestream';
import type { SpawnedServer } from './spawn-server';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The shell that runs the server's Litestream (server/backup/replication.ts), as the server logged it. */
export const replicationProcess = (s: SpawnedServer) =>
  Number(s.output().match(/with Litestream \(process (\d+)\)/)?.[1]);

/** Litestream's first sync, a second or so after the start: the replica (a new generation) begins there. */
export async function replicating(s: SpawnedServer) {
  for (let i = 0; i < 400 && !s.output().includes('msg="sync: new generation"'); i++) await sleep(50);
}

export async function gone(pid: number) {
  for (let i = 0; i < 200 && existsSync(`/proc/${pid}`); i++) await sleep(50);
}

export async function message(url: string, content: string) {
  const res = await fetch(`${url}/api/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fullName: 'Drill Tester', email: 'drill@test.ug', subject: 'Restore drill', content }),
  });
  expect(res.status).toBe(201);
}

export function count(databasePath: string, sql: string, value: string): number {
  const db = new Database(databasePath, { readonly: true });
  try {
    return (db.prepare(sql).get(value) as { n: number }).n;
  } finally {
    db.close();
  }
}
export const messages = (path: string, content: string) =>
  count(path, 'SELECT count(*) AS n FROM messages WHERE content = ?', content);

/** Milliseconds from now until the replica at `replicaUrl` holds `content`: what a lost disk would cost at most. */
export async function timeToReplica(replicaUrl: string, content: string): Promise<number> {
  const started = performance.now();
  const scratch = mkdtempSync(join(tmpdir(), 'soko-replica-'));
  try {
    for (let n = 0; ; n++) {
      const file = join(scratch, `${n}.db`);
      // before Litestream's first snapshot (a second after the start) there is nothing to restore
      const restored = spawnSync(litestreamBinary(), ['restore', '-o', file, replicaUrl], { stdio: 'ignore' });
      if (restored.status === 0 && messages(file, content) === 1) return performance.now() - started;
      if (performance.now() - started > 20_000) throw new Error(`${content} never reached the replica`);
      await sleep(50);
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** `npm run restore` as an operator runs it, with BACKUP_URL (and any S3 variables) in `env`. */
export function restoreCli(args: string[], env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', './scripts/ts.mjs', 'server/restore-cli.ts', ...args], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
}

/** An image through POST /api/uploads: its large path (the small one is beside it). */
export async function uploadImage(url: string, accessToken: string): Promise<string> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'drill.png');
  const upload = await fetch(`${url}/api/uploads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}` },
    body: form,
  });
  expect(upload.status).toBe(201);
  return ((await upload.json()) as { image: string }).image;
}

/** A child process of `parent` by its name, from /proc (Linux, like the server's deployments). */
function childNamed(parent: number, name: string): number {
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    // a process that ended meanwhile has no stat left to read
    const line = existsSync(`/proc/${pid}/stat`) ? readFileSync(`/proc/${pid}/stat`, 'utf8') : '';
    const stat = /^\d+ \((.*)\) \S+ (\d+)/.exec(line);
    if (stat?.[1] === name && Number(stat[2]) === parent) return Number(pid);
  }
  throw new Error(`no ${name} process under ${parent}`);
}

/** The lost disk: Litestream dies with the server, so nothing ships after the crash. */
export async function loseTheDisk(lost: SpawnedServer) {
  const shell = replicationProcess(lost);
  const litestream = childNamed(shell, 'litestream');
  process.kill(litestream, 'SIGKILL');
  await lost.kill();
  await gone(shell);
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${lost.databasePath}${suffix}`, { force: true });
  rmSync(join(lost.dir, 'uploads'), { recursive: true, force: true });
}
