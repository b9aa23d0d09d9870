/** The header's links (docs/screens.md "Header and footer"), shared by the desktop bar and the mobile menu. */
export const NAV_LINKS = [
  { to: '/businesses-directory', label: 'Vendors & Businesses' },
  { to: '/busines-categories', label: 'Categories' },
  { to: '/service-and-products', label: 'Products & Services' },
  { to: '/product-reviews', label: 'Product Reviews' },
  { to: '/contact-us', label: 'Contact' },
  { to: '/surveys', label: 'Surveys' },
] as const;
