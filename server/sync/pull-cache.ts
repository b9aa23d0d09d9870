/**
 * The public pages of the pull, kept while nothing changes. The public part of a page depends
 * only on its cursor and the database's change counter (a signed-in device's own data is added
 * to the last page as it is sent, and a `need` list gets a page of its own), and every new
 * device asks for the same first pages: building one reads ~1,300 businesses with their products
 * and brotli-compresses ~150 kB, tens of milliseconds that a crowd of first visits (a shared link,
 * a radio advert) would otherwise pay again each. The cache holds the pages of the newest counter
 * only: the first write anywhere moves the counter and the next request starts a new cache.
 *
 * The counter is read before the page's own snapshot, so a page kept under a counter is never
 * older than it (at worst a write landed in between and the page is newer, with its own cursor).
 */
import type { Db } from '../../db/client';

/**
 * The first sync of a 10,000-business directory is 8 pages; a cursor per page and spare, and the
 * pages of offline areas (pull-scope.ts), kept under their scope.
 */
const MAX_PAGES = 48;

/** A page as sent: its JSON, and its compressed bytes in each encoding a client asked for. */
export type CachedPage = {
  json: string;
  /** Not the last page: the caller's own data waits for the last one (step 5). */
  hasMore: boolean;
  /** Step 8: the device drops what it holds first. */
  reset: boolean;
  encoded: { br?: Promise<Uint8Array<ArrayBuffer>>; gzip?: Promise<Uint8Array<ArrayBuffer>> };
};

type PageCache = { counter: number; pages: Map<string, CachedPage | null> };

const caches = new WeakMap<Db, PageCache>();

/**
 * The page of a scope ('' for the whole directory) after `since` at `counter` if it was built
 * already (undefined: not yet).
 */
export function keptPage(db: Db, counter: number, since: number, scope = ''): CachedPage | null | undefined {
  const cache = caches.get(db);
  return cache?.counter === counter ? cache.pages.get(`${scope}@${since}`) : undefined;
}

/** The page of a scope after `since` at `counter`, built once (null: nothing new, answered 204). */
export function cachedPage(
  db: Db,
  counter: number,
  since: number,
  build: () => CachedPage | null,
  scope = '',
): CachedPage | null {
  const key = `${scope}@${since}`;
  let cache = caches.get(db);
  if (!cache || cache.counter < counter) {
    cache = { counter, pages: new Map() };
    caches.set(db, cache);
  }
  // a request that read an older counter than the cache's: build for it alone
  if (cache.counter !== counter) return build();
  if (cache.pages.has(key)) return cache.pages.get(key)!;
  const page = build();
  if (cache.pages.size >= MAX_PAGES) cache.pages.delete(cache.pages.keys().next().value!);
  cache.pages.set(key, page);
  return page;
}
