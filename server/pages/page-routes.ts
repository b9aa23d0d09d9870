/**
 * The public pages' own HTML and their preview images (docs/product.md "Shared links"), mounted
 * after the API and the build's static files (server/app.ts).
 */
import { brotliCompressSync, constants } from 'node:zlib';
import type { Context, Hono } from 'hono';
import type { AppEnv, Deps } from '../context';
import { getBusinessProfile } from '../features/businesses/business-service';
import { listedCategoryView } from '../features/categories/category-service';
import { HttpError } from '../http/errors';
import { mountCrawlerFiles } from './crawler-files';
import { loadShell, pageHtml } from './page-html';
import { previewPng, type PreviewCard } from './preview-images';
import { resolvePage } from './public-pages';

/** PUBLIC_ORIGIN when set (behind a proxy, or several host names); else the address asked for. */
function originOf(c: Context<AppEnv>, deps: Deps): string {
  return deps.config.publicOrigin ?? new URL(c.req.url).origin;
}

function publicBusiness(deps: Deps, id: number) {
  try {
    return getBusinessProfile(deps, null, id).business;
  } catch (err) {
    if (err instanceof HttpError && err.status === 404) return null;
    throw err;
  }
}

/** Preview images: a year in caches when asked for by the current `?v=`, a few minutes otherwise. */
async function sendPreview(c: Context<AppEnv>, deps: Deps, card: PreviewCard | null) {
  if (!card) return c.text('Not found', 404);
  const preview = await previewPng(card, deps.config);
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
  app.get('/og/business/:file{[0-9]{1,9}\\.png}', (c) => {
    const business = publicBusiness(deps, Number.parseInt(c.req.param('file'), 10));
    return sendPreview(c, deps, business && { kind: 'business', business });
  });
  app.get('/og/category/:file{[0-9]{1,9}\\.png}', (c) => {
    const category = listedCategoryView(deps.db, Number.parseInt(c.req.param('file'), 10));
    return sendPreview(c, deps, category && { kind: 'category', category });
  });
}

/**
 * Pages are made per request, so they cannot use the build's `.br` files: brotli at a fast level
 * (about a millisecond for a profile) where the browser takes it, else the app's gzip middleware.
 */
function sendHtml(c: Context<AppEnv>, html: string, status: 200 | 404) {
  c.header('Vary', 'Accept-Encoding');
  if (!/\bbr\b/.test(c.req.header('accept-encoding') ?? '')) return c.html(html, status);
  const body = brotliCompressSync(html, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
  });
  return c.body(new Uint8Array(body), status, { 'Content-Type': 'text/html; charset=UTF-8', 'Content-Encoding': 'br' });
}

/** Any other GET is a page: its own HTML, a 301 to its current address, or the 404 page. */
export function mountPages(app: Hono<AppEnv>, deps: Deps) {
  app.get('*', (c, next) => {
    const shell = loadShell(deps.config.distDir);
    if (!shell) return next();
    const answer = resolvePage(deps, c.req.path, originOf(c, deps));
    if (answer.kind === 'redirect') {
      const query = new URL(c.req.url).search;
      return c.redirect(`${answer.location}${query}`, 301);
    }
    return sendHtml(c, pageHtml(shell, answer, originOf(c, deps)), answer.status);
  });
}
