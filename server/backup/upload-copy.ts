/**
 * Uploads travel beside the database's replica, into an object store (server/storage): a folder
 * for a file:// BACKUP_URL, `uploads/` under the prefix for s3:// (docs/operations.md "Backup and
 * restore"). An upload's name is random and its content never changes (features/uploads/
 * image-store.ts), so a copy is complete once every name is there with its size: the first run
 * after a start copies the objects the backup lacks or holds at another size, each later run the
 * names it lacks, and a restore copies them back the same way. Nothing is ever deleted from the
 * copy, so a restore to an earlier time still finds the images its rows name.
 */
import { log } from '../ops/log';
import type { ListedObject, ObjectStore } from '../storage/object-store';

/** How often new uploads are copied: the recovery point of images. */
export const UPLOAD_COPY_EVERY_MS = 5000;
/** image-store writes a file in place: one changed this recently may be half written, the next run takes it. */
const SETTLING_MS = 2000;

/** What a store holds: each key's size. */
export type Inventory = Map<string, number>;

async function inventoryOf(store: ObjectStore): Promise<Inventory> {
  const held: Inventory = new Map();
  for await (const object of store.list()) held.set(object.key, object.size);
  return held;
}

/**
 * Copies the objects of `from` that `to` lacks, or holds at another size (a put is whole or absent
 * on both backends, so `to` never holds half an object). Answers how many objects were copied.
 *  - `held` is what `to` holds, listed here if not given, and kept up to date.
 *  - `compareSizes` (the default) lists `from` with sizes; without it only the names `held` lacks
 *    are looked at, so a folder of uploads is read without a stat per file: what every round
 *    after the first does, since an upload never changes.
 *  - `settlingMs`: an object changed this recently is left for the next run.
 */
export async function copyNewObjects(
  from: ObjectStore,
  to: ObjectStore,
  options: { held?: Inventory; compareSizes?: boolean; settlingMs?: number } = {},
): Promise<number> {
  const held = options.held ?? (await inventoryOf(to));
  const settledBefore = Date.now() - (options.settlingMs ?? 0);
  const candidates = options.compareSizes === false ? from.keys() : sizeDiffers(from.list(), held);
  let count = 0;
  for await (const key of candidates) {
    if (options.compareSizes === false && held.has(key)) continue;
    // only when asked: a bucket's clock may run ahead of this machine's
    if (options.settlingMs && ((await from.head(key))?.lastModified.getTime() ?? 0) > settledBefore) continue;
    // removed since it was listed (the upload sweep): nothing to copy
    const object = await from.get(key);
    if (!object) continue;
    await to.put(key, object.bytes, object.contentType);
    held.set(key, object.size);
    count++;
  }
  return count;
}

async function* sizeDiffers(listing: AsyncIterable<ListedObject>, held: Inventory): AsyncIterable<string> {
  for await (const { key, size } of listing) if (held.get(key) !== size) yield key;
}

/**
 * Copies new uploads now and every UPLOAD_COPY_EVERY_MS until `stop`, without keeping the process
 * alive. A failure (the bucket unreachable, the disk full) is logged once, and once more when
 * copies go through again: every run retries it.
 */
export function startUploadCopy(uploads: ObjectStore, backup: ObjectStore): { stop(): void } {
  let held: Inventory | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let failing = false;
  const run = async () => {
    try {
      // the first round after a start (or a failure) compares sizes; the others look at new names
      const compareSizes = !held;
      held ??= await inventoryOf(backup);
      await copyNewObjects(uploads, backup, { held, compareSizes, settlingMs: SETTLING_MS });
      if (failing) log.info(`Uploads are copied to ${backup.label} again`);
      failing = false;
    } catch (error) {
      // listed again next run: the backup may have been changed by hand meanwhile
      held = undefined;
      if (!failing)
        log.error(`Uploads could not be copied to ${backup.label}; retrying every ${UPLOAD_COPY_EVERY_MS / 1000} s`, {
          err: error,
        });
      failing = true;
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
