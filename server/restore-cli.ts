/**
 * `npm run restore -- --to PATH [--timestamp ISO] [--uploads DIR]`: brings the database back from
 * BACKUP_URL into a new file PATH, as it was last replicated or at an earlier moment, and the
 * uploads into DIR (default `uploads` beside PATH). Never overwrites a database
 * (docs/operations.md "Backup and restore").
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { copyNewObjects } from './backup/upload-copy';
import { litestreamBinary, writeLitestreamConfig } from './backup/litestream';
import { loadBackupTarget, loadUploadUrl, type BackupTarget } from './config';
import { openObjectStore } from './storage/object-store';
import { parseObjectStoreAddress } from './storage/store-address';

const USAGE = 'Usage: npm run restore -- --to PATH [--timestamp 2026-11-27T09:30:00Z] [--uploads DIR]';

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

process.umask(0o077);
let args: { to?: string; timestamp?: string; uploads?: string };
let target: BackupTarget | undefined;
let uploadUrl: string | undefined;
try {
  args = parseArgs({
    options: { to: { type: 'string' }, timestamp: { type: 'string' }, uploads: { type: 'string' } },
  }).values;
  target = loadBackupTarget(process.env);
  uploadUrl = loadUploadUrl(process.env);
} catch (err) {
  fail(`${(err as Error).message}\n${USAGE}`, 2);
}
if (!args.to) fail(USAGE, 2);
if (!target) fail('BACKUP_URL is not set: it names the backup to restore from, as the server was given it.', 2);
const at = args.timestamp === undefined ? undefined : new Date(args.timestamp);
if (at && Number.isNaN(at.getTime()))
  fail(`--timestamp must be a time like 2026-11-27T09:30:00Z (it is "${args.timestamp}")`, 2);

const databasePath = resolve(args.to);
// a -wal or -shm left beside would be read into the restored file when it is opened
for (const file of [databasePath, `${databasePath}-wal`, `${databasePath}-shm`]) {
  if (existsSync(file)) {
    fail(
      `${file} already exists: a restore never overwrites a database. ` +
        'Move it (and its -wal and -shm files) away, or restore into another --to.',
    );
  }
}

mkdirSync(dirname(databasePath), { recursive: true, mode: 0o700 });
const config = writeLitestreamConfig(databasePath, target);
const timestamp = at ? ['-timestamp', at.toISOString()] : [];
const restore = spawnSync(
  litestreamBinary(),
  ['restore', '-no-expand-env', '-config', config.file, ...timestamp, databasePath],
  { stdio: 'inherit' },
);
config.remove();
// Litestream applies the WAL to PATH.tmp, then renames it: what SQLite left beside it is spent
for (const spent of ['-wal', '-shm']) rmSync(`${databasePath}.tmp${spent}`, { force: true });
if (restore.status !== 0) fail(`The database could not be restored from ${target.label} (Litestream's message above).`);
console.log(`Restored the database from ${target.label}${at ? ` as of ${at.toISOString()}` : ''} into ${databasePath}`);

if (uploadUrl) {
  // the server never copied them (server/backup/replication.ts step 3): the bucket keeps them
  console.log(
    `Uploads live in ${uploadUrl} (UPLOAD_URL), which a restore leaves as it is: images deleted since are ` +
      `brought back from the bucket's replica or versions (docs/operations.md "Uploads in a bucket").`,
  );
  console.log(`Start the server on it with DATABASE_PATH=${databasePath} UPLOAD_URL=${uploadUrl}`);
  process.exit(0);
}
const uploadDir = resolve(args.uploads ?? join(dirname(databasePath), 'uploads'));
const backup = openObjectStore(target.uploadsStore);
try {
  const copied = await copyNewObjects(backup, openObjectStore(uploadDir));
  console.log(`Restored ${copied} upload files from ${backup.label} into ${uploadDir}`);
} catch (err) {
  fail(
    `The database is restored, but the uploads could not be copied from ${backup.label}: ` +
      `${(err as Error).message}\nCopy them into ${uploadDir} by hand (${byHand(target.uploadsStore, uploadDir)}), ` +
      'or move the restored database away and restore again.',
  );
}
console.log(`Start the server on it with DATABASE_PATH=${databasePath} UPLOAD_DIR=${uploadDir}`);

/** A command that copies the backed-up uploads at `address` into `dir` (no password in it). */
function byHand(address: string, dir: string): string {
  const place = parseObjectStoreAddress(address);
  if ('sftp' in place) {
    const { username, host, port, folder } = place.sftp;
    return `\`rsync -a -e 'ssh -p ${port}' ${username}@${host.includes(':') ? `[${host}]` : host}:${folder}/ ${dir}/\``;
  }
  if ('bucket' in place) return `\`aws s3 sync ${address} ${dir}\``;
  return `\`cp -a ${address}/. ${dir}\``;
}
