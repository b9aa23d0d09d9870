/**
 * The public pages of the pull, the same for every device: building one reads ~1,300 businesses
 * with their products and brotli-compresses ~150 kB, tens of milliseconds that a crowd of first
 * visits (a shared link, a radio advert) would otherwise pay again each. A page is kept by scope
 * and cursor (a signed-in device's own data is added to the last page as it is sent, and a `need`
 * list gets a page of its own), in two parts:
 * 1. A closed page (`hasMore`) covers a range below the counter and stays correct after later
 *    writes (docs/decisions/006-pull-scopes.md, "Why a stale page of a closed range is still
 *    correct"): it is kept whatever the counter, so a write empties none of them; the device gets
 *    the write on a later page. It is kept CLOSED_PAGE_KEEP_MS at most, so what was removed
 *    meanwhile (a hidden business, a deleted account's reviews) stops being sent within that time.
 * 2. An open page (the last one, or null for "nothing new") is kept while its scope's version
 *    (`scopeVersion`, pull-scope.ts) stays: a write the scope does not carry (a vote on a product
 *    review, for an area or the categories) leaves it; the first write it carries moves the
 *    version and the next request builds it again.
 * 3. A reset page (step 8, a cursor above the counter) is not kept: it depends on the counter.
 * Each part keeps the MAX_PAGES pages used last: a page served goes to the back of the line, so
 * the first pages every new device asks for stay while rarer cursors age out.
 *
 * The version is read before the page's own snapshot, so a page kept under a version is never
 * older than it (at worst a write landed in between and the page is newer, with its own cursor).
 */
import type { Db } from '../../db/client';

/**
 * The first sync of a 10,000-business directory is 8 pages; a cursor per page and spare, and the
 * pages of offline areas (pull-scope.ts), kept under their scope.
 */
const MAX_PAGES = 48;

/** Step 1: how long a closed page is served after it was built. */
export const CLOSED_PAGE_KEEP_MS = 3_600_000;

/** A page as sent: its JSON, and its compressed bytes in each encoding a client asked for. */
export type CachedPage = {
  json: string;
  /** Not the last page: the caller's own data waits for the last one (step 5). */
  hasMore: boolean;
  /** Step 8: the device drops what it holds first. */
  reset: boolean;
  encoded: { br?: Promise<Uint8Array<ArrayBuffer>>; gzip?: Promise<Uint8Array<ArrayBuffer>> };
};

type OpenPages = { version: number; pages: Map<number, CachedPage | null> };
type PageCache = {
  /** Step 1, by `scope@since`, with when each was built. */
  closed: Map<string, { page: CachedPage; builtAt: number }>;
  /** Step 2, per scope, at its version only. */
  open: Map<string, OpenPages>;
};

const caches = new WeakMap<Db, PageCache>();

/** A kept entry, moved to the back of its map's line (a map keeps insertion order). */
function used<K, T>(pages: Map<K, T>, key: K): T | undefined {
  if (!pages.has(key)) return undefined;
  const page = pages.get(key)!;
  pages.delete(key);
  pages.set(key, page);
  return page;
}

function keep<K, T>(pages: Map<K, T>, key: K, page: T): void {
  if (!pages.has(key) && pages.size >= MAX_PAGES) pages.delete(pages.keys().next().value!);
  pages.set(key, page);
}

/**
 * The page of a scope ('' for the whole directory) after `since` at the scope's `version` if it
 * was built already (undefined: not yet).
 */
export function keptPage(db: Db, version: number, since: number, scope = ''): CachedPage | null | undefined {
  const cache = caches.get(db);
  if (!cache) return undefined;
  const closed = used(cache.closed, `${scope}@${since}`);
  if (closed && Date.now() - closed.builtAt < CLOSED_PAGE_KEEP_MS) return closed.page;
  const open = cache.open.get(scope);
  return open?.version === version ? used(open.pages, since) : undefined;
}

/** The page of a scope after `since` at its `version`, built once (null: nothing new, answered 204). */
export async function cachedPage(
  db: Db,
  version: number,
  since: number,
  build: () => Promise<CachedPage | null>,
  scope = '',
): Promise<CachedPage | null> {
  const kept = keptPage(db, version, since, scope);
  if (kept !== undefined) return kept;
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = { closed: new Map(), open: new Map() }));
  const page = await build();
  if (page?.reset) return page;
  if (page?.hasMore) {
    keep(cache.closed, `${scope}@${since}`, { page, builtAt: Date.now() });
    return page;
  }
  let open = cache.open.get(scope);
  if (!open || open.version < version) cache.open.set(scope, (open = { version, pages: new Map() }));
  // an open page of an older version than the kept ones is for this request alone
  if (open.version === version) keep(open.pages, since, page);
  return page;
}
