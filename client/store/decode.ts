/** Wire rows of a pull page (sync/protocol.ts step 3) back into the records the screens read. */
import {
  BUSINESS_COLS,
  CATEGORY_COLS,
  DELTA_COLS,
  PRODUCT_COLS,
  PRODUCT_REVIEW_COLS,
  REVIEW_COLS,
  fromEpochMinutes,
  rowCodec,
  type PullResponse,
  type Row,
} from '../../sync/protocol';
import { resolveStrings } from '../../sync/pull-strings';
import { parseBusinessHours } from '../../sync/schemas/hours';
import type { BusinessRecord, BusinessReviewRecord, ProductRecord, ProductReviewRecord } from '../../sync/schemas/pull';
import type { StoredBusiness, StoredCategory } from './db';
import { sortKeys } from './directory-query';

const str = (v: unknown) => (v === null || v === undefined ? null : String(v));
const num = (v: unknown) => (typeof v === 'number' ? v : null);
const MINUTE = 60_000;
const later = (createdAt: string, minutes: unknown) =>
  typeof minutes === 'number' ? new Date(Date.parse(createdAt) + minutes * MINUTE).toISOString() : createdAt;

type PageTable = 'categories' | 'businesses' | 'reviews' | 'productReviews';

/**
 * Decodes one page a slice of rows at a time, so the store can write between slices. Each
 * table's slices must come in page order: delta columns depend on the row before (products'
 * across the businesses of the page).
 */
export function pageDecoder(page: PullResponse) {
  const category = rowCodec(CATEGORY_COLS, DELTA_COLS.categories);
  const business = rowCodec(BUSINESS_COLS, DELTA_COLS.businesses);
  const product = rowCodec(PRODUCT_COLS, DELTA_COLS.products);
  const review = rowCodec(REVIEW_COLS, DELTA_COLS.reviews);
  const productReview = rowCodec(PRODUCT_REVIEW_COLS, DELTA_COLS.productReviews);
  const resolved = (table: PageTable, rows: Row[]) => {
    resolveStrings({ cursor: page.cursor, hasMore: page.hasMore, strings: page.strings, [table]: rows });
    return rows;
  };
  return {
    categories: (rows: Row[]) => resolved('categories', rows).map((row) => decodeCategory(category.decode(row))),
    businesses: (rows: Row[]) =>
      resolved('businesses', rows).map((row) => decodeBusiness(business.decode(row), product.decode)),
    reviews: (rows: Row[]) => resolved('reviews', rows).map((row) => decodeReview(review.decode(row))),
    productReviews: (rows: Row[]) =>
      resolved('productReviews', rows).map((row) => decodeProductReview(productReview.decode(row))),
  };
}

/** Every table of one page, decoded at once. */
export function decodePage(page: PullResponse) {
  const decode = pageDecoder(page);
  return {
    categories: decode.categories(page.categories ?? []),
    businesses: decode.businesses(page.businesses ?? []),
    reviews: decode.reviews(page.reviews ?? []),
    productReviews: decode.productReviews(page.productReviews ?? []),
  };
}

type Decoded<C extends readonly string[]> = Record<C[number], unknown>;

function decodeCategory(c: Decoded<typeof CATEGORY_COLS>): StoredCategory {
  const createdAt = fromEpochMinutes(c.createdAt);
  return {
    id: Number(c.id),
    name: String(c.name),
    emoji: String(c.emoji ?? '🏷️'),
    description: String(c.description ?? ''),
    tags: String(c.tags ?? ''),
    image: str(c.image),
    createdAt,
    updatedAt: later(createdAt, c.updatedAt),
    isActive: c.inactive !== 1,
  };
}

function decodeProduct(businessId: number, p: Decoded<typeof PRODUCT_COLS>): ProductRecord {
  const createdAt = fromEpochMinutes(p.createdAt);
  return {
    id: Number(p.id),
    businessId,
    kind: p.kind === 'service' ? 'service' : 'product',
    name: String(p.name),
    description: String(p.description ?? ''),
    price: num(p.price),
    minPrice: num(p.minPrice),
    maxPrice: num(p.maxPrice),
    currency: str(p.currency) ?? 'UGX',
    image: str(p.image),
    createdAt,
    updatedAt: later(createdAt, p.updatedAt),
  };
}

/** A decoded business; `keepProducts` when its row came without products (step 3). */
export type DecodedBusiness = StoredBusiness & { keepProducts?: true };

