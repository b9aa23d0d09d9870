import { t } from '@lingui/core/macro';
import type { ProductRecord } from '../../../sync/schemas/pull';
import { formatPriceRange } from '../../lib/format';

/** A product's price, its range, or 'Contact for pricing' (docs/screens.md "Conventions of every screen"). */
export function priceText(p: Pick<ProductRecord, 'price' | 'minPrice' | 'maxPrice'>): string {
  return formatPriceRange(p.minPrice ?? p.price, p.maxPrice ?? p.price) ?? t`Contact for pricing`;
}
