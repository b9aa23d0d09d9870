/**
 * Products and services (/service-and-products) and product reviews (/product-reviews, `?page=`)
 * sent with their content (docs/decisions/010-a-shared-link-is-a-page-first.md). Neither costs the
 * whole directory: products and services is the first page of the list as the app orders it
 * (businesses by rating, reviews, the Verified badge and age, each business's products in their
 * own order: client/store/directory-query.ts, services-page.tsx) with the counts of them all; the
 * product reviews are one page of 20, newest first as the app sorts them, with the figures of all
 * approved reviews. The app takes either over from that data (client/app/first-view.ts).
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { and, asc, desc, eq, exists, gt, inArray, sql } from 'drizzle-orm';
import { businesses, categories, productReviews, products } from '../../db/schema';
import { firstRow } from '../../db/query';
import { PRODUCT_REVIEWS_META, SERVICES_META, pageText, type PageMeta } from '../../sync/public-pages';
import { PRODUCT_REVIEWS_PAGE_SIZE, SEARCH_DEFAULT_LIMIT } from '../../sync/constants';
import type { FirstProductReviews, FirstServices } from '../../client/app/first-view';
import { byName, serviceBusiness, serviceItem, type ServiceItem } from '../../client/features/services/service-filters';
import { pageCount, reviewPageOf, reviewPageSearch } from '../../client/features/product-reviews/product-review-rules';
import type { Deps } from '../context';
import { listProductReviews } from '../features/product-reviews/product-review-service';
import { productReviewsStructuredData, servicesStructuredData } from './structured-data';
import type { PageAnswer, PageParts } from './public-pages';

type PageOf = (path: string, meta: PageMeta, parts: PageParts) => PageAnswer;

const SERVICES_MODULE = 'features/services/services-page.tsx';
const PRODUCT_REVIEWS_MODULE = 'features/product-reviews/product-reviews-page.tsx';

const active = eq(businesses.isActive, true);

/**
 * The categories of the active businesses (the app's category filter: service-filters.ts
 * categoriesOf): one index lookup per category, not a pass over the directory.
 */
async function activeCategories(deps: Deps) {
  const rows = await deps.db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(
      exists(
        deps.db
          .select({ one: sql`1` })
          .from(businesses)
          .where(and(eq(businesses.categoryId, categories.id), active)),
      ),
    );
  return byName(rows);
}

/** The first `limit` products and services in the app's order, and how many there are, from how many businesses. */
async function firstServices(deps: Deps, limit = SEARCH_DEFAULT_LIMIT): Promise<Omit<FirstServices, 'kind'>> {
  const counted = await firstRow(
    deps.db
      .select({
        services: sql<number>`coalesce(sum(${businesses.productCount}), 0)`.mapWith(Number),
        businesses: sql<number>`count(case when ${businesses.productCount} > 0 then 1 end)`.mapWith(Number),
      })
      .from(businesses)
      .where(active),
  );
  // each of these businesses lists at least one: `limit` of them hold the first `limit` items
  const offering = await deps.db
    .select({
      id: businesses.id,
      name: businesses.name,
      logo: businesses.logo,
      categoryId: businesses.categoryId,
      rating: businesses.rating,
      totalReviews: businesses.totalReviews,
      city: businesses.city,
      district: businesses.district,
      productCount: businesses.productCount,
      category: { name: categories.name },
    })
    .from(businesses)
    .innerJoin(categories, eq(categories.id, businesses.categoryId))
    .where(and(active, gt(businesses.productCount, 0)))
    .orderBy(desc(businesses.rating), desc(businesses.totalReviews), desc(businesses.isVerified), asc(businesses.id))
    .limit(limit);
  const items =
    offering.length === 0
      ? []
      : await deps.db
          .select({
            id: products.id,
            businessId: products.businessId,
            name: products.name,
            description: products.description,
            price: products.price,
            minPrice: products.minPrice,
            maxPrice: products.maxPrice,
          })
          .from(products)
          .where(
            inArray(
              products.businessId,
              offering.map((b) => b.id),
            ),
          )
          .orderBy(asc(products.createdAt), asc(products.id));
  const services: ServiceItem[] = offering
    .flatMap((b) => {
      const business = serviceBusiness(b);
      return items.filter((p) => p.businessId === b.id).map((p) => serviceItem(p, business));
    })
    .slice(0, limit);
  return {
    services,
    counts: { services: counted?.services ?? 0, businesses: counted?.businesses ?? 0 },
    categories: await activeCategories(deps),
  };
}

export async function servicesPage(deps: Deps, origin: string, page: PageOf): Promise<PageAnswer> {
  const path = '/service-and-products';
  const first = await firstServices(deps);
  return page(path, SERVICES_META, {
    indexed: true,
    jsonLd: servicesStructuredData(first.services, origin),
    firstView: { kind: 'services', path, ...first },
    routeModule: SERVICES_MODULE,
  });
}

/** The figures above the list, of every approved review (product-review-rules.ts reviewStats on the device). */
async function approvedStats(deps: Deps): Promise<FirstProductReviews['stats']> {
  const row = await firstRow(
    deps.db
      .select({
        total: sql<number>`count(*)`.mapWith(Number),
        average: sql<number>`coalesce(avg(${productReviews.rating}), 0)`.mapWith(Number),
        categories: sql<number>`count(distinct ${productReviews.categoryId})`.mapWith(Number),
        helpful: sql<number>`coalesce(sum(${productReviews.upvotes}), 0)`.mapWith(Number),
      })
      .from(productReviews)
      .where(eq(productReviews.status, 'APPROVED')),
  );
  return row ?? { total: 0, average: 0, categories: 0, helpful: 0 };
}

/**
 * A page of the product reviews, `?page=` as the app reads it (past the last, the last); its
 * canonical address is that page's, the first without `?page=`.
 */
export async function productReviewsPage(
  deps: Deps,
  search: string,
  origin: string,
  i18n: I18n,
  page: PageOf,
): Promise<PageAnswer> {
  const [stats, listed] = await Promise.all([
    approvedStats(deps),
    deps.db.select({ id: categories.id, name: categories.name }).from(categories).where(eq(categories.isActive, true)),
  ]);
  const pages = pageCount(stats.total);
  const current = Math.min(reviewPageOf(new URLSearchParams(search)), pages);
  // the API's own page of approved reviews, newest first, as a visitor who is not signed in reads it
  const { data } = await listProductReviews(deps, null, { page: current, limit: PRODUCT_REVIEWS_PAGE_SIZE });
  const reviews = data.map((r) => ({
    id: r.id,
    categoryId: r.categoryId,
    name: r.name,
    rating: r.rating,
    imageUrl: r.imageUrl,
    image: r.image,
    boughtFrom: r.boughtFrom,
    amount: r.amount,
    comment: r.comment,
    upvotes: r.upvotes,
    downvotes: r.downvotes,
    isFlagged: r.isFlagged,
    createdAt: r.createdAt,
    user: r.user,
  }));
  const path = `/product-reviews${reviewPageSearch(current)}`;
  const title =
    current > 1
      ? `${pageText(PRODUCT_REVIEWS_META.title, i18n)} · ${i18n._(msg`Page ${current} of ${pages}`)}`
      : undefined;
  return page(path, title === undefined ? PRODUCT_REVIEWS_META : { ...PRODUCT_REVIEWS_META, title }, {
    indexed: true,
    jsonLd: productReviewsStructuredData(reviews, origin, path),
    firstView: { kind: 'product-reviews', path, page: current, pages, stats, categories: byName(listed), reviews },
    routeModule: PRODUCT_REVIEWS_MODULE,
  });
}
