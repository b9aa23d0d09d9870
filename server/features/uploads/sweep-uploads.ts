/**
 * Removes stored images that no row references: logos, product and category images, avatars and
 * review photos that were replaced or deleted, and uploads whose write never came.
 *
 * An image is removed only once it is older than UPLOAD_GRACE_MS: `POST /api/uploads` answers a
 * path that an offline write (a product review queued on a phone) may reference days later. The
 * uploads store (folder or bucket) is listed with each object's last change, and only names this
 * server gives are ever removed: whatever else shares the folder or the prefix is left alone.
 */
import { like } from 'drizzle-orm';
import { businesses, categories, productReviews, products, users } from '../../../db/schema';
import { UPLOAD_PATH_PREFIX, smallImagePath } from '../../../sync/image-path';
import type { Deps } from '../../context';
import { log } from '../../ops/log';
import { STORED_IMAGE_NAME } from './image-store';

export const UPLOAD_GRACE_MS = 30 * 24 * 60 * 60 * 1000;
const UPLOAD_SWEEP_EVERY_MS = 24 * 60 * 60 * 1000;

/** Every stored upload path: one query per column that can hold one. */
async function referencedFiles({ db }: Deps): Promise<Set<string>> {
  const ours = `${UPLOAD_PATH_PREFIX}%`;
  const queries = [
    db.select({ path: users.avatar }).from(users).where(like(users.avatar, ours)),
    db.select({ path: categories.image }).from(categories).where(like(categories.image, ours)),
    db.select({ path: businesses.logo }).from(businesses).where(like(businesses.logo, ours)),
    db.select({ path: products.image }).from(products).where(like(products.image, ours)),
    db.select({ path: productReviews.image }).from(productReviews).where(like(productReviews.image, ours)),
  ];
  const names = new Set<string>();
  for (const query of queries) {
    for (const { path } of await query) {
      if (!path) continue;
      names.add(path.slice(UPLOAD_PATH_PREFIX.length));
      names.add(smallImagePath(path).slice(UPLOAD_PATH_PREFIX.length));
    }
  }
  return names;
}

export async function sweepUploads(deps: Deps): Promise<{ removed: number; kept: number }> {
  const referenced = await referencedFiles(deps);
  const cutoff = deps.now() - UPLOAD_GRACE_MS;
  let removed = 0;
  let kept = 0;
  for await (const { key, lastModified } of deps.uploads.list()) {
    if (!STORED_IMAGE_NAME.test(key)) continue;
    if (referenced.has(key) || lastModified.getTime() > cutoff) {
      kept++;
      continue;
    }
    await deps.uploads.delete(key);
    removed++;
  }
  return { removed, kept };
}

/** Sweeps now and then every UPLOAD_SWEEP_EVERY_MS, without keeping the process alive. */
export function scheduleUploadSweep(deps: Deps): void {
  const sweep = () => {
    sweepUploads(deps)
      .then(({ removed }) => {
        if (removed > 0) log.info(`Removed ${removed} unreferenced image files`);
      })
      .catch((error: unknown) => log.error('The upload sweep failed', { err: error }));
  };
  setTimeout(sweep, 60_000).unref();
  setInterval(sweep, UPLOAD_SWEEP_EVERY_MS).unref();
}
