/** The services list's filters (docs/screens.md "Products and services"): text, category, and price by each maximum. */
import { SERVICE_PRICE_FILTERS } from '../../../sync/constants';
import type { BusinessRecord, ProductRecord } from '../../../sync/schemas/pull';

/** What a service's card shows of its business (service-card.tsx): the server's page sends no more. */
export type ServiceBusiness = Pick<
  BusinessRecord,
  'id' | 'name' | 'logo' | 'categoryId' | 'rating' | 'totalReviews' | 'city' | 'district'
> & { category: { name: string }; productCount: number };

/** A product or service as the list shows it, with its business's card. */
export type ServiceItem = Pick<ProductRecord, 'id' | 'name' | 'description' | 'price' | 'minPrice' | 'maxPrice'> & {
  business: ServiceBusiness;
};
export type PriceFilterId = (typeof SERVICE_PRICE_FILTERS)[number]['id'];

/** The card's part of a business; `productCount` is how many products and services it lists. */
export function serviceBusiness(b: ServiceBusiness): ServiceBusiness {
  const { id, name, logo, categoryId, rating, totalReviews, city, district, productCount } = b;
  return {
    id,
    name,
    logo,
    categoryId,
    rating,
    totalReviews,
    city,
    district,
    category: { name: b.category.name },
    productCount,
  };
}

/** The card's part of a product or service. */
export function serviceItem(p: Omit<ServiceItem, 'business'>, business: ServiceBusiness): ServiceItem {
  const { id, name, description, price, minPrice, maxPrice } = p;
  return { id, name, description, price, minPrice, maxPrice, business };
}

/** Every product and service of `businesses`, in their order, each business's in its own. */
export function servicesOf(businesses: readonly BusinessRecord[]): ServiceItem[] {
  return businesses.flatMap((b) => {
    const business = serviceBusiness({ ...b, productCount: b.products.length });
    return b.products.map((p) => serviceItem(p, business));
  });
}

/** A service's maximum price: its max, else its single price, else its min. */
function maxPriceOf(s: Pick<ProductRecord, 'maxPrice' | 'price' | 'minPrice'>): number | null {
  return s.maxPrice ?? s.price ?? s.minPrice;
}

/** Bounds inclusive: a service at exactly 100,000 is both 'Under 100K' and '100K - 500K'. */
function inPriceFilter(s: ServiceItem, id: PriceFilterId | ''): boolean {
  if (!id) return true;
  const f = SERVICE_PRICE_FILTERS.find((p) => p.id === id);
  const max = maxPriceOf(s);
  return !f || (max !== null && max >= f.min && max <= f.max);
}

export function filterServices(
  items: readonly ServiceItem[],
  filter: { text: string; categoryId: number | null; price: PriceFilterId | '' },
): ServiceItem[] {
  const words = filter.text.toLowerCase().split(/\s+/).filter(Boolean);
  return items.filter((s) => {
    if (filter.categoryId !== null && s.business.categoryId !== filter.categoryId) return false;
    if (!inPriceFilter(s, filter.price)) return false;
    const text = `${s.name} ${s.description} ${s.business.name} ${s.business.category.name}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}

/** The category filter's options: the categories of the loaded businesses, by name. */
export function categoriesOf(businesses: readonly BusinessRecord[]): { id: number; name: string }[] {
  return byName(businesses.map((b) => ({ id: b.categoryId, name: b.category.name })));
}

/** Categories once each, named, by name (the server's page orders its own so: server/pages/market-pages.ts). */
export function byName(categories: readonly { id: number; name: string }[]): { id: number; name: string }[] {
  const seen = new Map<number, string>();
  for (const c of categories) if (c.name) seen.set(c.id, c.name);
  return [...seen].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}
