/** BACKUP_URL as server/config.ts reads it: one row per value an operator may write. */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBackupTarget } from '../config';
import { copyMissingFiles } from './upload-copy';

describe('BACKUP_URL', () => {
  it.each([
    ['unset', undefined, undefined],
    [
      'a folder',
      'file:///var/backups/soko',
      { replicaUrl: 'file:///var/backups/soko/db', uploadsDir: '/var/backups/soko/uploads' },
    ],
    [
      'a folder with a slash',
      'file:///var/backups/soko/',
      { replicaUrl: 'file:///var/backups/soko/db', uploadsDir: '/var/backups/soko/uploads' },
    ],
    [
      'a bucket and prefix',
      's3://soko-backups/prod',
      { replicaUrl: 's3://soko-backups/prod/db', uploadsDir: undefined },
    ],
    [
      'an sftp folder',
      'sftp://backup:secret@nas.local/srv/soko',
      { label: 'sftp://backup:***@nas.local/srv/soko', uploadsDir: undefined },
    ],
  ])('%s', (_case, value, expected) => {
    const target = loadBackupTarget({ BACKUP_URL: value });
    if (expected === undefined) expect(target).toBeUndefined();
    else expect(target).toMatchObject(expected);
  });

  it('takes an S3-compatible endpoint from the standard AWS variables', () => {
    const env = { BACKUP_URL: 's3://b/p', AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:9000' };
    expect(loadBackupTarget(env)?.s3Endpoint).toBe('http://127.0.0.1:9000');
  });

  it.each([
    ['a relative path', 'backups/soko', 'is not an address'],
    ['a file address with a host', 'file://backups/soko', 'with three slashes'],
    ['the root folder', 'file:///', 'not the root'],
    ['an unknown scheme', 'gs://bucket/soko', 'must start with file://, s3:// or sftp://'],
    ['an sftp host without a folder', 'sftp://nas.local', 'must name a folder on the host'],
    ['a query', 's3://bucket/soko?region=af-south-1', 'takes no ?query'],
  ])('refuses %s with a message', (_case, value, message) => {
    expect(() => loadBackupTarget({ BACKUP_URL: value })).toThrow(message);
  });

  it('never prints a password it refuses', () => {
    expect(() => loadBackupTarget({ BACKUP_URL: 'ftp://me:hunter2@nas/x' })).toThrow('ftp://me:***@nas/x');
  });
});

describe('copying uploads', () => {
  it('copies only the names the other folder lacks, and leaves a file still being written for the next run', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'soko-upload-copy-'));
    const [from, to] = [join(dir, 'uploads'), join(dir, 'backup')];
    try {
      expect(await copyMissingFiles(from, to)).toBe(0); // no uploads yet
      mkdirSync(from);
      for (const name of ['a.webp', 'b.webp', 'c.webp']) {
        writeFileSync(join(from, name), name);
        utimesSync(join(from, name), new Date(Date.now() - 10_000), new Date(Date.now() - 10_000));
      }
      writeFileSync(join(to, 'a.webp'), 'already there');
      writeFileSync(join(from, 'd.webp'), 'half');
      expect(await copyMissingFiles(from, to, { settlingMs: 2000 })).toBe(2);
      expect(readdirSync(to).sort()).toEqual(['a.webp', 'b.webp', 'c.webp']);
      expect(readFileSync(join(to, 'a.webp'), 'utf8')).toBe('already there');
      expect(await copyMissingFiles(from, to)).toBe(1);
      expect(readFileSync(join(to, 'd.webp'), 'utf8')).toBe('half');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
