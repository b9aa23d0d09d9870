/**
 * A category's sort lives in its address, `?sortBy=` (docs/screens.md "Category businesses"):
 * the server sends a page for each sort (server/pages/public-pages.ts) and the app reads and writes
 * the same parameter, so the server's copy and the app show the same list at takeover.
 */
import { useSearchParams } from 'react-router-dom';
import { CATEGORY_SORT_OPTIONS } from '../../../sync/constants';

export type CategorySort = (typeof CATEGORY_SORT_OPTIONS)[number];

/** The name of the sort in the query string, which the sort's form submits too (./category-view.tsx). */
export const CATEGORY_SORT_QUERY = 'sortBy';

/** One of CATEGORY_SORT_OPTIONS; anything else is relevance. */
export function categorySort(value: string | null | undefined): CategorySort {
  return CATEGORY_SORT_OPTIONS.find((s) => s === value) ?? 'relevance';
}

/** The sort an address asks for. */
export function readCategorySort(params: URLSearchParams): CategorySort {
  return categorySort(params.get(CATEGORY_SORT_QUERY));
}

/** `params` with `sort` in them: no sortBy for relevance, the page itself; the rest (a `lang`) kept. */
export function writeCategorySort(params: URLSearchParams, sort: CategorySort): URLSearchParams {
  const next = new URLSearchParams(params);
  if (sort === 'relevance') next.delete(CATEGORY_SORT_QUERY);
  else next.set(CATEGORY_SORT_QUERY, sort);
  return next;
}

/** The page's sort, from its address; a choice replaces the address (the same page, in another order). */
export function useCategorySort(): [CategorySort, (sort: CategorySort) => void] {
  const [params, setParams] = useSearchParams();
  return [readCategorySort(params), (sort) => setParams((now) => writeCategorySort(now, sort), { replace: true })];
}
