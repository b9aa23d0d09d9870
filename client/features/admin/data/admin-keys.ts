/**
 * The keys of the admin's lists in the server-state client (lib/server-state.ts, under the
 * admin's account). Every list sits under `adminKeys.all`, so the area's answers go together on
 * sign-out (query-store.ts); under its name, each page of a list is keyed by what its answer
 * depends on: the filters, the search and the page.
 */
export type AdminList =
  | 'stats'
  | 'users'
  | 'businesses'
  | 'verification'
  | 'categories'
  | 'requests'
  | 'reviews'
  | 'product-reviews'
  | 'messages'
  | 'reports'
  | 'deliveries'
  | 'surveys'
  | 'survey-responses'
  | 'audit-log';

/** What a list's answer depends on, besides the list itself. */
type ListFilters = Readonly<Record<string, string | number>>;

export const adminKeys = {
  all: ['admin'] as const,
  /** Every page, filter and search of one list: what a change to one of its rows makes out of date. */
  lists: (name: AdminList) => [...adminKeys.all, name] as const,
  /** One page of a list, as the screen asks for it. */
  list: (name: AdminList, filters: ListFilters = {}) => [...adminKeys.lists(name), filters] as const,
  /** The unread contact messages behind the notification bell (layout/unread-count.ts). */
  unreadCount: () => [...adminKeys.all, 'unread-count'] as const,
};

/** The key of an admin list: under `adminKeys.all`, so that sign-out removes it. */
export type AdminListKey = ReturnType<typeof adminKeys.list>;
