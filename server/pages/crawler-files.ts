/**
 * What search engines read before the pages (docs/product.md "Shared links"): `/robots.txt`, which
 * keeps them out of the API and the signed-in areas, and the sitemaps: `/sitemap.xml`, an index of
 * `/sitemaps/pages.xml` (the public pages, listed categories and each one's districts) and `/sitemaps/businesses-{n}.xml`,
 * the active businesses search engines may list (`indexedBusiness`) in id order, SITEMAP_URLS to a
 * file (the protocol's limit is 50,000).
 */
import { and, asc, count, eq, gt, isNotNull, or } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { businesses } from '../../db/schema';
import { INDEXED_STATIC_PAGES, businessPath, categoryPath } from '../../sync/public-pages';
import type { AppEnv, Deps } from '../context';
import { listCategories } from '../features/categories/category-service';
import { firstRow } from '../../db/query';
import { allPlacePaths } from './place-pages';

export const SITEMAP_URLS = 50_000;

/**
 * A business search engines may list: one an admin has looked at or verified (docs/product.md
 * "Shared links"); a new one is shown in the app at once, but its profile says `noindex`.
 */
export const indexedBusiness = or(isNotNull(businesses.reviewedAt), eq(businesses.isVerified, true));
const listed = and(eq(businesses.isActive, true), indexedBusiness);
const CACHE = 'public, max-age=3600';

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

function xml(c: Context<AppEnv>, body: string) {
  return c.body(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`, 200, {
    'Content-Type': 'application/xml; charset=UTF-8',
    'Cache-Control': CACHE,
  });
}

const urlEntry = (loc: string, lastmod?: Date) =>
  `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;

async function activeBusinessCount(deps: Deps): Promise<number> {
  return (await firstRow(deps.db.select({ n: count() }).from(businesses).where(listed)))?.n ?? 0;
}

/** The n-th file's businesses (1-based): keyed on id after the first id of the file, never OFFSET over a million rows. */
async function businessesOfFile(deps: Deps, n: number) {
  const before = (n - 1) * SITEMAP_URLS;
  const start =
    n === 1
      ? 0
      : ((
          await firstRow(
            deps.db
              .select({ id: businesses.id })
              .from(businesses)
              .where(listed)
              .orderBy(asc(businesses.id))
              .limit(1)
              .offset(before - 1),
          )
        )?.id ?? null);
  if (start === null) return [];
  return await deps.db
    .select({
      id: businesses.id,
      name: businesses.name,
      district: businesses.district,
      city: businesses.city,
      updatedAt: businesses.updatedAt,
    })
    .from(businesses)
    .where(and(listed, gt(businesses.id, start)))
    .orderBy(asc(businesses.id))
    .limit(SITEMAP_URLS);
}

export function mountCrawlerFiles(app: Hono<AppEnv>, deps: Deps, originOf: (c: Context<AppEnv>) => string) {
  app.get('/robots.txt', (c) =>
    c.text(
      [
        'User-agent: *',
        'Allow: /api/uploads/',
        'Disallow: /api/',
        'Disallow: /user/',
        'Disallow: /vendor/',
        'Disallow: /admin/',
        'Disallow: /sync',
        '',
        `Sitemap: ${originOf(c)}/sitemap.xml`,
        '',
      ].join('\n'),
      200,
      { 'Cache-Control': CACHE },
    ),
  );

  app.get('/sitemap.xml', async (c) => {
    const origin = originOf(c);
    const files = Math.ceil((await activeBusinessCount(deps)) / SITEMAP_URLS);
    const locs = [`${origin}/sitemaps/pages.xml`];
    for (let n = 1; n <= files; n++) locs.push(`${origin}/sitemaps/businesses-${n}.xml`);
    return xml(
      c,
      `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs
        .map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`)
        .join('')}</sitemapindex>`,
    );
  });

  app.get('/sitemaps/pages.xml', async (c) => {
    const origin = originOf(c);
    const categories = await listCategories(deps.db, 'active');
    const urls = [
      ...[...INDEXED_STATIC_PAGES].map((path) => urlEntry(`${origin}${path}`)),
      ...categories.map((category) => urlEntry(`${origin}${categoryPath(category)}`, new Date(category.updatedAt))),
      // a category in a district (place-pages.ts): at most every category times 136 districts
      ...(await allPlacePaths(deps, categories)).map((path) => urlEntry(`${origin}${path}`)),
    ];
    return xml(c, `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>`);
  });

  app.get('/sitemaps/:file{businesses-[0-9]{1,6}\\.xml}', async (c) => {
    const n = Number(/\d+/.exec(c.req.param('file'))![0]);
    const rows = n >= 1 ? await businessesOfFile(deps, n) : [];
    if (rows.length === 0) return c.text('Not found', 404);
    const origin = originOf(c);
    return xml(
      c,
      `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${rows
        .map((b) => urlEntry(`${origin}${businessPath(b)}`, b.updatedAt))
        .join('')}</urlset>`,
    );
  });
}
