import type { products } from '../../../db/schema';

type ProductRow = typeof products.$inferSelect;

/** A product or product-service as the API shows it (ProductRecord, sync/schemas/pull.ts). */
export function toProductView(p: ProductRow) {
  return {
    id: p.id,
    businessId: p.businessId,
    kind: p.kind,
    name: p.name,
    description: p.description,
    price: p.price,
    minPrice: p.minPrice,
    maxPrice: p.maxPrice,
    currency: p.currency,
    image: p.image,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}
export type ProductView = ReturnType<typeof toProductView>;
