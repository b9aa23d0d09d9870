/**
 * What the server answers for a page address (docs/product.md "Shared links"): its status, its title
 * and description, the canonical address, the preview image, structured data for a profile, and the
 * first view (the page's content as HTML) where there is one. The route table mirrors
 * client/app/app.tsx; the records come from the same domain functions as the API, so a business the
 * API hides is a 404 here too.
 */
import {
  INDEXED_STATIC_PAGES,
  NOT_FOUND_META,
  SITE_NAME,
  STATIC_PAGES,
  businessPath,
  categoryMeta,
  categoryPath,
  documentTitle,
  pageText,
  profileMeta,
  type PageMeta,
} from '../../sync/public-pages';
import type { I18n } from '@lingui/core';
import { and, eq } from 'drizzle-orm';
import { businesses } from '../../db/schema';
import type { BusinessRecord, BusinessReviewRecord } from '../../sync/schemas/pull';
import type { FirstView } from '../../client/first-view/render';
import type { Deps } from '../context';
import { getBusinessProfile } from '../features/businesses/business-service';
import { listedCategoryView } from '../features/categories/category-service';
import { listBusinessReviews } from '../features/reviews/review-service';
import { HttpError } from '../http/errors';
import { listCategories } from '../features/categories/category-service';
import { listTopRated } from '../features/businesses/business-service';
import { searchBusinesses } from '../features/businesses/business-search';
import { platformStats } from '../features/stats/stats-service';
import { topCategories } from '../../client/features/home/home-sections';
import {
  DIRECTORY_QUERY,
  readDirectoryParams,
  writeDirectoryParams,
} from '../../client/features/directory/use-directory-params';
import { readCategorySort, writeCategorySort } from '../../client/features/category-businesses/category-sort';
import { reviewPageOf, reviewPageSearch } from '../../client/features/product-reviews/product-review-rules';
import type { FirstListing, ListingFilter } from '../../client/app/first-view';
import type { HomeData } from '../../client/features/home/use-home-data';
import { businessSearchSchema } from '../../sync/schemas/business';
import {
  CATEGORY_LISTING_LIMIT,
  CONTACT_SUBJECT_MAX,
  HOME_TOP_RATED_LIMIT,
  SEARCH_DEFAULT_LIMIT,
} from '../../sync/constants';
import { categoryPlaces, placePage } from './place-pages';
import { businessStructuredData } from './structured-data';
import { indexedBusiness } from './crawler-files';
import { businessPreview, categoryPreview, SITE_PREVIEW, type PreviewImage } from './preview-images';
import { firstRow } from '../../db/query';
import { productReviewsPage, servicesPage } from './market-pages';

/** How many reviews a profile's HTML carries (the app pages through the rest). */
const FIRST_VIEW_REVIEWS = 10;

export type PageAnswer =
  | { kind: 'redirect'; location: string }
  | {
      kind: 'page';
      status: 200 | 404;
      /** The canonical path (no query string). */
      path: string;
      title: string;
      description?: string;
      keywords?: string;
      /** Whether search engines should list it. */
      indexed: boolean;
      /** The preview image, its alt text in the page's language. */
      image: { path: string; alt: string };
      jsonLd?: object;
      firstView?: FirstView;
      /** The route's module in the client build, whose stylesheet the first view needs. */
      routeModule?: string;
      /**
       * When the app starts behind the page (docs/decisions/010-a-shared-link-is-a-page-first.md):
       * at once to take it over (home, the installed app's start page: `now`), only when a tap
       * needs it (a district's page, which the app does not show: `on-tap`), or, without this, as
       * a shared profile and the lists do (at once on a phone that runs the app or on Wi-Fi, else
       * on a tap).
       */
      startApp?: 'now' | 'on-tap';
    };

const PROFILE_MODULE = 'features/business-profile/business-profile-page.tsx';
const NOT_FOUND_MODULE = 'features/pages/not-found-page.tsx';
const CATEGORIES_MODULE = 'features/categories/categories-page.tsx';
const CATEGORY_MODULE = 'features/category-businesses/category-businesses-page.tsx';
const DIRECTORY_MODULE = 'features/directory/directory-page.tsx';
const CONTACT_MODULE = 'features/contact/contact-page.tsx';
const FAQ_MODULE = 'features/pages/faq-page.tsx';
const HELP_MODULE = 'features/pages/help-page.tsx';

