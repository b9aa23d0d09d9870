import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { IMAGE_LARGE_WIDTH, IMAGE_MAX_BYTES, IMAGE_SMALL_WIDTH } from '../../../sync/constants';
import { UPLOAD_PATH_PREFIX, isUploadPath, smallImagePath } from '../../../sync/image-path';
import { IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE, sniffImageType } from '../../../sync/image-rules';
import type { Deps } from '../../context';
import { HttpError } from '../../http/errors';
import { encodeWebp, imageSize } from './image-decode';

/**
 * Uploaded images: checked by content (never by name), refused from the header when too large,
 * then re-encoded to WebP at two widths in the image queue (./image-decode.ts), which also drops
 * EXIF and any other metadata (sharp keeps none unless asked). Nothing is written until both
 * sizes are done. Files get random names, so they can be cached forever.
 */
export { IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE, sniffImageType };

/** Stores an image file and answers its large path, e.g. `/api/uploads/ab12….webp`. */
export async function storeImage(deps: Deps, file: File): Promise<string> {
  if (file.size > IMAGE_MAX_BYTES) throw new HttpError(413, IMAGE_SIZE_MESSAGE);
  const input = new Uint8Array(await file.arrayBuffer());
  if (!sniffImageType(input) || !(await imageSize(input))) throw new HttpError(415, IMAGE_TYPE_MESSAGE);
  const [large, small] = await encodeWebp(input, [IMAGE_LARGE_WIDTH, IMAGE_SMALL_WIDTH]);
  const name = randomBytes(16).toString('hex');
  await mkdir(deps.config.uploadDir, { recursive: true });
  const path = `${UPLOAD_PATH_PREFIX}${name}.webp`;
  await Promise.all([
    writeFile(uploadFile(deps, path), large),
    writeFile(uploadFile(deps, smallImagePath(path)), small),
  ]);
  return path;
}

/** The file on disk behind an upload path (both sizes use this). */
export function uploadFile(deps: Deps, path: string): string {
  return join(deps.config.uploadDir, path.slice(UPLOAD_PATH_PREFIX.length));
}

export function imageExists(deps: Deps, path: string): boolean {
  return isUploadPath(path) && existsSync(uploadFile(deps, path));
}

export async function removeImage(deps: Deps, path: string | null | undefined): Promise<void> {
  if (!path || !isUploadPath(path)) return;
  await Promise.all([
    rm(uploadFile(deps, path), { force: true }),
    rm(uploadFile(deps, smallImagePath(path)), { force: true }),
  ]);
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
    await removeImage(deps, path);
    throw err;
  }
}
