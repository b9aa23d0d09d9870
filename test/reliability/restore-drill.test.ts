/**
 * The restore drill (docs/operations.md "Backup and restore"): the real server replicates to a
 * file:// BACKUP_URL while it takes writes; then the disk is lost (Litestream and the server
 * SIGKILLed together, so nothing ships a last change, and the database, its -wal and -shm and the
 * uploads deleted). `npm run restore` brings it back, and the server started on it holds every
 * write acknowledged more than the recovery point before the loss; devices' pull cursors go on.
 * A restore to an earlier time lacks the later writes, and a device holding a cursor from them is
 * told to start over (sync/protocol.ts, pull step 8).
 * The same loss and restore with an s3:// BACKUP_URL on s3rver: Litestream's replica and the
 * uploads in the bucket. The same over SFTP: ./restore-drill-sftp.test.ts.
 * Figures: the recovery point, from a write's acknowledgement to its being in the replica; the
 * time from an upload to its images being in the bucket.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_MONITOR_INTERVAL_MS, BACKUP_SYNC_INTERVAL_MS } from '../../server/backup/litestream';
import { UPLOAD_COPY_EVERY_MS } from '../../server/backup/upload-copy';
import { openObjectStore } from '../../server/storage/object-store';
import { UPLOAD_PATH_PREFIX, smallImagePath } from '../../sync/image-path';
import { startS3Server, type S3Server } from '../helpers/s3-server';
import {
  count,
  gone,
  loseTheDisk,
  message,
  messages,
  replicating,
  replicationProcess,
  restoreCli as restore,
  sleep,
  timeToReplica as timeToReplicaAt,
  uploadImage,
} from './support/drill';
import { spawnServer, type SpawnedServer } from './support/spawn-server';

const STATED_RECOVERY_POINT_MS = BACKUP_MONITOR_INTERVAL_MS + BACKUP_SYNC_INTERVAL_MS;
/** An upload is copied within UPLOAD_COPY_EVERY_MS once it settled (2 s, server/backup/upload-copy.ts). */
const STATED_IMAGE_RECOVERY_POINT_MS = UPLOAD_COPY_EVERY_MS + 2000;

let backupDir: string;
let backupUrl: string;
let server: SpawnedServer;
let token: string;
let categoryId: number;
const others: SpawnedServer[] = [];
beforeAll(async () => {
  backupDir = mkdtempSync(join(tmpdir(), 'soko-backup-'));
  backupUrl = pathToFileURL(backupDir).href;
  server = await spawnServer({ env: { BACKUP_URL: backupUrl } });
  await server.start();
  await replicating(server);
  token = (await server.signIn('user@example.com')).accessToken;
  categoryId = ((await (await fetch(`${server.url}/api/categories`)).json()) as { categories: { id: number }[] })
    .categories[0]!.id;
}, 60_000);
afterAll(async () => {
  const replication = server && replicationProcess(server);
  for (const s of [server, ...others]) await s?.kill();
  // Litestream ships its last change after its server died: let it finish before its files go
  if (replication) await gone(replication);
  for (const s of [server, ...others]) s?.cleanup();
  rmSync(backupDir, { recursive: true, force: true });
});

/** A product review through the offline outbox's push: it moves the pull cursor. */
async function productReview(name: string) {
  const res = await fetch(`${server.url}/api/sync/push`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      mutations: [{ id: crypto.randomUUID(), name: 'productReview.create', args: { name, categoryId, rating: 4 } }],
    }),
  });
  expect(((await res.json()) as { results: { status: string }[] }).results[0]!.status).toBe('applied');
}

/** Pulls every page since `since`: the device's new cursor, and whether the server said reset. */
async function pull(url: string, since: number): Promise<{ status: number; cursor: number; reset: boolean }> {
  let cursor = since;
  let reset = false;
  for (;;) {
    const res = await fetch(`${url}/api/sync/pull?since=${cursor}`);
    if (res.status === 204) return { status: 204, cursor, reset };
    expect(res.status).toBe(200);
    const page = (await res.json()) as { cursor: number; hasMore: boolean; reset?: boolean };
    reset ||= page.reset === true;
    cursor = page.cursor;
    if (!page.hasMore) return { status: 200, cursor, reset };
  }
}

