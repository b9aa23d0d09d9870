import { t } from '@lingui/core/macro';
import { formatUSh } from '../../sync/money';

type Budget = { budget?: number | null; minPrice?: number | null; maxPrice?: number | null };

/**
 * A request's budget as the customer gave it (docs/product.md "Requests and quotes": a range or
 * not sure), the same on My Searches, Get quotes' preview and the vendor's leads:
 * "USh 200,000 – 400,000", "Up to USh 400,000", "From USh 200,000"; an old request without a range
 * shows its one figure; null when the customer gave none.
 */
export function budgetRange({ budget, minPrice, maxPrice }: Budget): string | null {
  const min = minPrice ?? null;
  const max = maxPrice ?? null;
  if (min !== null && max !== null) {
    // the currency once: "USh 200,000 – 400,000"
    return min === max ? formatUSh(min) : `${formatUSh(min)} – ${formatUSh(max).slice('USh '.length)}`;
  }
  if (max !== null) {
    const amount = formatUSh(max);
    return t`Up to ${amount}`;
  }
  if (min !== null) {
    const amount = formatUSh(min);
    return t`From ${amount}`;
  }
  return budget ? formatUSh(budget) : null;
}

/** The budget line of a request: the range, or "Not sure" when the customer gave none. */
export function budgetText(search: Budget): string {
  return budgetRange(search) ?? t`Not sure`;
}
