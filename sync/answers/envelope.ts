/** The shapes many answers share (sync/api-contract.ts). */

/** A write that only says it was done, in words a screen may show. */
export type Done = { success: true; message: string };

/**
 * Where one page of a list stands: `page` and `limit` as the server took them (a limit above the
 * list's maximum is cut to it), `total` rows in all, and how many pages of `limit` they make. The
 * count of pages goes under both names the spec's calls read, `totalPages` (GET /product-reviews)
 * and `pages` (GET /surveys/:id/responses), always equal, on every page of every list, so that no
 * reader has to know which list it reads. No rows make 0 pages. Built by `pagination()` only.
 */
export type Pagination = { page: number; limit: number; total: number; totalPages: number; pages: number };

/**
 * Every list answer: `success` and the rows under the list's own name, the one the spec gives it
 * (`data`, `businesses`, `surveys`, `responses`, …). A list that is not paged is answered whole:
 * its length is its count, and it carries neither `total` nor `pagination`.
 */
export type ListAnswer<Name extends string, Row> = { success: true } & { [N in Name]: Row[] };

/** A list answered a page at a time: the same envelope with its `pagination`. */
export type PagedAnswer<Name extends string, Row> = ListAnswer<Name, Row> & { pagination: Pagination };

/** The `pagination` of the page `page` of `limit` rows out of `total` (server and client alike). */
export function pagination({ page, limit }: { page: number; limit: number }, total: number): Pagination {
  const pages = Math.ceil(total / limit);
  return { page, limit, total, totalPages: pages, pages };
}
