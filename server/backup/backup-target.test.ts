/**
 * BACKUP_URL as server/config.ts reads it: one row per value an operator may write; and the copy
 * of uploads into the backup and back (./upload-copy.ts), into a folder, into s3rver and over
 * SFTP (test/helpers/sftp-server.ts).
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3Server } from '../../test/helpers/s3-server';
import { startSftpServer, type SftpServer } from '../../test/helpers/sftp-server';
import { loadBackupTarget } from '../config';
import { openObjectStore, type ObjectStore } from '../storage/object-store';
import { copyNewObjects } from './upload-copy';

describe('BACKUP_URL', () => {
  it.each([
    ['unset', undefined, undefined],
    [
      'a folder',
      'file:///var/backups/soko',
      { replicaUrl: 'file:///var/backups/soko/db', uploadsStore: '/var/backups/soko/uploads' },
    ],
    [
      'a folder with a slash',
      'file:///var/backups/soko/',
      { replicaUrl: 'file:///var/backups/soko/db', uploadsStore: '/var/backups/soko/uploads' },
    ],
    [
      'a bucket and prefix',
      's3://soko-backups/prod/',
      { replicaUrl: 's3://soko-backups/prod/db', uploadsStore: 's3://soko-backups/prod/uploads' },
    ],
    [
      'a bucket',
      's3://soko-backups',
      { replicaUrl: 's3://soko-backups/db', uploadsStore: 's3://soko-backups/uploads' },
    ],
    [
      'an sftp folder',
      'sftp://backup:secret@nas.local/srv/soko',
      {
        label: 'sftp://backup:***@nas.local/srv/soko',
        replicaUrl: 'sftp://backup:secret@nas.local/srv/soko/db',
        uploadsStore: 'sftp://backup:secret@nas.local/srv/soko/uploads',
      },
    ],
  ])('%s', (_case, value, expected) => {
    const target = loadBackupTarget({ BACKUP_URL: value });
    if (expected === undefined) expect(target).toBeUndefined();
    else expect(target).toMatchObject(expected);
  });

  it('takes an S3-compatible endpoint from the standard AWS variables', () => {
    const env = { BACKUP_URL: 's3://soko/p', AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:9000' };
    expect(loadBackupTarget(env)?.s3Endpoint).toBe('http://127.0.0.1:9000');
  });

  it.each([
    ['a relative path', 'backups/soko', 'is not an address'],
    ['a file address with a host', 'file://backups/soko', 'with three slashes'],
    ['the root folder', 'file:///', 'not the root'],
    ['an unknown scheme', 'gs://bucket/soko', 'must start with file://, s3:// or sftp://'],
    ['an sftp host without a folder', 'sftp://nas.local', 'must name a folder on the host'],
    ['an sftp address without a user', 'sftp://nas.local/srv/soko', 'must name the user'],
    ['a query', 's3://bucket/soko?region=af-south-1', 'takes no ?query'],
    ['a bucket name S3 refuses', 's3://Soko_Backups/prod', 'must name a bucket: 3 to 63 lowercase'],
    ['a prefix with a space', 's3://soko-backups/my backups', 'has a prefix of names'],
  ])('refuses %s with a message', (_case, value, message) => {
    expect(() => loadBackupTarget({ BACKUP_URL: value })).toThrow(message);
  });

  it('refuses an S3-compatible endpoint that is not an address', () => {
    const env = { BACKUP_URL: 's3://soko/p', AWS_ENDPOINT_URL: 'minio:9000' };
    expect(() => loadBackupTarget(env)).toThrow('AWS_ENDPOINT_URL_S3 (or AWS_ENDPOINT_URL) must be an address');
  });

  it('never prints a password it refuses', () => {
    expect(() => loadBackupTarget({ BACKUP_URL: 'ftp://me:hunter2@nas/x' })).toThrow('ftp://me:***@nas/x');
  });
});

let dir: string;
let s3: S3Server;
let sftp: SftpServer;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'soko-upload-copy-'));
  [s3, sftp] = await Promise.all([startS3Server(['soko-backups']), startSftpServer()]);
});
afterAll(async () => {
  await Promise.all([s3?.stop(), sftp?.stop()]);
  rmSync(dir, { recursive: true, force: true });
});

const bytes = (text: string) => new TextEncoder().encode(text);
async function contents(store: ObjectStore): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for await (const { key } of store.list()) found[key] = new TextDecoder().decode((await store.get(key))!.bytes);
  return found;
}

describe.each([
  ['a folder', 'folder', () => openObjectStore(join(dir, 'folder', 'backup', 'uploads'))],
  ['s3', 's3', () => openObjectStore('s3://soko-backups/prod/uploads', { env: s3.env })],
  [
    'an sftp folder',
    'sftp',
    () => openObjectStore(loadBackupTarget({ BACKUP_URL: sftp.url('/srv/soko') })!.uploadsStore),
  ],
])('copying uploads into %s', (_target, name, openBackup) => {
  it('copies what the backup lacks or holds at another size, leaves a file still being written for the next run, and brings all back', async () => {
    const from = join(dir, name, 'uploads');
    const uploads = openObjectStore(from);
    const backup = openBackup();
    expect(await copyNewObjects(uploads, backup)).toBe(0); // no uploads yet

    mkdirSync(from, { recursive: true });
    const settled = new Date(Date.now() - 10_000);
    for (const name of ['a.webp', 'b.webp', 'c.webp', 'e.webp']) {
      writeFileSync(join(from, name), name);
      utimesSync(join(from, name), settled, settled);
    }
    await backup.put('a.webp', bytes('A.webp'), 'image/webp'); // the same size: already copied
    await backup.put('e.webp', bytes('cut'), 'image/webp'); // another size: copied again
    writeFileSync(join(from, 'd.webp'), 'half');
    expect(await copyNewObjects(uploads, backup, { settlingMs: 2000 })).toBe(3);
    expect(await contents(backup)).toEqual({
      'a.webp': 'A.webp',
      'b.webp': 'b.webp',
      'c.webp': 'c.webp',
      'e.webp': 'e.webp',
    });
    expect(await copyNewObjects(uploads, backup)).toBe(1);
    expect(await copyNewObjects(uploads, backup)).toBe(0);

    // the rounds after the first look at new names only: a new upload, not a size
    const held = new Map([['a.webp', 1]]);
    writeFileSync(join(from, 'f.webp'), 'f.webp');
    expect(await copyNewObjects(uploads, backup, { held, compareSizes: false })).toBe(5);
    expect(held.get('a.webp')).toBe(1);
    expect(await copyNewObjects(uploads, backup, { held, compareSizes: false })).toBe(0);

    // nothing is deleted from the backup: a restore to an earlier time finds the images its rows name
    rmSync(join(from, 'b.webp'));
    expect(await copyNewObjects(uploads, backup)).toBe(0);
    expect(Object.keys(await contents(backup))).toContain('b.webp');

    const restored = openObjectStore(join(dir, name, 'restored-uploads'));
    expect(await copyNewObjects(backup, restored)).toBe(6);
    expect(await contents(restored)).toEqual({ ...(await contents(backup)), 'd.webp': 'half', 'f.webp': 'f.webp' });
  });
});