/** Paths the app answers for, shown by the app alone: the signed-in areas, a survey, the outbox. */
const APP_ONLY = /^\/(?:(?:user|vendor|admin)(?:\/.*)?|sync|surveys\/\d+\/take)$/;

/** What a page's answer is built from besides its title: its preview image still a message. */
export type PageParts = Partial<Omit<Extract<PageAnswer, { kind: 'page' }>, 'image'>> & { image?: PreviewImage };

/** A page's answer, its title, description and preview's alt text in `i18n`'s language. */
function page(i18n: I18n, path: string, meta: PageMeta & { keywords?: string }, parts: PageParts): PageAnswer {
  const { image = SITE_PREVIEW, ...rest } = parts;
  return {
    kind: 'page' as const,
    status: 200 as const,
    path,
    title: documentTitle(meta, i18n),
    description: meta.description === undefined ? undefined : pageText(meta.description, i18n),
    keywords: meta.keywords,
    indexed: false,
    ...rest,
    image: { path: image.path, alt: pageText(image.alt, i18n) },
  };
}

/**
 * Every 404 is the same small page, whatever was asked for: the address is never echoed, so a long
 * one costs no more than a short one and one copy serves them all (server/pages/page-cache.ts).
 */
export const NOT_FOUND_PATH = '/404';

