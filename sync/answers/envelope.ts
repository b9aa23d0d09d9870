/** The shapes many answers share (sync/api-contract.ts). */

/** A write that only says it was done, in words a screen may show. */
export type Done = { success: true; message: string };

/** A page of a list: `page` and `limit` as asked, `total` rows, `totalPages` of them. */
export type Pagination = { page: number; limit: number; total: number; totalPages: number };

/** The same page as some lists count it (admin lists, a user's searches): `pages` for `totalPages`. */
export type PagePagination = Omit<Pagination, 'totalPages'> & { pages: number };
