import type { AdminIconName } from './admin-icons';

/** The admin sidebar: every screen of docs/screens.md "Admin area", in the order an admin works through them. */
export type AdminNavItem = { to: string; label: string; icon: AdminIconName };

export const ADMIN_NAV: readonly AdminNavItem[] = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: 'dashboard' },
  { to: '/admin/all-users', label: 'Users', icon: 'users' },
  { to: '/admin/all-businesses', label: 'Businesses', icon: 'store' },
  { to: '/admin/verification', label: 'Verification', icon: 'shield' },
  { to: '/admin/all-categories', label: 'Categories', icon: 'tag' },
  { to: '/admin/all-requests', label: 'Requests', icon: 'request' },
  { to: '/admin/all-reviews', label: 'Reviews', icon: 'star' },
  { to: '/admin/all-product-reviews', label: 'Product Reviews', icon: 'bag' },
  { to: '/admin/all-messages', label: 'Messages', icon: 'mail' },
  { to: '/admin/reported-users', label: 'Reported Users', icon: 'flag' },
  { to: '/admin/all-deliveries', label: 'Deliveries', icon: 'truck' },
  { to: '/admin/surveys', label: 'Surveys', icon: 'chart' },
  { to: '/admin/audit-log', label: 'Audit Log', icon: 'request' },
];