function notFound(i18n: I18n): PageAnswer {
  return page(i18n, NOT_FOUND_PATH, NOT_FOUND_META, {
    status: 404,
    firstView: { kind: 'not-found', path: NOT_FOUND_PATH },
    routeModule: NOT_FOUND_MODULE,
  });
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

async function profile(deps: Deps, path: string, id: number, origin: string, i18n: I18n): Promise<PageAnswer> {
  let business: BusinessRecord;
  try {
    business = (await getBusinessProfile(deps, null, id)).business as BusinessRecord;
  } catch (err) {
    if (err instanceof HttpError && err.status === 404) return notFound(i18n);
    throw err;
  }
  const canonical = businessPath(business);
  if (decodeSegment(path) !== canonical) return { kind: 'redirect', location: canonical };
  // the first page of GET /api/reviews/business/{id}, which the app reads as BusinessReviewRecord
  const reviews = (await listBusinessReviews(deps, null, id, { page: 1, limit: FIRST_VIEW_REVIEWS }))
    .data as unknown as BusinessReviewRecord[];
  const image = businessPreview(business);
  return page(i18n, canonical, profileMeta(business, i18n), {
    indexed: await isIndexed(deps, id),
    image,
    jsonLd: businessStructuredData(business, origin),
    firstView: { kind: 'profile', path: canonical, business, reviews },
    routeModule: PROFILE_MODULE,
  });
}

/** Whether search engines may list a profile: an admin looked at the business, or it is verified. */
async function isIndexed(deps: Deps, id: number): Promise<boolean> {
  const row = await firstRow(
    deps.db
      .select({ id: businesses.id })
      .from(businesses)
      .where(and(eq(businesses.id, id), indexedBusiness)),
  );
  return row !== undefined;
}

/** The search's answer for a list's filter, as the app's scoped device would ask it (client/components/use-directory-results.ts). */
async function listing(deps: Deps, filter: ListingFilter): Promise<FirstListing> {
  const found = await searchBusinesses(deps, businessSearchSchema.parse({ ...filter, page: 1 }));
  const listed: FirstListing = { filter, businesses: found.businesses, total: found.pagination.total };
  // the page says so above the category's businesses, as the app does (BusinessResultsView)
  if (found.fallback) listed.fallback = true;
  return listed;
}

/**
 * A category's page, a page per sort (`?sortBy=`, client/features/category-businesses/category-sort.ts:
 * any other value is relevance). Its canonical address has no sort: a sorted list is the same page
 * for search engines, as the directory's default order is.
 */
async function category(deps: Deps, path: string, search: string, id: number, i18n: I18n): Promise<PageAnswer> {
  const view = await listedCategoryView(deps.db, id);
  if (!view) return notFound(i18n);
  const canonical = categoryPath(view);
  if (decodeSegment(path) !== decodeSegment(canonical)) return { kind: 'redirect', location: canonical };
  const sortBy = readCategorySort(new URLSearchParams(search));
  const filter = { categoryId: id, sortBy, limit: CATEGORY_LISTING_LIMIT };
  return page(i18n, canonical, categoryMeta(view.name, i18n), {
    indexed: true,
    image: categoryPreview(view),
    firstView: {
      kind: 'category',
      path: canonical,
      category: view,
      listing: await listing(deps, filter),
      places: await categoryPlaces(deps, view),
    },
    routeModule: CATEGORY_MODULE,
  });
}

async function home(deps: Deps, i18n: I18n): Promise<PageAnswer> {
  const [stats, categories, topRated] = await Promise.all([
    platformStats(deps),
    listCategories(deps.db, 'active'),
    listTopRated(deps, HOME_TOP_RATED_LIMIT),
  ]);
  // what the app keeps of its three answers (client/features/home/use-home-data.ts)
  const data: HomeData = {
    stats: {
      totalBusinesses: stats.totalBusinesses,
      totalCategories: stats.totalCategories,
      totalReviews: stats.totalReviews,
      totalUsers: stats.totalUsers,
    },
    categories: topCategories(categories),
    topRated,
  };
  return page(i18n, '/', STATIC_PAGES['/'], {
    indexed: true,
    firstView: { kind: 'home', path: '/', home: data },
    startApp: 'now',
  });
}

async function categoriesPage(deps: Deps, path: string, i18n: I18n): Promise<PageAnswer> {
  const categories = await listCategories(deps.db, 'active');
  return page(i18n, path, STATIC_PAGES['/busines-categories'], {
    indexed: true,
    firstView: { kind: 'categories', path, categories },
    routeModule: CATEGORIES_MODULE,
  });
}

/**
 * The directory with its filters (docs/screens.md "Business directory"): each set of filters is a
 * page of its own, at the address the app writes for it (client/features/directory/use-directory-params.ts),
 * so a filter the app would drop or rewrite leads there. Only the unsearched lists (a category,
 * a sort) are for search engines; a need or a budget is a visitor's own search.
 */
async function directory(deps: Deps, search: string, i18n: I18n): Promise<PageAnswer> {
  const params = readDirectoryParams(new URLSearchParams(search));
  const categories = await listCategories(deps.db, 'active');
  const category = categories.find((c) => c.id === params.categoryId);
  const canonicalParams = writeDirectoryParams({ ...params, service: category?.name ?? '' });
  // the default order is the page itself
  if (params.sortBy === 'relevance') canonicalParams.delete('sortBy');
  const path = `/businesses-directory${canonicalParams.size > 0 ? `?${canonicalParams.toString()}` : ''}`;
  const meta = STATIC_PAGES['/businesses-directory'];
  const budget = businessSearchSchema.safeParse({ priceRange: params.priceRange, query: params.query });
  const indexed = !params.query && !params.priceRange;
  if (!budget.success) return page(i18n, path, meta, { indexed: false, status: 200 });
  const { minPrice, maxPrice } = budget.data;
  const filter: ListingFilter = {
    categoryId: params.categoryId,
    query: params.query || undefined,
    minPrice,
    maxPrice,
    sortBy: params.sortBy,
    limit: SEARCH_DEFAULT_LIMIT,
  };
  const title = category ? `${category.name} · ${pageText(meta.title, i18n)}` : meta.title;
  return page(
    i18n,
    path,
    { ...meta, title },
    {
      indexed,
      firstView: {
        kind: 'directory',
        path,
        params: { ...params, service: category?.name ?? '' },
        categories,
        listing: await listing(deps, filter),
      },
      routeModule: DIRECTORY_MODULE,
    },
  );
}

/** Pages without records: their text is in the app. */
const TEXT_PAGES = {
  '/contact-us': { kind: 'contact', routeModule: CONTACT_MODULE },
  '/faq': { kind: 'faq', routeModule: FAQ_MODULE },
  '/help': { kind: 'help', routeModule: HELP_MODULE },
} as const;

/** A page's address without its one trailing slash. */
const pagePath = (rawPath: string) => (rawPath.length > 1 && rawPath.endsWith('/') ? rawPath.slice(0, -1) : rawPath);

/** A category's page (not a district's, ./place-pages.ts). */
const CATEGORY_PAGE = /^\/category\/(\d{1,9})(?:\/[^/]*)?$/;

/** Contact's subject comes from the address (the categories page asks for a new category so). */
const contactSubject = (params: URLSearchParams) => (params.get('subject') ?? '').slice(0, CONTACT_SUBJECT_MAX);

/**
 * What of the query string `search` the page at `rawPath` reads, written one way: two addresses
 * with the same are the same page, kept once (./page-routes.ts). The directory reads its filters
 * (not `service`: it names the category from the database), a category its sort, contact its
 * subject, the product reviews their page; no other page reads any. A tracking tag, junk, the
 * order of the parameters or the directory form's missing `service` makes no other copy.
 */
export function pageQueryKey(rawPath: string, search: string): string {
  const path = pagePath(rawPath);
  const params = new URLSearchParams(search);
  let read = new URLSearchParams();
  if (path === '/businesses-directory') {
    const filters = readDirectoryParams(params);
    read.set(DIRECTORY_QUERY.categoryId, String(filters.categoryId ?? ''));
    read.set(DIRECTORY_QUERY.query, filters.query);
    read.set(DIRECTORY_QUERY.priceRange, filters.priceRange);
    read.set(DIRECTORY_QUERY.sortBy, filters.sortBy);
  } else if (path === '/contact-us') {
    const subject = contactSubject(params);
    if (subject) read.set('subject', subject);
  } else if (path === '/product-reviews') {
    return reviewPageSearch(reviewPageOf(params));
  } else if (CATEGORY_PAGE.test(path)) {
    read = writeCategorySort(read, readCategorySort(params));
  }
  return read.size > 0 ? `?${read.toString()}` : '';
}

/**
 * The answer for a GET of `rawPath` (as requested, percent-encoded) with its query string `search`
 * ('' or '?…'); `origin` makes addresses absolute; its words are in `i18n`'s language
 * (server/pages/page-routes.ts picks it).
 */
export async function resolvePage(
  deps: Deps,
  rawPath: string,
  origin: string,
  search: string,
  i18n: I18n,
): Promise<PageAnswer> {
  const path = pagePath(rawPath);
  if (path === '/') return await home(deps, i18n);
  if (path === '/busines-categories') return await categoriesPage(deps, path, i18n);
  if (path === '/businesses-directory') return await directory(deps, search, i18n);
  if (Object.hasOwn(TEXT_PAGES, path)) {
    const text = TEXT_PAGES[path as keyof typeof TEXT_PAGES];
    const subject = contactSubject(new URLSearchParams(search));
    return page(i18n, path, STATIC_PAGES[path as keyof typeof TEXT_PAGES], {
      indexed: true,
      firstView: text.kind === 'contact' ? { kind: text.kind, path, subject } : { kind: text.kind, path },
      routeModule: text.routeModule,
    });
  }
  if (path === '/service-and-products') return await servicesPage(deps, origin, (...args) => page(i18n, ...args));
  if (path === '/product-reviews')
    return await productReviewsPage(deps, search, origin, i18n, (...args) => page(i18n, ...args));
  if (Object.hasOwn(STATIC_PAGES, path)) {
    const meta = STATIC_PAGES[path as keyof typeof STATIC_PAGES];
    return page(i18n, path, meta, { indexed: INDEXED_STATIC_PAGES.has(path) });
  }
  const profileMatch = /^\/business-profile\/(\d{1,9})(?:\/[^/]*){0,2}$/.exec(path);
  if (profileMatch) return await profile(deps, path, Number(profileMatch[1]), origin, i18n);
  const placeMatch = /^\/category\/(\d{1,9})\/[^/]*\/([^/]+)$/.exec(path);
  if (placeMatch)
    return await placePage(
      deps,
      path,
      Number(placeMatch[1]),
      placeMatch[2]!,
      () => notFound(i18n),
      (...args) => page(i18n, ...args),
      i18n,
    );
  const categoryMatch = CATEGORY_PAGE.exec(path);
  if (categoryMatch) return await category(deps, path, search, Number(categoryMatch[1]), i18n);
  if (APP_ONLY.test(path)) return page(i18n, path, { title: SITE_NAME, exactTitle: true }, {});
  return notFound(i18n);
}