const timeToReplica = (content: string) => timeToReplicaAt(`${backupUrl}/db`, content);
const restoreCli = (args: string[], env: Record<string, string> = { BACKUP_URL: backupUrl }) => restore(args, env);
const reviews = (path: string, name: string) =>
  count(path, 'SELECT count(*) AS n FROM product_reviews WHERE name = ?', name);

describe('restore drill', () => {
  it('brings back every write acknowledged before the recovery point, with the images; old pull cursors go on', async () => {
    const started = performance.now();
    // writes before the point in time restored to later
    await message(server.url, 'drill-before-1');
    await productReview('drill-before-review');
    const image = await uploadImage(server.url, token);
    const uploaded = performance.now();
    const before = await pull(server.url, 0);

    // the recovery point, measured three times
    const lags: number[] = [];
    for (let i = 1; i <= 3; i++) {
      await message(server.url, `drill-lag-${i}`);
      lags.push(await timeToReplica(`drill-lag-${i}`));
    }
    const pointInTime = new Date();
    await sleep(1100);

    // writes after it, then the disk is lost once the stated recovery point has passed
    await message(server.url, 'drill-after-1');
    await productReview('drill-after-review');
    const after = await pull(server.url, before.cursor);
    expect(after.cursor).toBeGreaterThan(before.cursor);
    const lastWrite = performance.now();
    await sleep(
      Math.max(lastWrite + STATED_RECOVERY_POINT_MS, uploaded + STATED_IMAGE_RECOVERY_POINT_MS) +
        300 -
        performance.now(),
    );
    await loseTheDisk(server);
    expect(existsSync(server.databasePath)).toBe(false);

    const latest = restoreCli(['--to', server.databasePath]);
    expect(latest.status, latest.stderr).toBe(0);
    const pitDir = mkdtempSync(join(tmpdir(), 'soko-pit-'));
    const pitPath = join(pitDir, 'app.db');
    const pit = restoreCli(['--to', pitPath, '--timestamp', pointInTime.toISOString()]);
    expect(pit.status, pit.stderr).toBe(0);

    // the latest state: everything acknowledged, the image, and the cursors devices hold
    await server.start();
    for (const content of ['drill-before-1', 'drill-lag-3', 'drill-after-1'])
      expect(messages(server.databasePath, content)).toBe(1);
    expect(reviews(server.databasePath, 'drill-after-review')).toBe(1);
    expect((await fetch(`${server.url}${image}`)).status).toBe(200);
    expect(await pull(server.url, after.cursor)).toEqual({ status: 204, cursor: after.cursor, reset: false });
    expect(await pull(server.url, before.cursor)).toMatchObject({ status: 200, cursor: after.cursor, reset: false });

    // the restored server backs up again (a new generation), and a stop ships its last write at once
    await replicating(server);
    await message(server.url, 'drill-restored-1');
    const shell = replicationProcess(server);
    await server.stop();
    await gone(shell);
    expect(await timeToReplica('drill-restored-1')).toBeLessThan(1000);

    // the earlier point in time: the later writes are gone, and a device that saw them starts over
    const earlier = await spawnServer({ env: { DATABASE_PATH: pitPath, UPLOAD_DIR: join(pitDir, 'uploads') } });
    others.push(earlier);
    await earlier.start();
    expect(messages(pitPath, 'drill-before-1')).toBe(1);
    expect(messages(pitPath, 'drill-after-1')).toBe(0);
    expect(reviews(pitPath, 'drill-after-review')).toBe(0);
    const ahead = await pull(earlier.url, after.cursor);
    expect(ahead.reset).toBe(true);
    expect(ahead.cursor).toBeLessThan(after.cursor);
    await earlier.kill();
    rmSync(pitDir, { recursive: true, force: true });

    console.log(
      `[figure] restore drill: recovery point measured ${lags.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s ` +
        `(stated ${STATED_RECOVERY_POINT_MS / 1000} s); drill took ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    expect(Math.max(...lags)).toBeLessThan(2 * STATED_RECOVERY_POINT_MS);
  }, 120_000);

  it('npm run restore refuses to overwrite an existing database', () => {
    const dir = mkdtempSync(join(tmpdir(), 'soko-restore-'));
    const existing = join(dir, 'app.db');
    writeFileSync(existing, 'keep me');
    try {
      const run = spawnSync('npm', ['run', '--silent', 'restore', '--', '--to', existing], {
        env: { ...process.env, BACKUP_URL: backupUrl },
        encoding: 'utf8',
      });
      expect(run.status).not.toBe(0);
      expect(run.stderr).toContain(`${existing} already exists: a restore never overwrites a database`);
      expect(readFileSync(existing, 'utf8')).toBe('keep me');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});

describe('restore drill, s3://', () => {
  const bucketUrl = 's3://soko-backups/prod';
  let s3: S3Server;
  let onS3: SpawnedServer;
  let s3Env: Record<string, string>;
  beforeAll(async () => {
    s3 = await startS3Server(['soko-backups']);
    s3Env = { ...s3.env, BACKUP_URL: bucketUrl };
    onS3 = await spawnServer({ env: s3Env });
    await onS3.start();
    await replicating(onS3);
  }, 60_000);
  afterAll(async () => {
    const replication = onS3 && replicationProcess(onS3);
    await onS3?.kill();
    // Litestream ships its last change after its server died: let it finish before the bucket goes
    if (replication) await gone(replication);
    onS3?.cleanup();
    await s3?.stop();
  });

  it('brings back the database from the Litestream replica in the bucket, and the images copied beside it', async () => {
    const started = performance.now();
    expect(onS3.output()).toContain(`uploads are copied to ${bucketUrl}/uploads`);
    const accessToken = (await onS3.signIn('user@example.com')).accessToken;
    await message(onS3.url, 'drill-s3-before-image');
    const image = await uploadImage(onS3.url, accessToken);
    const uploaded = performance.now();
    const bucket = openObjectStore(`${bucketUrl}/uploads`, { env: s3.env });
    const names = [image, smallImagePath(image)].map((path) => path.slice(UPLOAD_PATH_PREFIX.length));
    for (;;) {
      const held = await Promise.all(names.map((name) => bucket.head(name)));
      if (held.every(Boolean)) break;
      if (performance.now() - uploaded > 3 * STATED_IMAGE_RECOVERY_POINT_MS)
        throw new Error('the images never reached the bucket');
      await sleep(100);
    }
    const imageLag = performance.now() - uploaded;
    await message(onS3.url, 'drill-s3-last');
    await sleep(STATED_RECOVERY_POINT_MS + 300);

    await loseTheDisk(onS3);
    const restored = restoreCli(['--to', onS3.databasePath], s3Env);
    expect(restored.status, restored.stderr).toBe(0);
    expect(restored.stdout).toContain(`Restored 2 upload files from ${bucketUrl}/uploads`);

    await onS3.start();
    for (const content of ['drill-s3-before-image', 'drill-s3-last'])
      expect(messages(onS3.databasePath, content)).toBe(1);
    for (const path of [image, smallImagePath(image)]) {
      const served = await fetch(`${onS3.url}${path}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
    }
    console.log(
      `[figure] restore drill, s3://: images in the bucket ${(imageLag / 1000).toFixed(2)} s after the upload ` +
        `(stated ${STATED_IMAGE_RECOVERY_POINT_MS / 1000} s); drill took ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    expect(imageLag).toBeLessThan(STATED_IMAGE_RECOVERY_POINT_MS + 1000);
  }, 90_000);
});
