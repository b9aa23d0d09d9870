/**
 * The sync endpoints (sync/protocol.ts): GET /api/sync/pull (the whole directory, an area with
 * `area`, the categories with `scope=categories`), GET /api/sync/areas and POST /api/sync/push.
 */
import { Hono, type Context } from 'hono';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { type Db, readTx } from '../../db/client';
import { BUSINESS_COLS, DEVICE_ID_HEADER, type PullResponse } from '../../sync/protocol';
import { pullQuerySchema, pushRequestSchema } from '../../sync/schemas/sync';
import type { AppEnv, Caller, Deps } from '../context';
import { encodingFor } from '../http/api-response';
import { badRequest, unauthorized } from '../http/errors';
import { validate } from '../http/validate';
import { workTurns } from '../http/work-turns';
import { offeredAreas, type Measured } from './areas';
import { neededPage, ownChanges, pullChanges } from './pull';
import { cachedPage, CLOSED_PAGE_KEEP_MS, keptPage, type CachedPage } from './pull-cache';
import { currentVersion } from './pull-public';
import { isCategories, isKnownArea, scopeKey, scopeVersion, type PullScope } from './pull-scope';
import { pushMutations } from './push';
import { dbBusyRetries, pullBytes, pullPages, pushMutations as pushedMutations } from '../ops/metrics';

const DEVICE_ID = /^[A-Za-z0-9-]{8,64}$/;
/** Below this the API's own compression (http/api-response.ts) does as well, synchronously. */
const ENCODE_MIN_BYTES = 4096;

const brotliCompressAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A pull page is mostly repeated text: brotli takes a quarter off gzip; quality 6 costs ~80 ms
 * per MB. Both run on libuv's threads, so a big page does not hold up other requests.
 */
async function encode(json: string, encoding: 'br' | 'gzip'): Promise<Uint8Array<ArrayBuffer>> {
  const bytes =
    encoding === 'br'
      ? await brotliCompressAsync(json, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: 6,
            [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
          },
        })
      : await gzipAsync(json);
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) as Uint8Array<ArrayBuffer>;
}

/**
 * An area page of a closed range (it says `hasMore`: its cursor is below the counter) may be kept
 * by any shared cache this long: a stale one is still correct (docs/decisions/006-pull-scopes.md),
 * but what was removed must stop being sent within the hour, as in this process's own cache
 * (pull-cache.ts CLOSED_PAGE_KEEP_MS): a CDN in front (deploy/nginx.conf) keeps it no longer.
 */
export const CLOSED_PAGE_MAX_AGE = CLOSED_PAGE_KEEP_MS / 1000;

/** A pull whose range spans more versions (rows) than this is built in a turn of its own. */
const INLINE_RANGE = 500;
/** Uncached pages over long ranges, one per event-loop turn (http/work-turns.ts). */
const pageBuilds = workTurns({ perClient: 2, maxWaiting: 32, what: 'sync pulls' });

const asSent = (page: PullResponse | null): CachedPage | null =>
  page && { json: JSON.stringify(page), hasMore: page.hasMore, reset: page.reset === true, encoded: {} };

/** Step 3, `need` behind the tip: a small page of its own (pull.ts); undefined otherwise. */
async function neededPageAt(db: Db, since: number, need: number[]): Promise<CachedPage | undefined> {
  return await readTx(db, async () =>
    since > (await currentVersion(db)) ? undefined : asSent(await neededPage(db, since, need))!,
  );
}

/**
 * The public page after `since`, the same for every device (pull-cache.ts). One not built yet
 * over a long range takes its turn: a crowd of such pulls (any cursor is valid, so each may
 * differ) delays other requests by one page build, not by all of them. A page of the categories
 * scope is built at once whatever its range: it reads the categories and their tombstones only.
 */
async function publicPage(c: Context<AppEnv>, since: number, scope?: PullScope): Promise<CachedPage | null> {
  const { deps, caller } = c.var;
  const counter = await currentVersion(deps.db);
  const key = scopeKey(scope);
  const kept = keptPage(deps.db, await scopeVersion(deps.db, scope), since, key);
  if (kept !== undefined) return kept;
  const build = async () =>
    cachedPage(
      deps.db,
      await scopeVersion(deps.db, scope),
      since,
      async () => asSent(await pullChanges(deps, null, since, undefined, { scope })),
      key,
    );
  if (isCategories(scope) || (since <= counter && counter - since <= INLINE_RANGE)) return await build();
  return pageBuilds.run(caller ? `account:${caller.id}` : c.var.clientKey, build);
}

/**
 * Step 5: on the last page, the caller's own data, added to the shared page as it is sent.
 * Nothing public new but own data changed: a page of own data alone at the counter.
 */
async function withOwnData(
  page: CachedPage | null,
  deps: Deps,
  caller: Caller | null,
  mine: number | undefined,
  counter: number,
): Promise<CachedPage | null> {
  if (!caller || mine === undefined || page?.hasMore) return page;
  const own = await ownChanges(deps, caller, page?.reset || mine > counter ? 0 : mine);
  if (Object.keys(own).length === 0) return page;
  const part = `"mine":${JSON.stringify(own)}`;
  const json = page ? `${page.json.slice(0, -1)},${part}}` : `{"cursor":${counter},"hasMore":false,${part}}`;
  return { json, hasMore: false, reset: page?.reset ?? false, encoded: {} };
}

