/**
 * The public pages' own HTML and their preview images (docs/product.md "Shared links"), mounted
 * after the API and the build's static files (server/app.ts).
 */
import type { Context, Hono } from 'hono';
import { etag } from 'hono/etag';
import { siteOrigin } from '../config';
import type { AppEnv, Deps } from '../context';
import { getBusinessProfile } from '../features/businesses/business-service';
import { listedCategoryView } from '../features/categories/category-service';
import { HttpError } from '../http/errors';
import { mountCrawlerFiles } from './crawler-files';
import { loadShell, pageHtml } from './page-html';
import { previewPng, type PreviewCard } from './preview-images';
import { NOT_FOUND_PATH, pageQueryKey, resolvePage } from './public-pages';
import { keepablePage, keepPage, keptPage, pageVersion, type KeptPage } from './page-cache';
import { currentVersion } from '../sync/pull-public';
import { clientKeyFor } from '../auth/middleware';
import { loadLocales } from '../i18n/catalogs';
import { requestLocale } from '../i18n/request-locale';

/**
 * The address this answer's links start with (server/config.ts `siteOrigin`): PUBLIC_ORIGIN, or
 * without it a loopback Host or localhost. When it was read from the request, the answer says it
 * varies with Host, so no cache hands one host's page to another.
 */
function originOf(c: Context<AppEnv>, deps: Deps): string {
  const { origin, fromRequest } = siteOrigin(deps.config, c.req.url);
  if (fromRequest) c.header('Vary', 'Host', { append: true });
  return origin;
}

async function publicBusiness(deps: Deps, id: number) {
  try {
    return (await getBusinessProfile(deps, null, id)).business;
  } catch (err) {
    if (err instanceof HttpError && err.status === 404) return null;
    throw err;
  }
}

/** Preview images: a year in caches when asked for by the current `?v=`, a few minutes otherwise. */
async function sendPreview(c: Context<AppEnv>, deps: Deps, card: PreviewCard | null) {
  if (!card) return c.text('Not found', 404);
  // each client waits its own turn (preview-images.ts): a burst from one cannot take every place
  const client = clientKeyFor(c, deps.config);
  const preview = await previewPng(card, { dataDir: deps.config.dataDir, uploads: deps.uploads, client });
  if (!preview) return c.text('Busy drawing previews: try again shortly', 503, { 'Retry-After': '5' });
  const { hash, png } = preview;
  const current = c.req.query('v') === hash;
  return c.body(new Uint8Array(png), 200, {
    'Content-Type': 'image/png',
    'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
  });
}

/** Files that go with the pages: preview images, robots.txt and the sitemaps. */
export function mountPageFiles(app: Hono<AppEnv>, deps: Deps) {
  mountCrawlerFiles(app, deps, (c) => originOf(c, deps));
  app.get('/og/site.png', (c) => sendPreview(c, deps, { kind: 'site' }));
  app.get('/og/business/:file{[0-9]{1,9}\\.png}', async (c) => {
    const business = await publicBusiness(deps, Number.parseInt(c.req.param('file'), 10));
    return sendPreview(c, deps, business && { kind: 'business', business });
  });
  app.get('/og/category/:file{[0-9]{1,9}\\.png}', async (c) => {
    const category = await listedCategoryView(deps.db, Number.parseInt(c.req.param('file'), 10));
    return sendPreview(c, deps, category && { kind: 'category', category });
  });
}

/**
 * Pages are the same for every reader of a language (no caller is read), so browsers keep them a
 * minute and shared caches five: a change shows everywhere within five minutes, and a crowd following one
 * link costs the server one page per cache. Revalidation is by ETag or Last-Modified.
 */
export const PAGE_CACHE_CONTROL = 'public, max-age=60, s-maxage=300';

/** A kept page as asked for: brotli where the browser takes it, else the app's gzip middleware. */
function sendPage(c: Context<AppEnv>, page: KeptPage) {
  const br = /\bbr\b/.test(c.req.header('accept-encoding') ?? '');
  c.header('Vary', 'Accept-Encoding', { append: true });
  c.header('Cache-Control', PAGE_CACHE_CONTROL);
  c.header('Last-Modified', page.lastModified);
  c.header('ETag', br ? `${page.etag.slice(0, -1)}-br"` : page.etag);
  const since = c.req.header('if-modified-since');
  if (
    page.status === 200 &&
    since &&
    !c.req.header('if-none-match') &&
    Date.parse(since) >= Date.parse(page.lastModified)
  )
    return c.body(null, 304);
  if (!br) return c.html(page.html, page.status);
  return c.body(page.br, page.status, { 'Content-Type': 'text/html; charset=UTF-8', 'Content-Encoding': 'br' });
}

/**
 * Any other GET is a page: its own HTML, a 301 to its current address, or the 404 page; each built
 * once per version of what it shows (page-cache.ts), and every 404 the same one copy.
 */
export function mountPages(app: Hono<AppEnv>, deps: Deps) {
  app.get('*', etag(), async (c, next) => {
    const shell = loadShell(deps.config.distDir);
    if (!shell) return next();
    const origin = originOf(c, deps);
    const now = deps.now();
    const version = `${pageVersion(await currentVersion(deps.db), now)}:${shell.mtimeMs}`;
    const query = new URL(c.req.url).search;
    // a page per what of its query string it reads (the directory's filters, a category's sort…): nothing else makes another copy
    // a page per language: the link's, the device's choice or the browser's (server/i18n/request-locale.ts)
    const { locale, fromLink } = requestLocale(c);
    if (!fromLink) c.header('Vary', 'Accept-Language, Cookie', { append: true });
    const i18n = (await loadLocales())[locale];
    const key = `${locale} ${origin} ${c.req.path}${pageQueryKey(c.req.path, query)}`;
    const kept = keptPage(deps.db, version, key);
    if (kept) return sendPage(c, kept);
    const answer = await resolvePage(deps, c.req.path, origin, query, i18n);
    if (answer.kind === 'redirect') return c.redirect(`${answer.location}${query}`, 301);
    const keyOfPage = answer.status === 404 ? `${locale} ${origin} ${NOT_FOUND_PATH}` : key;
    const page =
      keptPage(deps.db, version, keyOfPage) ?? keepablePage(answer.status, pageHtml(shell, answer, origin, i18n), now);
    keepPage(deps.db, version, keyOfPage, page);
    return sendPage(c, page);
  });
}
