import { plural, t } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { BusinessRecord } from '../../sync/schemas/pull';
import { businessPath, formatPriceRange, priceSpan } from '../lib/format';
import { BusinessLogo } from './business-logo';
import { CheckIcon, PinIcon } from './icons';
import { Stars } from './stars';
import { responseTimeText } from '../lib/response-time';

/** A synced record (with products), or an API list item (price bounds and counts only). */
export type BusinessCardData = Pick<
  BusinessRecord,
  'id' | 'name' | 'logo' | 'isVerified' | 'tagline' | 'rating' | 'totalReviews' | 'city' | 'district'
> & {
  /** The response time (docs/product.md "Response time"); absent on a card kept before it was sent. */
  responseMinutes?: number | null;
  products?: BusinessRecord['products'];
  minPrice?: number | null;
  maxPrice?: number | null;
  _count?: { products: number };
  category?: { name: string } | null;
};

/** Where a business is: its city, else its district (docs/screens.md "Business directory", business card). */
function placeOf(b: { city?: string | null; district?: string | null }): string {
  return b.city || b.district || t`Location not specified`;
}

/**
 * A business in a list (docs/screens.md "Business directory"): logo or initials, Verified, tagline,
 * rating and reviews, response time, price range from the products, place, number of services, and the link.
 * Memoized: a list drawn again (a pull page written during a sync) skips the cards whose record is
 * the same object, which the store's hooks keep while a business reads the same
 * (client/store/hooks.ts `useBusinesses`). The language still redraws it (useLingui).
 */
export const BusinessCard = memo(function BusinessCard({
  business,
  defaultRating = 0,
}: {
  business: BusinessCardData;
  defaultRating?: number;
}) {
  // a card kept from a list answer holds no products, only their bounds and count
  const span = business.products?.length
    ? priceSpan(business.products)
    : priceSpan([{ minPrice: business.minPrice, maxPrice: business.maxPrice }]);
  const services = business.products?.length || business._count?.products || 0;
  const rating = business.rating ?? defaultRating;
  const { t } = useLingui();
  const reviews = business.totalReviews;
  return (
    <article className="card biz-card">
      <div className="biz-card-head">
        <BusinessLogo name={business.name} logo={business.logo} size={56} />
        <div className="biz-card-title">
          <h3>{business.name}</h3>
          {business.isVerified && (
            <span className="badge badge-verified">
              <CheckIcon size={14} /> <Trans>Verified</Trans>
            </span>
          )}
        </div>
      </div>
      {business.tagline && <p className="muted line-clamp-2 biz-tagline">{business.tagline}</p>}
      <p className="meta-line">
        <Stars rating={rating} />
        <span>
          <Plural value={reviews} one="(# review)" other="(# reviews)" />
        </span>
      </p>
      {responseTimeText(business.responseMinutes) && (
        <p className="meta-line biz-response">{responseTimeText(business.responseMinutes)}</p>
      )}
      <p className="biz-price">{span ? formatPriceRange(span.min, span.max) : t`Price on request`}</p>
      <p className="meta-line">
        <PinIcon size={16} />
        <span>{placeOf(business)}</span>
      </p>
      <p className="meta-line">
        {[business.category?.name, t`${plural(services, { one: '# service', other: '# services' })}`]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <Link className="btn btn-outline btn-block biz-card-link" to={businessPath(business)}>
        {/* the name stays out of the message: Trans would read a tag typed in it as one of its own */}
        <Trans>View Business Profile</Trans>
        <span className="visually-hidden">: {business.name}</span>
      </Link>
    </article>
  );
});
