/**
 * The directory's filters live in the query string (docs/screens.md "Business directory"):
 * categoryId and service (the category's name), query (the need), priceRange (the budget text) and
 * sortBy.
 */
import { useSearchParams } from 'react-router-dom';
import { SORT_OPTIONS, type SortOption } from '../../../sync/constants';

export type DirectoryParams = {
  categoryId: number | undefined;
  service: string;
  query: string;
  priceRange: string;
  sortBy: SortOption;
};

export function readDirectoryParams(params: URLSearchParams): DirectoryParams {
  const id = Number(params.get('categoryId'));
  const sort = params.get('sortBy') as SortOption | null;
  return {
    categoryId: Number.isInteger(id) && id > 0 ? id : undefined,
    service: params.get('service') ?? '',
    query: params.get('query') ?? '',
    priceRange: params.get('priceRange') ?? '',
    sortBy: sort && SORT_OPTIONS.includes(sort) ? sort : 'relevance',
  };
}

export function writeDirectoryParams(p: DirectoryParams): URLSearchParams {
  const out = new URLSearchParams();
  if (p.query.trim()) out.set('query', p.query.trim());
  if (p.priceRange.trim()) out.set('priceRange', p.priceRange.trim());
  if (p.categoryId !== undefined) {
    if (p.service) out.set('service', p.service);
    out.set('categoryId', String(p.categoryId));
  }
  out.set('sortBy', p.sortBy);
  return out;
}

export function useDirectoryParams(): [DirectoryParams, (next: Partial<DirectoryParams>) => void] {
  const [params, setParams] = useSearchParams();
  const current = readDirectoryParams(params);
  const update = (next: Partial<DirectoryParams>) =>
    setParams(writeDirectoryParams({ ...current, ...next }), { replace: false });
  return [current, update];
}
