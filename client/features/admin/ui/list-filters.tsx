import { useState, type ReactNode } from 'react';
import { useListSearch } from './list-search';

/**
 * The state of a paged admin list that the server filters and searches: the filters (`filter`
 * changes some of them), the search (useListSearch) and the page. A new filter or search goes
 * back to the first page, as the old page number may no longer exist.
 */
export function useListFilters<F extends object>(initial: F) {
  const [filters, setFilters] = useState(initial);
  const [page, setPage] = useState(1);
  const search = useListSearch(() => setPage(1));
  const filter = (change: Partial<F>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  };
  return { filters, filter, q: search.q, search: search.input, page, setPage };
}

/** A labelled select in an admin list's toolbar; `children` are its options. */
export function FilterSelect<V extends string>({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: V;
  onChange: (value: V) => void;
  children: ReactNode;
}) {
  return (
    <label className="adm-inline-field">
      {label}
      <select value={value} onChange={(e) => onChange(e.target.value as V)}>
        {children}
      </select>
    </label>
  );
}
