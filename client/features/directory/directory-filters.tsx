import { useState, type FormEvent } from 'react';
import { SORT_LABELS, SORT_OPTIONS, type SortOption } from '../../../sync/constants';
import type { CategoryRecord } from '../../../sync/schemas/pull';
import { SearchIcon } from '../../components/icons';
import type { DirectoryParams } from './use-directory-params';

/**
 * The directory's filters (docs/screens.md "Business directory"): the category select comes first;
 * once chosen, the need, the budget and Search appear. The sort applies at once.
 */
export function DirectoryFilters({
  params,
  categories,
  onCategory,
  onSearch,
  onSort,
}: {
  params: DirectoryParams;
  categories: CategoryRecord[];
  onCategory: (category: CategoryRecord | null) => void;
  onSearch: (query: string, priceRange: string) => void;
  onSort: (sortBy: SortOption) => void;
}) {
  const [need, setNeed] = useState(params.query);
  const [budget, setBudget] = useState(params.priceRange);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(need, budget);
  }

  return (
    <form className="card directory-filters" onSubmit={submit} role="search" aria-label="Find businesses">
      <div className="field">
        <label htmlFor="dir-category">Category</label>
        <select
          id="dir-category"
          value={params.categoryId ?? ''}
          onChange={(e) => onCategory(categories.find((c) => c.id === Number(e.target.value)) ?? null)}
        >
          <option value="">All categories</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.emoji} {c.name}
            </option>
          ))}
        </select>
      </div>
      {params.categoryId !== undefined && (
        <>
          <div className="field">
            <label htmlFor="dir-need">What do you need?</label>
            <input
              id="dir-need"
              type="search"
              placeholder="e.g. birthday cake for 30 people"
              value={need}
              onChange={(e) => setNeed(e.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor="dir-budget">Budget (USh)</label>
            <input
              id="dir-budget"
              inputMode="text"
              placeholder="e.g. 100000-500000 or 500000+"
              aria-describedby="dir-budget-hint"
              value={budget}
              onChange={(e) => setBudget(e.target.value)}
            />
            <span id="dir-budget-hint" className="field-hint">
              A range like 100000-500000, a minimum like 500000+, or your most.
            </span>
          </div>
          <button type="submit" className="btn btn-primary directory-search">
            <SearchIcon /> Search
          </button>
        </>
      )}
      <div className="field">
        <label htmlFor="dir-sort">Sort by</label>
        <select id="dir-sort" value={params.sortBy} onChange={(e) => onSort(e.target.value as SortOption)}>
          {SORT_OPTIONS.map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
