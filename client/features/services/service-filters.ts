/** The services list's filters (docs/screens.md "Products and services"): text, category, and price by each maximum. */
import { SERVICE_PRICE_FILTERS } from '../../../sync/constants';
import type { BusinessRecord, ProductRecord } from '../../../sync/schemas/pull';

export type ServiceItem = ProductRecord & { business: BusinessRecord };
export type PriceFilterId = (typeof SERVICE_PRICE_FILTERS)[number]['id'];

export function servicesOf(businesses: readonly BusinessRecord[]): ServiceItem[] {
  return businesses.flatMap((business) => business.products.map((p) => ({ ...p, business })));
}

/** A service's maximum price: its max, else its single price, else its min. */
export function maxPriceOf(s: Pick<ProductRecord, 'maxPrice' | 'price' | 'minPrice'>): number | null {
  return s.maxPrice ?? s.price ?? s.minPrice;
}

/** Bounds inclusive: a service at exactly 100,000 is both 'Under 100K' and '100K - 500K'. */
export function inPriceFilter(s: ServiceItem, id: PriceFilterId | ''): boolean {
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
  const seen = new Map<number, string>();
  for (const b of businesses) if (b.category.name) seen.set(b.categoryId, b.category.name);
  return [...seen].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}
