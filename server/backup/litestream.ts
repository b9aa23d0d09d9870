/**
 * Litestream 0.3.13, the binary npm's `@flydotio/litestream` ships for this platform, and the
 * configuration the server and `npm run restore` give it (docs/operations.md "Backup and restore").
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BackupTarget } from '../config';

/**
 * How often Litestream looks for new commits in the WAL, and how often it ships them: together the
 * recovery point, the acknowledged writes a lost disk can cost (about 2 s; measured by
 * test/reliability/restore-drill.test.ts). Litestream's defaults, stated here to be read.
 */
export const BACKUP_MONITOR_INTERVAL_MS = 1000;
export const BACKUP_SYNC_INTERVAL_MS = 1000;
/** How far back a point-in-time restore can go (Litestream's default retention). */
const BACKUP_RETENTION_HOURS = 24;

/** The platform package `@flydotio/litestream` installs beside itself (its own bin runs it with spawnSync). */
export function litestreamBinary(): string {
  const require = createRequire(import.meta.url);
  try {
    return require.resolve(`@flydotio/litestream-${process.platform}-${process.arch}/litestream`);
  } catch {
    throw new Error(
      `Litestream has no binary for ${process.platform}-${process.arch} in @flydotio/litestream: ` +
        'run npm install on this machine, or unset BACKUP_URL',
    );
  }
}

/**
 * Writes Litestream's configuration for one database and its replica into a private temporary
 * folder; `remove` deletes it. JSON is YAML, so no YAML writer is needed. Credentials stay in the
 * environment (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, read by Litestream itself); the file
 * names none, and Litestream is run with -no-expand-env so a `$` in a path is read as written.
 */
export function writeLitestreamConfig(
  databasePath: string,
  target: BackupTarget,
): { file: string; dir: string; remove(): void } {
  const replica = {
    url: target.replicaUrl,
    'sync-interval': `${BACKUP_SYNC_INTERVAL_MS}ms`,
    retention: `${BACKUP_RETENTION_HOURS}h`,
    // S3-compatible services (MinIO, R2, Tigris…) are reached by path, not by bucket host name
    ...(target.s3Endpoint && { endpoint: target.s3Endpoint, 'force-path-style': true }),
  };
  const config = {
    dbs: [{ path: databasePath, 'monitor-interval': `${BACKUP_MONITOR_INTERVAL_MS}ms`, replicas: [replica] }],
  };
  const dir = mkdtempSync(join(tmpdir(), 'soko-litestream-'));
  const file = join(dir, 'litestream.yml');
  writeFileSync(file, JSON.stringify(config, null, 2), { mode: 0o600 });
  return { file, dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
