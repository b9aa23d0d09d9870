import { msg } from '@lingui/core/macro';

/** The header's links (docs/screens.md "Header and footer"), shared by the desktop bar and the mobile menu. */
export const NAV_LINKS = [
  { to: '/businesses-directory', label: msg`Vendors & Businesses` },
  { to: '/busines-categories', label: msg`Categories` },
  { to: '/service-and-products', label: msg`Products & Services` },
  { to: '/product-reviews', label: msg`Product Reviews` },
  { to: '/contact-us', label: msg`Contact` },
  { to: '/surveys', label: msg`Surveys` },
] as const;
