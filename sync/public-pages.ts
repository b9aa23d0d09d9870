/**
 * The public site's addresses and what each page says about itself: one table read by the client
 * (the document title while browsing) and by the server (the HTML a shared link, a link preview or
 * a search engine gets, server/pages/). docs/screens.md "Public site", docs/product.md "Shared links".
 */

import { HOME_META, SITE_NAME, type PageMeta } from './public-paths';
import type { BusinessRecord } from './schemas/pull';

export * from './public-paths';

/** Each page whose address names no record, home's in ./public-paths.ts. */
export const DIRECTORY_META: PageMeta = {
  title: 'Vendors & Businesses in Uganda',
  description: 'Search Ugandan businesses by category, need and budget. Compare ratings, reviews and prices in USh.',
};
export const CATEGORIES_META: PageMeta = {
  title: 'Business categories',
  description: 'Browse every business category on Soko Uganda: food, beauty, repairs, electronics and more.',
};
export const SERVICES_META: PageMeta = {
  title: 'Products & Services in Uganda',
  description:
    'Compare products and services from Ugandan businesses, with price ranges in USh, ratings and locations.',
};
export const PRODUCT_REVIEWS_META: PageMeta = {
  title: 'Product Reviews',
  description:
    'Honest reviews of products bought in Uganda: prices paid, where to buy, and what other shoppers found helpful.',
};
export const PRIVACY_META: PageMeta = {
  title: 'Privacy Policy',
  description: 'How Soko Uganda collects, uses and protects your personal information.',
};
export const CONTACT_META: PageMeta = {
  title: 'Contact us',
  description: 'Send Soko Uganda a message. We reply within 24 hours.',
};
export const SURVEYS_META: PageMeta = {
  title: 'Surveys',
  description: 'Share your views and help improve business services in Uganda.',
};
export const FAQ_META: PageMeta = { title: 'Frequently asked questions' };
export const HELP_META: PageMeta = { title: 'Help centre' };
export const LOGIN_META: PageMeta = { title: 'Login' };
export const REGISTER_META: PageMeta = { title: 'Create an account' };
export const VERIFY_META: PageMeta = { title: 'Enter your code' };

/** The same, by path, for the server. */
export const STATIC_PAGES = {
  '/': HOME_META,
  '/businesses-directory': DIRECTORY_META,
  '/busines-categories': CATEGORIES_META,
  '/service-and-products': SERVICES_META,
  '/product-reviews': PRODUCT_REVIEWS_META,
  '/privacy-policy': PRIVACY_META,
  '/contact-us': CONTACT_META,
  '/surveys': SURVEYS_META,
  '/faq': FAQ_META,
  '/help': HELP_META,
  '/login': LOGIN_META,
  '/register': REGISTER_META,
  '/verify': VERIFY_META,
} satisfies Record<string, PageMeta>;

export type StaticPagePath = keyof typeof STATIC_PAGES;

/** Pages a search engine should list; the sign-in pages answer but are not indexed. */
export const INDEXED_STATIC_PAGES: ReadonlySet<string> = new Set<StaticPagePath>([
  '/',
  '/businesses-directory',
  '/busines-categories',
  '/service-and-products',
  '/product-reviews',
  '/privacy-policy',
  '/contact-us',
  '/surveys',
  '/faq',
  '/help',
]);

export const NOT_FOUND_META: PageMeta = { title: 'Page Not Found' };

/** '{category} Businesses in Uganda' (docs/screens.md "Category businesses"). */
export function categoryMeta(name: string | null | undefined): PageMeta {
  return {
    title: `${name || 'Category'} Businesses in Uganda`,
    description: `Compare ${name || 'local'} businesses in Uganda: ratings, reviews, prices in USh and locations.`,
    exactTitle: true,
  };
}

/** What a profile's title and description are built from (docs/screens.md "Business profile"). */
export type ProfileMetaSource = Pick<
  BusinessRecord,
  'name' | 'tagline' | 'city' | 'district' | 'subCategory' | 'whatsapp' | 'email' | 'rating' | 'totalReviews'
> & { category: { name: string } | null };

/** Title, description and keywords from name, rating, category, place, reviews and contact. */
export function profileMeta(b: ProfileMetaSource): PageMeta & { keywords: string } {
  const category = b.category?.name ?? 'Business';
  const place = [b.city, b.district].filter(Boolean).join(', ');
  const where = place ? ` in ${place}` : ' in Uganda';
  const reviews = `${b.totalReviews} ${b.totalReviews === 1 ? 'review' : 'reviews'}`;
  const contact = [b.whatsapp && `WhatsApp ${b.whatsapp}`, b.email].filter(Boolean).join(' or ');
  return {
    title: `${b.name} - ${category}${where} | ${b.rating.toFixed(1)}★ (${reviews})`,
    description: [
      `${b.name}: ${b.tagline || category}${where}.`,
      `Rated ${b.rating.toFixed(1)}/5 from ${reviews}.`,
      contact && `Contact on ${contact}.`,
    ]
      .filter(Boolean)
      .join(' '),
    keywords: [b.name, category, b.subCategory, b.city, b.district, 'Uganda', `${category} reviews`]
      .filter(Boolean)
      .join(', '),
    exactTitle: true,
  };
}

/** The one line a shared profile or product link carries (WhatsApp shows it above the preview). */
export function sharePitch(b: { name: string; tagline: string | null; city: string | null; district: string | null }) {
  const place = b.city || b.district;
  return `${b.name}${b.tagline ? ` – ${b.tagline}` : ''}${place ? ` (${place})` : ''} on ${SITE_NAME}`;
}
