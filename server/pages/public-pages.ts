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
  profileMeta,
  type PageMeta,
} from '../../sync/public-pages';
import { and, eq } from 'drizzle-orm';
import { businesses } from '../../db/schema';
import type { BusinessRecord, BusinessReviewRecord } from '../../sync/schemas/pull';
import type { FirstView } from '../../client/first-view/render';
import type { Deps } from '../context';
import { getBusinessProfile } from '../features/businesses/business-service';
import { listedCategoryView } from '../features/categories/category-service';
import { listBusinessReviews } from '../features/reviews/review-service';
import { HttpError } from '../http/errors';
import { businessStructuredData } from './structured-data';
import { indexedBusiness } from './crawler-files';
import { businessPreview, categoryPreview, SITE_PREVIEW, type PreviewImage } from './preview-images';
import { firstRow } from '../../db/query';

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
      image: PreviewImage;
      jsonLd?: object;
      firstView?: FirstView;
      /** The route's module in the client build, whose stylesheet the first view needs. */
      routeModule?: string;
    };

const PROFILE_MODULE = 'features/business-profile/business-profile-page.tsx';
const NOT_FOUND_MODULE = 'features/pages/not-found-page.tsx';

/** Paths the app answers for, shown by the app alone: the signed-in areas, a survey, the outbox. */
const APP_ONLY = /^\/(?:(?:user|vendor|admin)(?:\/.*)?|sync|surveys\/\d+\/take)$/;

function page(
  path: string,
  meta: PageMeta & { keywords?: string },
  rest: Partial<Extract<PageAnswer, { kind: 'page' }>>,
) {
  return {
    kind: 'page' as const,
    status: 200 as const,
    path,
    title: documentTitle(meta),
    description: meta.description,
    keywords: meta.keywords,
    indexed: false,
    image: SITE_PREVIEW,
    ...rest,
  };
}

/**
 * Every 404 is the same small page, whatever was asked for: the address is never echoed, so a long
 * one costs no more than a short one and one copy serves them all (server/pages/page-cache.ts).
 */
export const NOT_FOUND_PATH = '/404';

function notFound(): PageAnswer {
  return page(NOT_FOUND_PATH, NOT_FOUND_META, {
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

async function profile(deps: Deps, path: string, id: number, origin: string): Promise<PageAnswer> {
  let business: BusinessRecord;
  try {
    business = (await getBusinessProfile(deps, null, id)).business as BusinessRecord;
  } catch (err) {
    if (err instanceof HttpError && err.status === 404) return notFound();
    throw err;
  }
  const canonical = businessPath(business);
  if (decodeSegment(path) !== canonical) return { kind: 'redirect', location: canonical };
  // the first page of GET /api/reviews/business/{id}, which the app reads as BusinessReviewRecord
  const reviews = (await listBusinessReviews(deps, null, id, { page: 1, limit: FIRST_VIEW_REVIEWS }))
    .data as unknown as BusinessReviewRecord[];
  const image = businessPreview(business);
  return page(canonical, profileMeta(business), {
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

async function category(deps: Deps, path: string, id: number): Promise<PageAnswer> {
  const view = await listedCategoryView(deps.db, id);
  if (!view) return notFound();
  const canonical = categoryPath(view);
  if (decodeSegment(path) !== decodeSegment(canonical)) return { kind: 'redirect', location: canonical };
  return page(canonical, categoryMeta(view.name), { indexed: true, image: categoryPreview(view) });
}

/** The answer for a GET of `rawPath` (as requested, percent-encoded); `origin` makes addresses absolute. */
export async function resolvePage(deps: Deps, rawPath: string, origin: string): Promise<PageAnswer> {
  const path = rawPath.length > 1 && rawPath.endsWith('/') ? rawPath.slice(0, -1) : rawPath;
  if (Object.hasOwn(STATIC_PAGES, path)) {
    const meta = STATIC_PAGES[path as keyof typeof STATIC_PAGES];
    return page(path, meta, { indexed: INDEXED_STATIC_PAGES.has(path) });
  }
  const profileMatch = /^\/business-profile\/(\d{1,9})(?:\/[^/]*){0,2}$/.exec(path);
  if (profileMatch) return await profile(deps, path, Number(profileMatch[1]), origin);
  const categoryMatch = /^\/category\/(\d{1,9})(?:\/[^/]*)?$/.exec(path);
  if (categoryMatch) return await category(deps, path, Number(categoryMatch[1]));
  if (APP_ONLY.test(path)) return page(path, { title: SITE_NAME, exactTitle: true }, {});
  return notFound();
}
