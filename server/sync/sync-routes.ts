/** The sync endpoints (sync/protocol.ts): GET /api/sync/pull and POST /api/sync/push. */
import { Hono } from 'hono';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { DEVICE_ID_HEADER } from '../../sync/protocol';
import { pullQuerySchema, pushRequestSchema } from '../../sync/schemas/sync';
import type { AppEnv } from '../context';
import { encodingFor } from '../http/api-response';
import { badRequest, unauthorized } from '../http/errors';
import { validate } from '../http/validate';
import { pullChanges } from './pull';
import { cachedPage, type CachedPage } from './pull-cache';
import { currentVersion } from './pull-public';
import { pushMutations } from './push';

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

export const syncRoutes = new Hono<AppEnv>()
  .get('/pull', validate('query', pullQuerySchema), async (c) => {
    const { since, mine, need } = c.req.valid('query');
    const { db } = c.var.deps;
    // own data was asked for: without a valid token the device must refresh, not be told "nothing"
    if (mine !== undefined && !c.var.caller) throw unauthorized(c.var.authError ?? undefined);
    const build = (): CachedPage | null => {
      const page = pullChanges(c.var.deps, c.var.caller, since, mine, { need });
      return page && { json: JSON.stringify(page), encoded: {} };
    };
    // without `mine` and `need` a page is the same for every device (pull-cache.ts)
    const shared = mine === undefined && need.length === 0;
    const page = shared ? cachedPage(db, currentVersion(db), since, build) : build();
    if (!page) return c.body(null, 204);
    c.header('Cache-Control', 'private, no-store');
    const encoding = encodingFor(c.req.header('accept-encoding'));
    if (!encoding || page.json.length < ENCODE_MIN_BYTES)
      return c.body(page.json, 200, { 'Content-Type': 'application/json' });
    // a failed compression is not kept: the next request tries again
    page.encoded[encoding] ??= encode(page.json, encoding).catch((err: unknown) => {
      delete page.encoded[encoding];
      throw err;
    });
    c.header('Content-Encoding', encoding);
    c.header('Vary', 'Accept-Encoding');
    return c.body(await page.encoded[encoding], 200, { 'Content-Type': 'application/json' });
  })
  .post('/push', validate('json', pushRequestSchema), (c) => {
    const { caller, authError } = c.var;
    let prefix = '';
    if (!caller) {
      const device = c.req.header(DEVICE_ID_HEADER) ?? '';
      if (!authError && !DEVICE_ID.test(device))
        throw badRequest(`Anonymous changes need a ${DEVICE_ID_HEADER} header`);
      prefix = `${device}/`;
    }
    const results = pushMutations(
      c.var.deps,
      { caller, authError, clientKey: c.var.clientKey },
      { userId: caller?.id ?? 0, prefix },
      c.req.valid('json').mutations,
    );
    c.header('Cache-Control', 'no-store');
    return c.json({ results });
  });
