import { asc, eq, inArray, sql } from 'drizzle-orm';
import { inTransaction, type Db } from '../../../db/client';
import { businesses, categories, products, users } from '../../../db/schema';
import { parseBusinessHours } from '../../../sync/schemas/business';
import { toProductView, type ProductView } from '../products/product-view';

type BusinessRow = typeof businesses.$inferSelect;
type CategoryRef = { id: number; name: string; image: string | null; emoji: string };
type Owner = { id: number; firstName: string; lastName: string; email: string };

export const categoryRef = {
  id: categories.id,
  name: categories.name,
  image: categories.image,
  emoji: categories.emoji,
};

/**
 * A business as the API shows it (BusinessView of sync/answers/business.ts). Lists carry the
 * derived price range and counts, enough for a card; the profile adds the products, and admins also
 * get the owner.
 */
function toBusinessView(b: BusinessRow, category: CategoryRef) {
  return {
    id: b.id,
    name: b.name,
    categoryId: b.categoryId,
    category,
    description: b.description,
    tagline: b.tagline,
    city: b.city,
    district: b.district,
    subCategory: b.subCategory,
    whatsapp: b.whatsapp,
    email: b.email,
    website: b.website,
    tiktokUsername: b.tiktokUsername,
    logo: b.logo,
    isVerified: b.isVerified,
    // docs/product.md "Verification": what was checked and when, only while the badge stands
    verifiedAt: b.isVerified && b.verifiedAt ? b.verifiedAt.toISOString() : null,
    verifiedChecks: b.isVerified ? b.verifiedChecks : null,
    // opening hours per weekday (sync/schemas/business.ts businessHoursSchema)
    hours: parseBusinessHours(b.hours),
    isActive: b.isActive,
    rating: b.rating,
    totalReviews: b.totalReviews,
    visits: b.visits,
    minPrice: b.minPrice,
    maxPrice: b.maxPrice,
    responseMinutes: b.responseMinutes,
    createdAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
    _count: { reviews: b.totalReviews, products: b.productCount },
  };
}
export type BusinessView = ReturnType<typeof toBusinessView> & { owner?: Owner; reviewedAt?: string | null };
/** The profile: a business with every product and service (BusinessProfile, sync/answers/business.ts). */
export type BusinessProfileView = BusinessView & { products: ProductView[] };

export const ownerRef = { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email };

/** A business's view; with `owner`, its owner and when an admin last looked at it. */
export function viewOf(
  row: { business: BusinessRow; category: CategoryRef; owner: Owner },
  owner: boolean,
): BusinessView {
  const view: BusinessView = toBusinessView(row.business, row.category);
  if (owner) {
    view.owner = row.owner;
    view.reviewedAt = row.business.reviewedAt?.toISOString() ?? null;
  }
  return view;
}

/** Views of the given businesses, in the order of `ids`; with owners, and when an admin looked at each, for admin lists. */
export async function loadBusinessViews(
  db: Db,
  ids: number[],
  options: { owner?: boolean } = {},
): Promise<BusinessView[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ business: businesses, category: categoryRef, owner: ownerRef })
    .from(businesses)
    .innerJoin(categories, eq(categories.id, businesses.categoryId))
    .innerJoin(users, eq(users.id, businesses.ownerId))
    .where(inArray(businesses.id, ids));
  const byId = new Map(rows.map((r) => [r.business.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [viewOf(row, options.owner === true)] : [];
  });
}

/** A business's row as stored, and its profile as the API shows it (BusinessProfileView). */
export type BusinessProfileRead = {
  business: BusinessRow;
  profile(options?: { owner?: boolean }): BusinessProfileView;
};

/** The details statement; its business's id is given when it runs. */
const profileQuery = (db: Db) =>
  db
    .select({ business: businesses, category: categoryRef, owner: ownerRef, product: products })
    .from(businesses)
    .innerJoin(categories, eq(categories.id, businesses.categoryId))
    .innerJoin(users, eq(users.id, businesses.ownerId))
    .leftJoin(products, eq(products.businessId, businesses.id))
    .where(eq(businesses.id, sql.placeholder('id')))
    .orderBy(asc(products.createdAt), asc(products.id));
type ProfileStatement = ReturnType<ReturnType<typeof profileQuery>['prepare']>;
type ProfileRow = Awaited<ReturnType<ProfileStatement['execute']>>[number];

/**
 * The details statement of each database, built once: drizzle builds a statement's text anew each
 * time a builder runs, which for these four tables' 51 columns was 0.33 of 0.38 ms of CPU a read
 * (SQLite, 5,000 reads, 2026-11-28); built once, a read only binds its id. Inside a transaction
 * the statement is built for that transaction's connection, as any builder is (db/client.ts).
 */
const builtOnce = new WeakMap<Db, ProfileStatement>();

function profileStatement(db: Db): ProfileStatement {
  if (inTransaction(db)) return profileQuery(db).prepare();
  let statement = builtOnce.get(db);
  if (!statement) builtOnce.set(db, (statement = profileQuery(db).prepare()));
  return statement;
}

/**
 * A business, its category, its owner and every product and service in one statement, a row a
 * product (a business has at most MAX_PRODUCTS_PER_BUSINESS): on PostgreSQL each statement is a
 * round trip, and the details of a business are the most requested read. Null when no such
 * business exists.
 */
export async function readBusinessProfile(db: Db, id: number): Promise<BusinessProfileRead | null> {
  // on SQLite the rows, on PostgreSQL a promise of them
  const rows: ProfileRow[] = await Promise.resolve(profileStatement(db).execute({ id }));
  const [first] = rows;
  if (!first) return null;
  const list = rows.flatMap((r) => (r.product ? [toProductView(r.product)] : []));
  return {
    business: first.business,
    profile: (options = {}) => ({ ...viewOf(first, options.owner === true), products: list }),
  };
}

/** The full profile: the card fields plus every product and service. */
export async function loadBusinessProfile(
  db: Db,
  id: number,
  options: { owner?: boolean } = {},
): Promise<BusinessProfileView | null> {
  return (await readBusinessProfile(db, id))?.profile(options) ?? null;
}