/** A page's bytes in an encoding, compressed once per cached page. */
function encoded(answer: CachedPage, encoding: 'br' | 'gzip') {
  // a failed compression is not kept: the next request tries again
  return (answer.encoded[encoding] ??= encode(answer.json, encoding).catch((err: unknown) => {
    delete answer.encoded[encoding];
    throw err;
  }));
}

/** A page as sent: brotli or gzip when the device accepts it and the page is worth it; counted by scope. */
async function sendPage(c: Context<AppEnv>, answer: CachedPage, scope: 'whole' | 'categories' | 'area') {
  pullPages.inc({ scope });
  const encoding = encodingFor(c.req.header('accept-encoding'));
  if (!encoding || answer.json.length < ENCODE_MIN_BYTES) {
    pullBytes.inc(Buffer.byteLength(answer.json));
    return c.body(answer.json, 200, { 'Content-Type': 'application/json' });
  }
  c.header('Content-Encoding', encoding);
  c.header('Vary', 'Accept-Encoding');
  const bytes = await encoded(answer, encoding);
  pullBytes.inc(bytes.byteLength);
  return c.body(bytes, 200, { 'Content-Type': 'application/json' });
}

const PRODUCTS_CELL = BUSINESS_COLS.indexOf('products');

/** An area's first page as a download sends it (areas.ts): its brotli bytes and its rows. */
async function measureArea(c: Context<AppEnv>, area: string): Promise<Measured> {
  const page = await publicPage(c, 0, { area });
  if (!page) return { bytes: 0, rows: 0 };
  const { businesses = [], reviews = [] } = JSON.parse(page.json) as PullResponse;
  const products = businesses.reduce<number>(
    (n, b) => n + (Array.isArray(b[PRODUCTS_CELL]) ? b[PRODUCTS_CELL].length : 0),
    0,
  );
  return { bytes: (await encoded(page, 'br')).byteLength, rows: businesses.length + products + reviews.length };
}

/**
 * Step 9: a page of an offline area, the same for every device. A closed range may be answered
 * by a shared cache; the open last page comes from this process's page cache.
 */
async function areaPull(c: Context<AppEnv>, since: number, area: string) {
  const page = await publicPage(c, since, { area });
  if (!page) {
    c.header('Cache-Control', 'no-cache');
    return c.body(null, 204);
  }
  const closed = page.hasMore && !page.reset;
  c.header('Cache-Control', closed ? `public, max-age=${CLOSED_PAGE_MAX_AGE}` : 'no-cache');
  return sendPage(c, page, 'area');
}

export const syncRoutes = new Hono<AppEnv>()
  .get('/areas', async (c) => {
    const client = c.var.caller ? `account:${c.var.caller.id}` : c.var.clientKey;
    const areas = await offeredAreas(
      c.var.deps.db,
      (job) => pageBuilds.run(client, job),
      (area) => measureArea(c, area),
    );
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({ success: true, ...areas });
  })
  .get('/pull', validate('query', pullQuerySchema), async (c) => {
    const { since, mine, need, area, scope: named } = c.req.valid('query');
    if (area !== undefined) {
      if (mine !== undefined || need.length || named) throw badRequest('An area pull takes only since and area');
      if (!(await isKnownArea(c.var.deps.db, area)))
        throw badRequest('Unknown area: pull one that /api/sync/areas lists');
      return areaPull(c, since, area);
    }
    // step 10: the categories scope, a page format of the whole pull over the categories alone
    const scope: PullScope = named === 'categories' ? { categories: true } : undefined;
    if (scope && need.length) throw badRequest('A categories pull takes only since and mine');
    const { deps, caller } = c.var;
    // own data was asked for: without a valid token the device must refresh, not be told "nothing"
    if (mine !== undefined && !caller) throw unauthorized(c.var.authError ?? undefined);
    const needed = need.length && since > 0 ? await neededPageAt(deps.db, since, need) : undefined;
    // read before the page: a page of own data alone must not claim a public write it has not seen
    const counter = await currentVersion(deps.db);
    const answer = needed ?? (await withOwnData(await publicPage(c, since, scope), deps, caller, mine, counter));
    if (!answer) return c.body(null, 204);
    c.header('Cache-Control', 'private, no-store');
    return sendPage(c, answer, scope ? 'categories' : 'whole');
  })
  .post('/push', validate('json', pushRequestSchema), async (c) => {
    const { caller, authError } = c.var;
    let prefix = '';
    if (!caller) {
      const device = c.req.header(DEVICE_ID_HEADER) ?? '';
      if (!authError && !DEVICE_ID.test(device))
        throw badRequest(`Anonymous changes need a ${DEVICE_ID_HEADER} header`);
      prefix = `${device}/`;
    }
    const results = await pushMutations(
      c.var.deps,
      { caller, authError, clientKey: c.var.clientKey },
      { userId: caller?.id ?? 0, prefix },
      c.req.valid('json').mutations,
    );
    for (const r of results) {
      pushedMutations.inc({ result: r.status === 'rejected' ? 'refused' : r.status });
      if (r.status === 'rejected' && r.code === 503) dbBusyRetries.inc();
    }
    c.header('Cache-Control', 'no-store');
    return c.json({ results });
  });
