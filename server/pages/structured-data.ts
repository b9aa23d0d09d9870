/**
 * schema.org JSON-LD for a business profile (docs/product.md "Shared links"): a LocalBusiness with
 * its address, its rating and its products and services as offers with their USh prices.
 */
import { RATING_MAX } from '../../sync/constants';
import { businessPath } from '../../sync/public-pages';
import type { BusinessRecord, ProductRecord } from '../../sync/schemas/pull';
import { businessPreview } from './preview-images';

const ISO_CURRENCY: Record<string, string> = { USh: 'UGX', UGX: 'UGX', USD: 'USD' };

function priceSpecification(p: Pick<ProductRecord, 'currency' | 'price' | 'minPrice' | 'maxPrice'>) {
  const priceCurrency = ISO_CURRENCY[p.currency] ?? 'UGX';
  if (p.price !== null) return { '@type': 'PriceSpecification', price: p.price, priceCurrency };
  if (p.minPrice !== null || p.maxPrice !== null) {
    return {
      '@type': 'PriceSpecification',
      minPrice: p.minPrice ?? undefined,
      maxPrice: p.maxPrice ?? undefined,
      priceCurrency,
    };
  }
  return undefined;
}

function offer(p: ProductRecord) {
  return {
    '@type': 'Offer',
    itemOffered: {
      '@type': p.kind === 'service' ? 'Service' : 'Product',
      name: p.name,
      description: p.description || undefined,
    },
    priceSpecification: priceSpecification(p),
  };
}

/** 'USh 15,000 – 120,000': the range over the products, as schema.org's free-text priceRange. */
function priceRange(products: ProductRecord[]): string | undefined {
  const prices = products.flatMap((p) => [p.price, p.minPrice, p.maxPrice]).filter((v): v is number => v !== null);
  if (prices.length === 0) return undefined;
  const n = new Intl.NumberFormat('en-US');
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  return low === high ? `USh ${n.format(low)}` : `USh ${n.format(low)} – ${n.format(high)}`;
}

const absolute = (origin: string, path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path}`);

export function businessStructuredData(b: BusinessRecord, origin: string) {
  const url = `${origin}${businessPath(b)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': url,
    url,
    name: b.name,
    description: b.description || b.tagline || undefined,
    image: absolute(origin, b.logo ?? businessPreview(b).path),
    telephone: b.whatsapp || undefined,
    email: b.email || undefined,
    sameAs: b.website ? [b.website] : undefined,
    address: {
      '@type': 'PostalAddress',
      addressLocality: b.city || undefined,
      addressRegion: b.district || undefined,
      addressCountry: 'UG',
    },
    priceRange: priceRange(b.products ?? []),
    currenciesAccepted: 'UGX',
    aggregateRating:
      b.totalReviews > 0
        ? {
            '@type': 'AggregateRating',
            ratingValue: Number(b.rating.toFixed(1)),
            reviewCount: b.totalReviews,
            bestRating: RATING_MAX,
            worstRating: 1,
          }
        : undefined,
    makesOffer: b.products?.length ? b.products.map(offer) : undefined,
  };
}

/**
 * The products and services a page lists (server/pages/market-pages.ts), as an ItemList of
 * offers, each with its price in UGX and the business that makes it.
 */
export function servicesStructuredData(
  services: readonly (Pick<ProductRecord, 'name' | 'description' | 'price' | 'minPrice' | 'maxPrice'> & {
    business: { id: number; name: string; city: string | null; district: string | null };
  })[],
  origin: string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: services.map((s, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      item: {
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name: s.name, description: s.description || undefined },
        priceSpecification: priceSpecification({ ...s, currency: 'UGX' }),
        offeredBy: { '@type': 'LocalBusiness', name: s.business.name, url: `${origin}${businessPath(s.business)}` },
      },
    })),
  };
}

function author(user: { firstName: string; lastName: string }) {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return name ? { '@type': 'Person', name } : undefined;
}

/** A page of product reviews (server/pages/market-pages.ts): each a Review of the product it names. */
export function productReviewsStructuredData(
  reviews: readonly {
    name: string;
    rating: number;
    comment: string | null;
    createdAt: string;
    user: { firstName: string; lastName: string };
  }[],
  origin: string,
  path: string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    url: `${origin}${path}`,
    itemListElement: reviews.map((r, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      item: {
        '@type': 'Review',
        itemReviewed: { '@type': 'Product', name: r.name },
        reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: RATING_MAX, worstRating: 1 },
        author: author(r.user),
        datePublished: r.createdAt.slice(0, 10),
        reviewBody: r.comment || undefined,
      },
    })),
  };
}
