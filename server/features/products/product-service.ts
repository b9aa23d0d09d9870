import { and, count, desc, eq, sql } from 'drizzle-orm';
import { businesses, categories, products } from '../../../db/schema';
import { MAX_PRODUCTS_PER_BUSINESS } from '../../../sync/constants';
import {
  PRICE_ORDER_MESSAGE,
  SERVICE_PRICES_REQUIRED,
  hasPriceRange,
  pricesInOrder,
  type ProductCreate,
  type ProductUpdate,
} from '../../../sync/schemas/product';
import { isAdmin, requireVendorAccount } from '../../auth/permissions';
import type { Caller, Deps } from '../../context';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { ownBusiness, visibleBusiness } from '../businesses/business-service';
import { toProductView, type ProductView } from './product-view';
import { writeTx } from '../../../db/client';
import { firstRow } from '../../../db/query';

/**
 * Products and product-services of a business: one list (the `kind` tells them apart), at most
 * MAX_PRODUCTS_PER_BUSINESS together. Only the owner adds or changes them; an admin may delete.
 */
const PRODUCT_NOT_FOUND = 'Product or service not found';
const PRODUCT_LIMIT_MESSAGE = `A business can have at most ${MAX_PRODUCTS_PER_BUSINESS} products or services`;

type Kind = 'product' | 'service';

export async function createProduct(
  deps: Deps,
  caller: Caller | null,
  businessId: number,
  kind: Kind,
  input: ProductCreate,
): Promise<ProductView> {
  await ownBusiness(deps, caller, businessId);
  const row = await writeTx(deps.db, async (tx) => {
    // Counted and inserted in one immediate transaction: two requests cannot both take the last slot.
    const existing =
      (await firstRow(tx.select({ n: count() }).from(products).where(eq(products.businessId, businessId))))?.n ?? 0;
    if (existing >= MAX_PRODUCTS_PER_BUSINESS) throw conflict(PRODUCT_LIMIT_MESSAGE);
    return await firstRow(
      tx
        .insert(products)
        .values({
          businessId,
          kind,
          name: input.name,
          description: input.description ?? '',
          price: input.price ?? null,
          minPrice: input.minPrice ?? null,
          maxPrice: input.maxPrice ?? null,
          currency: input.currency ?? 'UGX',
          image: input.image ?? null,
        })
        .returning(),
    );
  });
  return toProductView(row);
}

async function productOf(deps: Deps, businessId: number, productId: number) {
  const row = await firstRow(
    deps.db
      .select()
      .from(products)
      .where(and(eq(products.id, productId), eq(products.businessId, businessId))),
  );
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return row;
}

/** PATCH: the owner changes some fields; the price rules hold for the result, not just the input. */
export async function updateProduct(
  deps: Deps,
  caller: Caller | null,
  businessId: number,
  productId: number,
  input: ProductUpdate,
): Promise<ProductView> {
  await ownBusiness(deps, caller, businessId);
  const current = await productOf(deps, businessId, productId);
  const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as ProductUpdate;
  if (changes.currency === null) changes.currency = 'UGX';
  if (changes.description === null) changes.description = '';
  const next = { ...current, ...changes };
  if (current.kind === 'service' && !hasPriceRange(next)) throw badRequest(SERVICE_PRICES_REQUIRED);
  if (!pricesInOrder(next)) throw badRequest(PRICE_ORDER_MESSAGE, { maxPrice: PRICE_ORDER_MESSAGE });
  if (Object.keys(changes).length === 0) return toProductView(current);
  const row = await firstRow(
    deps.db
      .update(products)
      .set(changes as Partial<typeof products.$inferInsert>)
      .where(eq(products.id, productId))
      .returning(),
  );
  return toProductView(row);
}

/** DELETE /api/businesses/products/{id} and /api/product-services/{id}: the owner or an admin. */
export async function deleteProduct(deps: Deps, caller: Caller | null, productId: number) {
  const who = requireVendorAccount(caller);
  const row = await firstRow(
    deps.db
      .select({ id: products.id, ownerId: businesses.ownerId })
      .from(products)
      .innerJoin(businesses, eq(businesses.id, products.businessId))
      .where(eq(products.id, productId)),
  );
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  if (row.ownerId !== who.id && !isAdmin(who)) throw forbidden('Only the owner of this business can remove it');
  await deps.db.delete(products).where(eq(products.id, productId));
}

/** One product of a visible business; `personal` when only its owner or an admin may see it. */
export async function getBusinessProduct(deps: Deps, caller: Caller | null, businessId: number, productId: number) {
  const business = await visibleBusiness(deps, caller, businessId);
  return { productService: toProductView(await productOf(deps, businessId, productId)), personal: !business.isActive };
}

export async function listBusinessProducts(deps: Deps, caller: Caller | null, businessId: number) {
  const business = await visibleBusiness(deps, caller, businessId);
  const data = (
    await deps.db
      .select()
      .from(products)
      .where(eq(products.businessId, businessId))
      .orderBy(products.createdAt, products.id)
  ).map(toProductView);
  return { data, personal: !business.isActive };
}

/**
 * GET /api/product-services/all: products and services of active businesses, newest first,
 * each with the business summary a card shows. The total comes from the derived product counts.
 */
export async function listAllProductServices(deps: Deps, filter: { page: number; limit: number; categoryId?: number }) {
  const where = and(
    eq(businesses.isActive, true),
    filter.categoryId === undefined ? undefined : eq(businesses.categoryId, filter.categoryId),
  );
  const total =
    (
      await firstRow(
        deps.db
          .select({ n: sql<number>`coalesce(sum(${businesses.productCount}), 0)` })
          .from(businesses)
          .where(where),
      )
    )?.n ?? 0;
  const rows = await deps.db
    .select({
      product: products,
      business: {
        id: businesses.id,
        name: businesses.name,
        logo: businesses.logo,
        isVerified: businesses.isVerified,
        rating: businesses.rating,
        totalReviews: businesses.totalReviews,
        city: businesses.city,
        district: businesses.district,
        whatsapp: businesses.whatsapp,
        email: businesses.email,
        productCount: businesses.productCount,
      },
      category: { id: categories.id, name: categories.name },
    })
    .from(products)
    .innerJoin(businesses, eq(businesses.id, products.businessId))
    .innerJoin(categories, eq(categories.id, businesses.categoryId))
    .where(where)
    .orderBy(desc(products.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  const data = rows.map(({ product, business, category }) => ({
    ...toProductView(product),
    business: { ...business, category },
  }));
  return { data, total };
}
