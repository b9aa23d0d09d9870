/**
 * Continuous backup while the server runs (docs/operations.md "Backup and restore"):
 *  1. Litestream replicates the database to BACKUP_URL: it reads each commit from the WAL within
 *     BACKUP_MONITOR_INTERVAL_MS and ships it within BACKUP_SYNC_INTERVAL_MS (./litestream.ts).
 *  2. It runs as a child of the server, behind a small shell that holds the read end of a pipe
 *     from the server. When the server ends in any way (a stop, a crash, SIGKILL, the OOM killer)
 *     the pipe closes and the shell sends Litestream SIGTERM: it ships what is left and exits. So
 *     no Litestream outlives its server, and a restarted server never finds a second one writing
 *     the same replica. The shell then deletes Litestream's configuration file. Shell and
 *     Litestream have a process group of their own, so a signal to the server's group (Ctrl-C,
 *     `timeout`) reaches them only through the server, after its last write.
 *  3. Uploads in the uploads folder are copied beside the replica, into `uploads` under the
 *     file://, s3:// or sftp:// target (./upload-copy.ts through server/storage). Not from
 *     UPLOAD_URL's bucket: listing all of it every round would cost a request per 1,000 images
 *     every 5 s; the bucket's own versioning and replication keep them (docs/operations.md
 *     "Uploads in a bucket"), and the start says so.
 */
import { spawn } from 'node:child_process';
import type { BackupTarget } from '../config';
import { log } from '../ops/log';
import { openObjectStore } from '../storage/object-store';
import { parseObjectStoreAddress } from '../storage/store-address';
import {
  BACKUP_MONITOR_INTERVAL_MS,
  BACKUP_SYNC_INTERVAL_MS,
  litestreamBinary,
  writeLitestreamConfig,
} from './litestream';
import { startUploadCopy } from './upload-copy';

// 2. fd 3 keeps the pipe: a background list of a non-interactive shell reads /dev/null on fd 0
const WATCH_SERVER = `exec 3<&0
"$1" replicate -no-expand-env -config "$2" </dev/null &
replica=$!
{ read -r _ <&3; kill -TERM "$replica" 2>/dev/null; } &
watcher=$!
wait "$replica"
code=$?
kill "$watcher" 2>/dev/null
rm -rf "$3"
exit "$code"`;

export type Replication = {
  /** Ships what is left and ends Litestream; resolves once it exited. */
  stop(): Promise<void>;
};

/** `uploadsAt`: where uploads live (server/config.ts `uploadsAddress`), the uploads folder or a bucket. */
export function startReplication(databasePath: string, target: BackupTarget, uploadsAt: string): Replication {
  const binary = litestreamBinary();
  const inBucket = 'bucket' in parseObjectStoreAddress(uploadsAt);
  // opened before Litestream starts: a wrong address stops the start with nothing left running
  const uploads = inBucket ? undefined : { from: openObjectStore(uploadsAt), to: openObjectStore(target.uploadsStore) };
  const config = writeLitestreamConfig(databasePath, target);
  const child = spawn('/bin/sh', ['-c', WATCH_SERVER, 'soko-backup', binary, config.file, config.dir], {
    stdio: ['pipe', 'inherit', 'inherit'],
    // 2. a process group of its own: a Ctrl-C or a signal to the server's group must not end
    // Litestream before the server has made its last write; the server's end does it
    detached: true,
  });
  let stopping = false;
  const exited = new Promise<void>((done) => {
    child.once('error', (error) => {
      config.remove();
      log.error('Litestream could not be started: the database is not backed up', { err: error });
      done();
    });
    child.once('exit', (code, signal) => {
      config.remove();
      if (!stopping) {
        log.error(
          `The backup stopped: Litestream exited (${signal ?? `code ${code}`}); the database is no longer ` +
            `replicated to ${target.label} until the server restarts`,
        );
      }
      done();
    });
  });
  const copy = uploads && startUploadCopy(uploads.from, uploads.to);
  const recoveryPoint = (BACKUP_MONITOR_INTERVAL_MS + BACKUP_SYNC_INTERVAL_MS) / 1000;
  log.info(
    `Backing up the database to ${target.label} with Litestream (process ${child.pid}), ` +
      `within ~${recoveryPoint} s of each write` +
      (uploads ? `; uploads are copied to ${uploads.to.label}` : ''),
  );
  if (inBucket)
    log.warn(
      `Uploads are not copied by the server: they live in ${uploadsAt} (UPLOAD_URL). Keep them with the ` +
        `bucket's own versioning and replication (docs/operations.md "Uploads in a bucket")`,
    );
  return {
    stop() {
      stopping = true;
      copy?.stop();
      child.stdin!.end();
      return exited;
    },
  };
}
