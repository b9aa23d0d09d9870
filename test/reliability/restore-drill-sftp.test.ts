/**
 * The restore drill over SFTP (docs/operations.md "Backup and restore"): the real server with an
 * sftp:// BACKUP_URL on an SSH server on loopback (test/helpers/sftp-server.ts, the SSH and SFTP
 * protocols on the wire), where Litestream replicates the database and the server copies the
 * uploads beside it. Then the disk is lost (Litestream and the server SIGKILLed together, the
 * database and the uploads deleted), `npm run restore` brings both back from the host, and the
 * server started on them has the writes and serves the images. While the host is down the copy
 * says so once, and says again when it gets through.
 * Figures: the recovery point over SFTP, and the time from an upload to its images on the host.
 */
import { existsSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_MONITOR_INTERVAL_MS, BACKUP_SYNC_INTERVAL_MS } from '../../server/backup/litestream';
import { UPLOAD_COPY_EVERY_MS } from '../../server/backup/upload-copy';
import { openObjectStore } from '../../server/storage/object-store';
import { UPLOAD_PATH_PREFIX, smallImagePath } from '../../sync/image-path';
import { startSftpServer, type SftpServer } from '../helpers/sftp-server';
import {
  gone,
  loseTheDisk,
  message,
  messages,
  replicating,
  replicationProcess,
  restoreCli,
  sleep,
  timeToReplica,
  uploadImage,
} from './support/drill';
import { spawnServer, type SpawnedServer } from './support/spawn-server';

const STATED_RECOVERY_POINT_MS = BACKUP_MONITOR_INTERVAL_MS + BACKUP_SYNC_INTERVAL_MS;
/** An upload is copied within UPLOAD_COPY_EVERY_MS once it settled (2 s, server/backup/upload-copy.ts). */
const STATED_IMAGE_RECOVERY_POINT_MS = UPLOAD_COPY_EVERY_MS + 2000;

let sftp: SftpServer;
let server: SpawnedServer;
let env: Record<string, string>;
/** The first test's sign-in, which the restored database keeps: the next code is minutes away. */
let accessToken: string;
beforeAll(async () => {
  sftp = await startSftpServer();
  env = { BACKUP_URL: sftp.url('/srv/soko') };
  server = await spawnServer({ env });
  await server.start();
  await replicating(server);
}, 60_000);
afterAll(async () => {
  const replication = server && replicationProcess(server);
  await server?.kill();
  // Litestream ships its last change after its server died: let it finish before the host goes
  if (replication) await gone(replication);
  server?.cleanup();
  await sftp?.stop();
});

/** Whether every one of `keys` is in the uploads' copy on the host. */
async function onTheHost(keys: string[]): Promise<boolean> {
  const backup = openObjectStore(`${env.BACKUP_URL}/uploads`);
  return (await Promise.all(keys.map((key) => backup.head(key)))).every(Boolean);
}

describe('restore drill, sftp://', () => {
  it('brings back the database from the Litestream replica on the SSH host, and the images copied beside it', async () => {
    const started = performance.now();
    const label = `sftp://backup@127.0.0.1:${sftp.port}${sftp.path('/srv/soko')}`;
    expect(server.output()).toContain(
      `Backing up the database to sftp://backup:***@127.0.0.1:${sftp.port}${sftp.path('/srv/soko')}`,
    );
    expect(server.output()).toContain(`uploads are copied to ${label}/uploads`);
    expect(server.output()).not.toContain(sftp.password);
    expect(server.output()).not.toContain(encodeURIComponent(sftp.password));

    accessToken = (await server.signIn('user@example.com')).accessToken;
    await message(server.url, 'drill-sftp-before-image');
    const image = await uploadImage(server.url, accessToken);
    const uploaded = performance.now();
    const keys = [image, smallImagePath(image)].map((path) => path.slice(UPLOAD_PATH_PREFIX.length));
    while (!(await onTheHost(keys))) {
      if (performance.now() - uploaded > 3 * STATED_IMAGE_RECOVERY_POINT_MS)
        throw new Error('the images never reached the SSH host');
      await sleep(100);
    }
    const imageLag = performance.now() - uploaded;

    const lags: number[] = [];
    for (let i = 1; i <= 2; i++) {
      await message(server.url, `drill-sftp-lag-${i}`);
      lags.push(await timeToReplica(`${env.BACKUP_URL}/db`, `drill-sftp-lag-${i}`));
    }
    await message(server.url, 'drill-sftp-last');
    await sleep(STATED_RECOVERY_POINT_MS + 300);

    // Litestream's generations and the images are files on the host, beside each other
    expect(readdirSync(sftp.path('/srv/soko')).sort()).toEqual(['db', 'uploads']);
    expect(existsSync(sftp.path('/srv/soko/db/generations'))).toBe(true);

    await loseTheDisk(server);
    expect(existsSync(server.databasePath)).toBe(false);
    const restored = restoreCli(['--to', server.databasePath], env);
    expect(restored.status, restored.stderr).toBe(0);
    expect(restored.stdout).toContain(`Restored 2 upload files from ${label}/uploads`);
    expect(restored.stdout + restored.stderr).not.toContain(sftp.password);

    await server.start();
    for (const content of ['drill-sftp-before-image', 'drill-sftp-lag-2', 'drill-sftp-last'])
      expect(messages(server.databasePath, content)).toBe(1);
    for (const path of [image, smallImagePath(image)]) {
      const served = await fetch(`${server.url}${path}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
    }

    console.log(
      `[figure] restore drill, sftp://: recovery point measured ${lags.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s ` +
        `(stated ${STATED_RECOVERY_POINT_MS / 1000} s); images on the host ${(imageLag / 1000).toFixed(2)} s after ` +
        `the upload (stated ${STATED_IMAGE_RECOVERY_POINT_MS / 1000} s); drill took ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    expect(Math.max(...lags)).toBeLessThan(2 * STATED_RECOVERY_POINT_MS);
    expect(imageLag).toBeLessThan(STATED_IMAGE_RECOVERY_POINT_MS + 1000);
  }, 120_000);

  it('says once that the host is gone, and again when the copy gets through on a new connection', async () => {
    const label = `sftp://backup@127.0.0.1:${sftp.port}${sftp.path('/srv/soko/uploads')}`;
    // the copy holds a connection from its rounds since the start
    const before = await uploadImage(server.url, accessToken);
    const keyOf = (path: string) => path.slice(UPLOAD_PATH_PREFIX.length);
    for (let i = 0; !(await onTheHost([keyOf(before)])); i++) {
      if (i > 150) throw new Error('the first image never reached the SSH host');
      await sleep(100);
    }

    await sftp.down();
    const image = await uploadImage(server.url, accessToken);
    const failing = `Uploads could not be copied to ${label}; retrying every ${UPLOAD_COPY_EVERY_MS / 1000} s`;
    for (let i = 0; !server.output().includes(failing); i++) {
      if (i > 300) throw new Error(`the server never said the copy failed:\n${server.output()}`);
      await sleep(100);
    }
    await sleep(UPLOAD_COPY_EVERY_MS + 500);
    expect(server.output().split(failing).length - 1).toBe(1);

    await sftp.up();
    const keys = [image, smallImagePath(image)].map(keyOf);
    for (let i = 0; !(await onTheHost(keys)); i++) {
      if (i > 300) throw new Error('the images never reached the SSH host once it was back');
      await sleep(100);
    }
    expect(server.output()).toContain(`Uploads are copied to ${label} again`);
  }, 90_000);
});
