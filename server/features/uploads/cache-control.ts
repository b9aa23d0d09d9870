import type { Context } from 'hono';

/**
 * Cache-Control policies of the API. Public lists may be reused briefly and revalidated with
 * their ETag (the global etag middleware answers 304); anything that depends on who asks is never
 * stored by a shared cache.
 */
export const CACHE_PUBLIC_LIST = 'public, max-age=30, stale-while-revalidate=300';
export const CACHE_PUBLIC_STATS = 'public, max-age=60, stale-while-revalidate=600';
export const CACHE_PRIVATE = 'private, no-store';
/** Uploaded files never change: a new image gets a new random name. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';

export function cacheFor(c: Context, policy: string) {
  c.header('Cache-Control', policy);
}
