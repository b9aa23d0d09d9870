/**
 * The public site's addresses and what each page says about itself: one table read by the client
 * (the document title while browsing) and by the server (the HTML a shared link, a link preview or
 * a search engine gets, server/pages/). docs/screens.md "Public site", docs/product.md "Shared links".
 */

import { i18n as appI18n, type I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { HOME_META, SITE_NAME, type PageMeta } from './public-paths';
import type { BusinessRecord } from './schemas/pull';

export * from './public-paths';

/** Each page whose address names no record, home's in ./public-paths.ts. */
export const DIRECTORY_META: PageMeta = {
  title: msg`Vendors & Businesses in Uganda`,
  description: msg`Search Ugandan businesses by category, need and budget. Compare ratings, reviews and prices in USh.`,
};
export const CATEGORIES_META: PageMeta = {
  title: msg`Business categories`,
  description: msg`Browse every business category on Soko Uganda: food, beauty, repairs, electronics and more.`,
};
export const SERVICES_META: PageMeta = {
  title: msg`Products & Services in Uganda`,
  description: msg`Compare products and services from Ugandan businesses, with price ranges in USh, ratings and locations.`,
};
export const PRODUCT_REVIEWS_META: PageMeta = {
  title: msg`Product Reviews`,
  description: msg`Honest reviews of products bought in Uganda: prices paid, where to buy, and what other shoppers found helpful.`,
};
export const PRIVACY_META: PageMeta = {
  title: msg`Privacy Policy`,
  description: msg`How Soko Uganda collects, uses and protects your personal information.`,
};
export const CONTACT_META: PageMeta = {
  title: msg`Contact us`,
  description: msg`Send Soko Uganda a message. We reply within 24 hours.`,
};
export const SURVEYS_META: PageMeta = {
  title: msg`Surveys`,
  description: msg`Share your views and help improve business services in Uganda.`,
};
export const FAQ_META: PageMeta = { title: msg`Frequently asked questions` };
export const HELP_META: PageMeta = { title: msg`Help centre` };
export const LOGIN_META: PageMeta = { title: msg`Login` };
export const REGISTER_META: PageMeta = { title: msg`Create an account` };
export const VERIFY_META: PageMeta = { title: msg`Enter your code` };

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

type StaticPagePath = keyof typeof STATIC_PAGES;

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

export const NOT_FOUND_META: PageMeta = { title: msg`Page Not Found` };

/**
 * '{category} Businesses in Uganda' (docs/screens.md "Category businesses"), in `i18n`'s language
 * (the app's by default; the server passes the page's).
 */
export function categoryMeta(
  name: string | null | undefined,
  i18n: I18n = appI18n,
): PageMeta & { title: string; description: string } {
  return name
    ? {
        title: i18n._(msg`${name} Businesses in Uganda`),
        description: i18n._(msg`Compare ${name} businesses in Uganda: ratings, reviews, prices in USh and locations.`),
        exactTitle: true,
      }
    : {
        title: i18n._(msg`Category Businesses in Uganda`),
        description: i18n._(msg`Compare local businesses in Uganda: ratings, reviews, prices in USh and locations.`),
        exactTitle: true,
      };
}

/** What a profile's title and description are built from (docs/screens.md "Business profile"). */
export type ProfileMetaSource = Pick<
  BusinessRecord,
  'name' | 'tagline' | 'city' | 'district' | 'subCategory' | 'whatsapp' | 'email' | 'rating' | 'totalReviews'
> & { category: { name: string } | null };

/**
 * Title, description and keywords from name, rating, category, place, reviews and contact, in
 * `i18n`'s language (the app's by default; the server passes the page's).
 */
export function profileMeta(
  b: ProfileMetaSource,
  i18n: I18n = appI18n,
): PageMeta & { title: string; description: string; keywords: string } {
  const category = b.category?.name ?? i18n._(msg`Business`);
  const place = [b.city, b.district].filter(Boolean).join(', ');
  const where = place ? i18n._(msg` in ${place}`) : i18n._(msg` in Uganda`);
  const count = b.totalReviews;
  const reviews = i18n._(msg`${plural(count, { one: '# review', other: '# reviews' })}`);
  const whatsapp = b.whatsapp;
  const contact = [whatsapp && i18n._(msg`WhatsApp ${whatsapp}`), b.email].filter(Boolean).join(i18n._(msg` or `));
  const name = b.name;
  const rating = b.rating.toFixed(1);
  const about = b.tagline || category;
  return {
    title: `${name} - ${category}${where} | ${rating}★ (${reviews})`,
    description: [
      `${name}: ${about}${where}.`,
      i18n._(msg`Rated ${rating}/5 from ${reviews}.`),
      contact && i18n._(msg`Contact on ${contact}.`),
    ]
      .filter(Boolean)
      .join(' '),
    keywords: [name, category, b.subCategory, b.city, b.district, 'Uganda', i18n._(msg`${category} reviews`)]
      .filter(Boolean)
      .join(', '),
    exactTitle: true,
  };
}

/** The one line a shared profile or product link carries (WhatsApp shows it above the preview). */
export function sharePitch(
  b: { name: string; tagline: string | null; city: string | null; district: string | null },
  i18n: I18n = appI18n,
) {
  const place = b.city || b.district;
  const business = `${b.name}${b.tagline ? ` – ${b.tagline}` : ''}${place ? ` (${place})` : ''}`;
  const site = SITE_NAME;
  return i18n._(msg`${business} on ${site}`);
}
