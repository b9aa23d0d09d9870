import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { businesses, categories, products, users } from '../../../db/schema';
import { parseBusinessHours } from '../../../sync/schemas/business';
import { toProductView, type ProductView } from '../products/product-view';

type BusinessRow = typeof businesses.$inferSelect;
type CategoryRef = { id: number; name: string; image: string | null; emoji: string };
type Owner = { id: number; firstName: string; lastName: string; email: string };

const categoryRef = { id: categories.id, name: categories.name, image: categories.image, emoji: categories.emoji };

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

/** Views of the given businesses, in the order of `ids`; with owners, and when an admin looked at each, for admin lists. */
export async function loadBusinessViews(
  db: Db,
  ids: number[],
  options: { owner?: boolean } = {},
): Promise<BusinessView[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      business: businesses,
      category: categoryRef,
      owner: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(businesses)
    .innerJoin(categories, eq(categories.id, businesses.categoryId))
    .innerJoin(users, eq(users.id, businesses.ownerId))
    .where(inArray(businesses.id, ids));
  const byId = new Map(rows.map((r) => [r.business.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const view: BusinessView = toBusinessView(row.business, row.category);
    if (options.owner) {
      view.owner = row.owner;
      view.reviewedAt = row.business.reviewedAt?.toISOString() ?? null;
    }
    return [view];
  });
}

/** The full profile: the card fields plus every product and service. */
export async function loadBusinessProfile(
  db: Db,
  id: number,
  options: { owner?: boolean } = {},
): Promise<BusinessProfileView | null> {
  const [view] = await loadBusinessViews(db, [id], options);
  if (!view) return null;
  const list = (
    await db
      .select()
      .from(products)
      .where(eq(products.businessId, id))
      .orderBy(asc(products.createdAt), asc(products.id))
  ).map(toProductView);
  return { ...view, products: list };
}
