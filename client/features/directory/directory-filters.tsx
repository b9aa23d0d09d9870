import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { SORT_OPTIONS, type SortOption } from '../../../sync/constants';
import type { StoredCategory } from '../../store/db';
import { TextField } from '../../components/field';
import { SearchIcon } from '../../components/icons';
import { SelectField } from '../../components/select-field';
import { SORT_LABELS } from './sort-labels';
import { DIRECTORY_PATH, DIRECTORY_QUERY, type DirectoryParams } from './use-directory-params';

/**
 * The directory's filters (docs/screens.md "Business directory"): the category select comes first;
 * once chosen, the need, the budget and Search appear. The sort applies at once. The form is also
 * a plain GET of the directory's address with the names of its query string
 * (./use-directory-params.ts): the server's copy of the page works with it before the app runs
 * (client/first-view/loader.ts).
 */
export function DirectoryFilters({
  params,
  categories,
  onCategory,
  onSearch,
  onSort,
}: {
  params: DirectoryParams;
  categories: StoredCategory[];
  onCategory: (category: StoredCategory | null) => void;
  onSearch: (query: string, priceRange: string) => void;
  onSort: (sortBy: SortOption) => void;
}) {
  const [need, setNeed] = useState(params.query);
  const [budget, setBudget] = useState(params.priceRange);
  const { t } = useLingui();

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(need, budget);
  }

  return (
    <form
      className="card stack directory-filters"
      method="get"
      action={DIRECTORY_PATH}
      onSubmit={submit}
      role="search"
      aria-label={t`Find businesses`}
    >
      <SelectField
        id="dir-category"
        name={DIRECTORY_QUERY.categoryId}
        label={t`Category`}
        value={params.categoryId ?? ''}
        onChange={(id) => onCategory(categories.find((c) => c.id === Number(id)) ?? null)}
        blank={t`All categories`}
        choices={categories.map((c) => ({ value: c.id, label: `${c.emoji} ${c.name}` }))}
      />
      {params.categoryId !== undefined && (
        <>
          <TextField
            id="dir-need"
            name={DIRECTORY_QUERY.query}
            label={t`What do you need?`}
            type="search"
            placeholder={t`e.g. birthday cake for 30 people`}
            value={need}
            onChange={setNeed}
          />
          <TextField
            id="dir-budget"
            name={DIRECTORY_QUERY.priceRange}
            label={t`Budget (USh)`}
            hint={t`A range like 100000-500000, a minimum like 500000+, or your most.`}
            inputMode="text"
            placeholder={t`e.g. 100000-500000 or 500000+`}
            value={budget}
            onChange={setBudget}
          />
          <button type="submit" className="btn btn-primary directory-search">
            <SearchIcon /> <Trans>Search</Trans>
          </button>
        </>
      )}
      <SelectField
        id="dir-sort"
        name={DIRECTORY_QUERY.sortBy}
        label={t`Sort by`}
        value={params.sortBy}
        onChange={(sortBy) => onSort(sortBy as SortOption)}
        choices={SORT_OPTIONS.map((s) => ({ value: s, label: t(SORT_LABELS[s]) }))}
      />
    </form>
  );
}
