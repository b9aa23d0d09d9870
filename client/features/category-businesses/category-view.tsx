import { Trans, useLingui } from '@lingui/react/macro';
import { memo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CATEGORY_SORT_OPTIONS } from '../../../sync/constants';
import type { CategoryRecord } from '../../../sync/schemas/pull';
import { CategoryIcon } from '../../components/category-icon';
import { SelectField } from '../../components/select-field';
import { EmptyState } from '../../components/status';
import { SORT_LABELS } from '../directory/sort-labels';
import { CATEGORY_SORT_QUERY, type CategorySort } from './category-sort';

export type { CategorySort } from './category-sort';

/** A link to one of a category's places: its district landing page (docs/screens.md "Category businesses"). */
export type PlaceLink = { name: string; path: string; count: number };

/**
 * A category's page (docs/screens.md "Category businesses"): its head, the sort, the list of its
 * businesses (`results`) and, where the server knows them, the districts that have some. The
 * server renders it too (client/first-view/render.tsx): no stylesheet, no store here. The sort is
 * also a plain GET of the category's address (`path`) with its `sortBy` (./category-sort.ts): the
 * server's copy of the page sorts with it before the app runs (client/first-view/loader.ts).
 */
export function CategoryView({
  name,
  path,
  category,
  sortBy,
  onSort,
  results,
  places,
  heading,
}: {
  name: string;
  /** The category's address, which its sort's form asks for. */
  path: string;
  category: Pick<CategoryRecord, 'emoji' | 'image' | 'description' | 'isActive'> | null | undefined;
  sortBy: CategorySort;
  /** Without it, no sort is offered (a district's page, which the server alone shows). */
  onSort?: (sort: CategorySort) => void;
  results: ReactNode;
  places?: PlaceLink[];
  /** The page's title, where it is not the category's name (a district's page). */
  heading?: string;
}) {
  const listed = category?.isActive !== false;
  const { t } = useLingui();
  const sortChoices = CATEGORY_SORT_OPTIONS.map((s) => ({ value: s, label: t(SORT_LABELS[s]) }));
  return (
    <>
      <section className="page-head category-hero">
        <div className="container">
          <CategoryIcon category={category ?? { emoji: '🏷️', image: null }} size={56} className="category-hero-emoji" />
          <div>
            <h1>{heading ?? (name || t`Category`)}</h1>
            <p>{category?.description || t`Trusted ${name} businesses across Uganda.`}</p>
          </div>
        </div>
      </section>
      <div className="container section">
        <div className="category-toolbar">
          <Link to="/busines-categories">
            <Trans>All categories</Trans>
          </Link>
          {listed && onSort && (
            <form method="get" action={path} onSubmit={(event) => event.preventDefault()}>
              <SelectField
                id="category-sort"
                name={CATEGORY_SORT_QUERY}
                className="field sort-field"
                label={t`Sort by`}
                value={sortBy}
                choices={sortChoices}
                onChange={(v) => onSort(v as CategorySort)}
              />
            </form>
          )}
        </div>
        {!listed ? (
          <EmptyState title={t`This category is no longer listed.`}>
            <p className="muted">
              <Trans>Its businesses can still be found in the directory.</Trans>
            </p>
            <Link className="btn btn-primary" to="/businesses-directory">
              <Trans>Browse businesses</Trans>
            </Link>
          </EmptyState>
        ) : (
          results
        )}
        {listed && places && places.length > 0 && <CategoryPlaces name={name} places={places} />}
      </div>
    </>
  );
}

/**
 * The districts that have some of the category's businesses. Memoized: the page is drawn again as
 * the device's store answers (the category's row, the list), and each of some 30 links costs the
 * router's work again for nothing.
 */
const CategoryPlaces = memo(function CategoryPlaces({ name, places }: { name: string; places: PlaceLink[] }) {
  const { t } = useLingui();
  return (
    <nav className="section category-places" aria-labelledby="category-places">
      <h2 id="category-places">{t`${name} by district`}</h2>
      <ul className="plain-list">
        {places.map((p) => (
          <li key={p.path}>
            <Link to={p.path}>
              {p.name} <span className="muted">({p.count})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
});

/** Why a category's list is empty: `saved` when only the businesses kept on this phone were searched. */
export function CategoryEmpty({ saved }: { saved: boolean }) {
  const { t } = useLingui();
  return saved ? (
    <EmptyState title={t`No saved businesses in this category.`} />
  ) : (
    <EmptyState title={t`No businesses in this category yet.`}>
      <Link className="btn btn-primary" to="/register?role=VENDOR">
        <Trans>List your business</Trans>
      </Link>
    </EmptyState>
  );
}