function decodeBusiness(
  b: Decoded<typeof BUSINESS_COLS>,
  decodeProductRow: (row: Row) => Decoded<typeof PRODUCT_COLS>,
): DecodedBusiness {
  const id = Number(b.id);
  const keep = b.products === null;
  const products = ((b.products as Row[] | null) ?? []).map((p) => decodeProduct(id, decodeProductRow(p)));
  const record: Omit<BusinessRecord, 'category'> = {
    id,
    categoryId: Number(b.categoryId),
    name: String(b.name),
    rating: num(b.rating) ?? 0,
    totalReviews: num(b.totalReviews) ?? 0,
    visits: num(b.visits) ?? 0,
    isVerified: b.isVerified === 1,
    isActive: true,
    city: str(b.city),
    district: str(b.district),
    tagline: str(b.tagline),
    description: str(b.description),
    subCategory: str(b.subCategory),
    whatsapp: str(b.whatsapp),
    email: str(b.email),
    website: str(b.website),
    tiktokUsername: str(b.tiktokUsername),
    logo: str(b.logo),
    responseMinutes: num(b.responseMinutes),
    verifiedAt: typeof b.verifiedAt === 'number' ? fromEpochMinutes(b.verifiedAt) : null,
    verifiedChecks: str(b.verifiedChecks),
    hours: parseBusinessHours(b.hours),
    _count: { reviews: num(b.totalReviews) ?? 0, products: products.length },
    products,
  };
  return keep ? { ...withSearchFields(record), keepProducts: true } : withSearchFields(record);
}

/**
 * A business row sent without products (unchanged): the products the device holds stay. A
 * business it did not hold goes into `need` (asked for on the next pull, step 3); one that came
 * with its products leaves it.
 */
export function withKeptProducts(
  incoming: DecodedBusiness,
  stored: StoredBusiness | undefined,
  need: Set<number>,
): StoredBusiness {
  const { keepProducts, ...business } = incoming;
  if (!keepProducts) {
    need.delete(business.id);
    return business;
  }
  if (!stored) need.add(business.id);
  const products = stored?.products ?? [];
  const { text: _text, low: _low, high: _high, order: _order, ...record } = business;
  return withSearchFields({ ...record, products, _count: { ...record._count, products: products.length } });
}

/** Adds the lower-cased search text and the price bounds the directory filters on, and its sort keys. */
export function withSearchFields(b: Omit<BusinessRecord, 'category'>): StoredBusiness {
  const lows = b.products.map((p) => p.minPrice ?? p.price).filter((n): n is number => n !== null);
  const highs = b.products.map((p) => p.maxPrice ?? p.price).filter((n): n is number => n !== null);
  const text = [b.name, b.tagline, b.description, b.subCategory, ...b.products.flatMap((p) => [p.name, p.description])]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
  const low = lows.length ? Math.min(...lows) : null;
  const high = highs.length ? Math.max(...highs) : null;
  return { ...b, text, low, high, order: sortKeys({ ...b, low, high }) };
}

/** The columns both kinds of review carry: who wrote it, when, its stars, words and flag. */
type ReviewCore = Record<(typeof REVIEW_COLS)[number] & (typeof PRODUCT_REVIEW_COLS)[number], unknown>;

function decodeReviewCore(r: ReviewCore) {
  return {
    id: Number(r.id),
    userId: Number(r.userId),
    user: { firstName: String(r.firstName ?? ''), lastName: String(r.lastName ?? '') },
    rating: Number(r.rating),
    comment: str(r.comment),
    isFlagged: r.isFlagged === 1,
    createdAt: fromEpochMinutes(r.createdAt),
  };
}

function decodeReview(r: Decoded<typeof REVIEW_COLS>): BusinessReviewRecord {
  const core = decodeReviewCore(r);
  return {
    ...core,
    businessId: Number(r.businessId),
    status: 'APPROVED',
    user: { ...core.user, avatar: str(r.avatar) },
    hired: r.hired === 1,
    reply:
      r.reply === null || r.reply === undefined
        ? null
        : { text: String(r.reply), createdAt: fromEpochMinutes(r.repliedAt) },
  };
}

function decodeProductReview(r: Decoded<typeof PRODUCT_REVIEW_COLS>): ProductReviewRecord {
  return {
    ...decodeReviewCore(r),
    categoryId: Number(r.categoryId),
    name: String(r.name),
    upvotes: num(r.upvotes) ?? 0,
    downvotes: num(r.downvotes) ?? 0,
    boughtFrom: str(r.boughtFrom),
    amount: str(r.amount),
    imageUrl: str(r.imageUrl),
    image: str(r.image),
  };
}
