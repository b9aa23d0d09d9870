/**
 * Server-rendered pages, kept while what they show is unchanged (docs/security.md "Pages"). A page
 * is built from the database (the business, its products, reviews and category), whose every
 * shown change moves the sync change counter (docs/decisions/003-integer-ids-and-sync-versions.md),
 * and from the hour: a review says "Just now" or "3 hours ago" and the opening hours mark today
 * (client/lib/format.ts, about-section.tsx). So a kept page is good for its counter and hour; the
 * first request after either moves starts a new cache, as the pull's does (server/sync/pull-cache.ts).
 * A review's author renaming is the one shown change outside the counter: it shows within the hour.
 *
 * Each page is kept with its brotli bytes, its ETag and the time it was built (Last-Modified), and
 * the cache holds at most PAGE_CACHE_BYTES, the oldest used dropped first.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Db } from '../../db/client';

/**
 * The most a page weighs: a profile with every field a vendor, its customers and an admin fill at
 * its limit, in the characters that grow most when escaped (test/security/page-cost.test.ts).
 */
export const PAGE_MAX_BYTES = 512 * 1024;

/** What all kept pages may weigh together (HTML and brotli bytes). */
const PAGE_CACHE_BYTES = 32 * 1024 * 1024;

export type KeptPage = {
  status: 200 | 404;
  html: string;
  br: Uint8Array<ArrayBuffer>;
  /** A strong tag of the HTML; its brotli form adds `-br` (RFC 9110 §8.8.3: one per representation). */
  etag: string;
  /** When this copy was built, the second it was made (HTTP date). */
  lastModified: string;
};

type PageCache = { version: string; pages: Map<string, KeptPage>; bytes: number };

const caches = new WeakMap<Db, PageCache>();

const weight = (page: KeptPage) => page.html.length * 2 + page.br.byteLength;

/** The version a page of the database shows at `now`: the change counter and the hour. */
export const pageVersion = (counter: number, now: number) => `${counter}@${Math.floor(now / 3_600_000)}`;

function cacheOf(db: Db, version: string): PageCache {
  let cache = caches.get(db);
  if (cache?.version !== version) {
    cache = { version, pages: new Map(), bytes: 0 };
    caches.set(db, cache);
  }
  return cache;
}

/** The page kept under `key` at `version`, if any (it becomes the newest used). */
export function keptPage(db: Db, version: string, key: string): KeptPage | undefined {
  const cache = cacheOf(db, version);
  const page = cache.pages.get(key);
  if (page) {
    cache.pages.delete(key);
    cache.pages.set(key, page);
  }
  return page;
}

/** Makes the kept form of a page built at `now`. */
export function keepablePage(status: 200 | 404, html: string, now: number): KeptPage {
  const br = brotliCompressSync(html, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
  });
  const hash = createHash('sha256').update(html).digest('base64url').slice(0, 27);
  return {
    status,
    html,
    br: new Uint8Array(br),
    etag: `"${hash}"`,
    lastModified: new Date(Math.floor(now / 1000) * 1000).toUTCString(),
  };
}

/** Keeps `page` under `key` at `version`, dropping the least recently used beyond PAGE_CACHE_BYTES. */
export function keepPage(db: Db, version: string, key: string, page: KeptPage): void {
  const cache = cacheOf(db, version);
  const old = cache.pages.get(key);
  if (old) cache.bytes -= weight(old);
  cache.pages.delete(key);
  cache.pages.set(key, page);
  cache.bytes += weight(page);
  for (const [oldest, kept] of cache.pages) {
    if (cache.bytes <= PAGE_CACHE_BYTES) break;
    cache.pages.delete(oldest);
    cache.bytes -= weight(kept);
  }
}
