import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { IMAGE_LARGE_WIDTH, IMAGE_MAX_BYTES, IMAGE_SMALL_WIDTH } from '../../../sync/constants';
import { UPLOAD_PATH_PREFIX, isUploadPath, smallImagePath } from '../../../sync/image-path';
import { IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE, sniffImageType } from '../../../sync/image-rules';
import type { Deps } from '../../context';
import { HttpError } from '../../http/errors';
import { log } from '../../ops/log';
import { encodeWebp, imageSize } from './image-decode';

/**
 * Uploaded images: checked by content (never by name), refused from the header when too large,
 * then re-encoded to WebP at two widths in the image queue (./image-decode.ts), which also drops
 * EXIF and any other metadata (sharp keeps none unless asked). Nothing is written until both
 * sizes are done. Files get random names, so they can be cached forever.
 *
 * They are kept in the uploads store (`deps.uploads`: the uploads folder or UPLOAD_URL's bucket,
 * server/storage), each under its name after /api/uploads/: `ab12….webp` and `ab12…-sm.webp`.
 */
/** Only names this server gives: 32 hex characters, an optional -sm, .webp. No path can escape. */
export const STORED_IMAGE_NAME = /^[a-f0-9]{32}(-sm)?\.webp$/;

/** The store key of an upload path (either size): its name after /api/uploads/. */
export function uploadKey(path: string): string {
  return path.slice(UPLOAD_PATH_PREFIX.length);
}

/** Stores an image file and answers its large path, e.g. `/api/uploads/ab12….webp`. */
export async function storeImage(deps: Deps, file: File): Promise<string> {
  if (file.size > IMAGE_MAX_BYTES) throw new HttpError(413, IMAGE_SIZE_MESSAGE);
  const input = new Uint8Array(await file.arrayBuffer());
  if (!sniffImageType(input) || !(await imageSize(input))) throw new HttpError(415, IMAGE_TYPE_MESSAGE);
  const [large, small] = await encodeWebp(input, [IMAGE_LARGE_WIDTH, IMAGE_SMALL_WIDTH]);
  const path = `${UPLOAD_PATH_PREFIX}${randomBytes(16).toString('hex')}.webp`;
  // one put failing leaves the other to the sweep (./sweep-uploads.ts): no row can name it
  await Promise.all([
    deps.uploads.put(uploadKey(path), large, 'image/webp'),
    deps.uploads.put(uploadKey(smallImagePath(path)), small, 'image/webp'),
  ]);
  return path;
}

/** The file behind an upload path when images live in the uploads folder (tests read them there). */
export function uploadFile(deps: Deps, path: string): string {
  return join(deps.config.uploadDir, uploadKey(path));
}

export async function imageExists(deps: Deps, path: string): Promise<boolean> {
  return isUploadPath(path) && (await deps.uploads.head(uploadKey(path))) !== null;
}

async function removeImage(deps: Deps, path: string | null | undefined): Promise<void> {
  if (!path || !isUploadPath(path)) return;
  await Promise.all([deps.uploads.delete(uploadKey(path)), deps.uploads.delete(uploadKey(smallImagePath(path)))]);
}

/**
 * Stores the image (if any), then runs a write that references it. When the write is refused,
 * the new files are removed again: nothing else can know their random name yet.
 */
export async function withStoredImage<T>(
  deps: Deps,
  file: File | undefined,
  write: (path: string | undefined) => Promise<T>,
): Promise<T> {
  const path = file ? await storeImage(deps, file) : undefined;
  try {
    return await write(path);
  } catch (err) {
    // the refusal is the answer; images a store could not delete now are the sweep's
    await removeImage(deps, path).catch((cleanup: unknown) =>
      log.warn(`A refused write's image ${path} stays until the upload sweep`, { err: cleanup }),
    );
    throw err;
  }
}
