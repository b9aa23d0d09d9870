/**
 * A category's businesses in one district, /category/{id}/{name}/{district-slug} (docs/screens.md
 * "Category businesses"): a landing page for a search like "plumbers in Kampala", linked from the
 * category's page for each district that has its businesses and listed in the sitemap. Districts
 * are the businesses' own values, one of the list of sync/places.ts (a stored value outside it is
 * not given a page); the slug is the district's name slugified.
 */
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { and, asc, count, desc, eq, isNotNull } from 'drizzle-orm';
import { businesses } from '../../db/schema';
import { categoryPath, slugify, type PageMeta } from '../../sync/public-pages';
import { isListedDistrict } from '../../sync/places';
import { CATEGORY_LISTING_LIMIT } from '../../sync/constants';
import type { PlaceLink } from '../../client/features/category-businesses/category-view';
import type { Deps } from '../context';
import { listedCategoryView } from '../features/categories/category-service';
import { loadBusinessViews } from '../features/businesses/business-view';
import { categoryPreview } from './preview-images';
import type { PageAnswer, PageParts } from './public-pages';

type CategoryView = NonNullable<Awaited<ReturnType<typeof listedCategoryView>>>;

/** The address of a category's page for a district. */
function placePath(category: { id: number; name: string }, district: string): string {
  return `${categoryPath(category)}/${slugify(district)}`;
}

/** "Plumbing & Electrical in Kampala", in `i18n`'s language. */
function placeMeta(category: string, district: string, total: number, i18n: I18n): PageMeta & { title: string } {
  return {
    title: i18n._(msg`${category} in ${district}`),
    description: i18n._(
      msg`${plural(total, {
        one: `# ${category} business in ${district}, Uganda: compare ratings, reviews, prices in USh and contacts.`,
        other: `# ${category} businesses in ${district}, Uganda: compare ratings, reviews, prices in USh and contacts.`,
      })}`,
    ),
  };
}

/** The districts that have active businesses of `category`, by name, each with its count and address. */
export async function categoryPlaces(deps: Deps, category: { id: number; name: string }): Promise<PlaceLink[]> {
  const rows = await deps.db
    .select({ district: businesses.district, n: count() })
    .from(businesses)
    .where(and(eq(businesses.categoryId, category.id), eq(businesses.isActive, true), isNotNull(businesses.district)))
    .groupBy(businesses.district)
    .orderBy(asc(businesses.district));
  return rows
    .filter((r): r is { district: string; n: number } => isListedDistrict(r.district))
    .map((r) => ({ name: r.district, path: placePath(category, r.district), count: Number(r.n) }));
}

/** Every listed category's district pages, for the sitemap. */
export async function allPlacePaths(deps: Deps, categories: { id: number; name: string }[]): Promise<string[]> {
  const rows = await deps.db
    .select({ categoryId: businesses.categoryId, district: businesses.district })
    .from(businesses)
    .where(and(eq(businesses.isActive, true), isNotNull(businesses.district)))
    .groupBy(businesses.categoryId, businesses.district);
  const byId = new Map(categories.map((c) => [c.id, c]));
  return rows
    .flatMap((r) => {
      const category = r.categoryId === null ? undefined : byId.get(r.categoryId);
      return category && isListedDistrict(r.district) ? [placePath(category, r.district!)] : [];
    })
    .sort();
}

function decoded(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/**
 * The page of category `id` in the district whose slug is `slug`; a 404 when the category is not
 * listed or has no business there, a 301 to its current address after a rename.
 */
export async function placePage(
  deps: Deps,
  path: string,
  id: number,
  slug: string,
  notFound: () => PageAnswer,
  page: (path: string, meta: PageMeta, parts: PageParts) => PageAnswer,
  i18n: I18n,
): Promise<PageAnswer> {
  const category: CategoryView | null = await listedCategoryView(deps.db, id);
  if (!category) return notFound();
  const places = await categoryPlaces(deps, category);
  const wanted = decoded(slug);
  const place = places.find((p) => slugify(p.name) === wanted);
  if (!place) return notFound();
  if (decoded(path) !== decoded(place.path)) return { kind: 'redirect', location: place.path };
  const where = and(eq(businesses.categoryId, id), eq(businesses.isActive, true), eq(businesses.district, place.name));
  const ids = (
    await deps.db
      .select({ id: businesses.id })
      .from(businesses)
      .where(where)
      .orderBy(desc(businesses.rating), desc(businesses.totalReviews), asc(businesses.id))
      .limit(CATEGORY_LISTING_LIMIT)
  ).map((r) => r.id);
  const total = place.count;
  const meta = placeMeta(category.name, place.name, total, i18n);
  return page(place.path, meta, {
    indexed: true,
    image: categoryPreview(category),
    firstView: {
      kind: 'category',
      path: place.path,
      category,
      heading: meta.title,
      listing: {
        filter: { categoryId: id, limit: CATEGORY_LISTING_LIMIT },
        businesses: await loadBusinessViews(deps.db, ids),
        total,
      },
      places: places.filter((p) => p.path !== place.path),
    },
    routeModule: 'features/category-businesses/category-businesses-page.tsx',
    startApp: 'on-tap',
  });
}
