/**
 * Uploads travel beside the database's replica as plain files (docs/operations.md "Backup and
 * restore"). An upload's name is random and its content never changes (features/uploads/
 * image-store.ts), so a copy is complete once every name is there: each run copies only the names
 * the other folder lacks, and a restore copies them back the same way. Nothing is ever deleted from
 * the copy, so a restore to an earlier time still finds the images its rows name.
 */
import { copyFile, mkdir, readdir, rename, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { log } from '../ops/log';

/** How often new uploads are copied: the recovery point of images. */
export const UPLOAD_COPY_EVERY_MS = 5000;
/** image-store writes a file in place: one changed this recently may be half written, the next run takes it. */
const SETTLING_MS = 2000;

/**
 * Copies the files of `from` whose names `to` lacks (written under a temporary name, then renamed,
 * so `to` never holds half a file); `copied` holds the names `to` already has and is kept up to date.
 * Answers how many files were copied.
 */
export async function copyMissingFiles(
  from: string,
  to: string,
  options: { copied?: Set<string>; settlingMs?: number } = {},
): Promise<number> {
  const names = await readdir(from).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [] as string[];
    throw err;
  });
  await mkdir(to, { recursive: true });
  const copied = options.copied ?? new Set(await readdir(to));
  const settledBefore = Date.now() - (options.settlingMs ?? 0);
  let count = 0;
  for (const name of names) {
    if (copied.has(name) || name.startsWith('.')) continue;
    const info = await stat(join(from, name)).catch(() => null);
    if (!info?.isFile() || info.mtimeMs > settledBefore) continue;
    const draft = join(to, `.${name}.copying`);
    await copyFile(join(from, name), draft);
    await rename(draft, join(to, name));
    copied.add(name);
    count++;
  }
  return count;
}

/** Copies new uploads now and every UPLOAD_COPY_EVERY_MS until `stop`, without keeping the process alive. */
export function startUploadCopy(uploadDir: string, backupDir: string): { stop(): void } {
  let copied: Set<string> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const run = async () => {
    try {
      copied ??= new Set(await readdir(backupDir).catch(() => []));
      await copyMissingFiles(uploadDir, backupDir, { copied, settlingMs: SETTLING_MS });
    } catch (error) {
      log.error(`Uploads could not be copied to the backup folder ${backupDir}`, { err: error });
    }
    if (!stopped) timer = setTimeout(() => void run(), UPLOAD_COPY_EVERY_MS).unref();
  };
  void run();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
