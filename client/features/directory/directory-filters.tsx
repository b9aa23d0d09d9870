import { useState, type FormEvent } from 'react';
import { SORT_LABELS, SORT_OPTIONS, type SortOption } from '../../../sync/constants';
import type { CategoryRecord } from '../../../sync/schemas/pull';
import { TextField } from '../../components/field';
import { SearchIcon } from '../../components/icons';
import { SelectField } from '../../components/select-field';
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
    <form className="card stack directory-filters" onSubmit={submit} role="search" aria-label="Find businesses">
      <SelectField
        id="dir-category"
        label="Category"
        value={params.categoryId ?? ''}
        onChange={(id) => onCategory(categories.find((c) => c.id === Number(id)) ?? null)}
        blank="All categories"
        choices={categories.map((c) => ({ value: c.id, label: `${c.emoji} ${c.name}` }))}
      />
      {params.categoryId !== undefined && (
        <>
          <TextField
            id="dir-need"
            label="What do you need?"
            type="search"
            placeholder="e.g. birthday cake for 30 people"
            value={need}
            onChange={setNeed}
          />
          <TextField
            id="dir-budget"
            label="Budget (USh)"
            hint="A range like 100000-500000, a minimum like 500000+, or your most."
            inputMode="text"
            placeholder="e.g. 100000-500000 or 500000+"
            value={budget}
            onChange={setBudget}
          />
          <button type="submit" className="btn btn-primary directory-search">
            <SearchIcon /> Search
          </button>
        </>
      )}
      <SelectField
        id="dir-sort"
        label="Sort by"
        value={params.sortBy}
        onChange={(sortBy) => onSort(sortBy as SortOption)}
        choices={SORT_OPTIONS.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
      />
    </form>
  );
}
