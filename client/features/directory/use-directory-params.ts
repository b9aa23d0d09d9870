/**
 * The directory's filters live in the query string (docs/screens.md "Business directory"):
 * categoryId and service (the category's name), query (the need), priceRange (the budget text) and
 * sortBy.
 */
import { useSearchParams } from 'react-router-dom';
import { SORT_OPTIONS, type SortOption } from '../../../sync/constants';

/** The directory's address; the server sends a page for each set of its filters (server/pages/public-pages.ts). */
export const DIRECTORY_PATH = '/businesses-directory';

/** The name of each filter in the query string, which the filters' form submits too (./directory-filters.tsx). */
export const DIRECTORY_QUERY = {
  categoryId: 'categoryId',
  service: 'service',
  query: 'query',
  priceRange: 'priceRange',
  sortBy: 'sortBy',
} as const satisfies Record<keyof DirectoryParams, string>;

export type DirectoryParams = {
  categoryId: number | undefined;
  service: string;
  query: string;
  priceRange: string;
  sortBy: SortOption;
};

export function readDirectoryParams(params: URLSearchParams): DirectoryParams {
  const id = Number(params.get(DIRECTORY_QUERY.categoryId));
  const sort = params.get(DIRECTORY_QUERY.sortBy) as SortOption | null;
  return {
    categoryId: Number.isInteger(id) && id > 0 ? id : undefined,
    service: params.get(DIRECTORY_QUERY.service) ?? '',
    query: params.get(DIRECTORY_QUERY.query) ?? '',
    priceRange: params.get(DIRECTORY_QUERY.priceRange) ?? '',
    sortBy: sort && SORT_OPTIONS.includes(sort) ? sort : 'relevance',
  };
}

export function writeDirectoryParams(p: DirectoryParams): URLSearchParams {
  const out = new URLSearchParams();
  if (p.query.trim()) out.set(DIRECTORY_QUERY.query, p.query.trim());
  if (p.priceRange.trim()) out.set(DIRECTORY_QUERY.priceRange, p.priceRange.trim());
  if (p.categoryId !== undefined) {
    if (p.service) out.set(DIRECTORY_QUERY.service, p.service);
    out.set(DIRECTORY_QUERY.categoryId, String(p.categoryId));
  }
  out.set(DIRECTORY_QUERY.sortBy, p.sortBy);
  return out;
}

export function useDirectoryParams(): [DirectoryParams, (next: Partial<DirectoryParams>) => void] {
  const [params, setParams] = useSearchParams();
  const current = readDirectoryParams(params);
  const update = (next: Partial<DirectoryParams>) =>
    setParams(writeDirectoryParams({ ...current, ...next }), { replace: false });
  return [current, update];
}
