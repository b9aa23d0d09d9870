/**
 * Every uploaded image is stored twice, as WebP: the large copy (800 px wide) at the path the API
 * returns, e.g. `/api/uploads/ab12….webp`, and a small copy (160 px wide) beside it with `-sm`
 * before the extension, e.g. `/api/uploads/ab12…-sm.webp`. Only the large path is stored and
 * sent; lists and cards derive the small one here to save the bytes.
 */
export const UPLOAD_PATH_PREFIX = '/api/uploads/';
export const UPLOAD_PATH = /^\/api\/uploads\/[a-f0-9]{32}\.webp$/;

export function isUploadPath(path: string): boolean {
  return UPLOAD_PATH.test(path);
}

/** The 160 px copy of an uploaded image; any other path (or none) is returned as it is. */
export function smallImagePath(path: string): string;
export function smallImagePath(path: string | null | undefined): string | null | undefined;
export function smallImagePath(path: string | null | undefined) {
  return path && isUploadPath(path) ? path.replace(/\.webp$/, '-sm.webp') : path;
}
