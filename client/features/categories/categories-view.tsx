import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { POPULAR_CATEGORY_COUNT } from '../../../sync/constants';
import type { CategoryRecord } from '../../../sync/schemas/pull';
import { ItemList } from '../../components/item-list';
import { PageHead } from '../../components/page-head';
import { CategoryCard } from './category-card';

/** The categories page's head. */
export function CategoriesHead() {
  const { t } = useLingui();
  return (
    <PageHead title={t`Business categories`} lead={<Trans>Browse businesses across Uganda by what they do.</Trans>} />
  );
}

/**
 * The categories page's content once its categories are known (docs/screens.md "Categories"): the
 * search, counts, popular and all categories. The server renders it too (client/first-view/render.tsx):
 * no stylesheet, no store here.
 */
export function CategoriesView({ categories }: { categories: CategoryRecord[] }) {
  const [search, setSearch] = useState('');
  const { t } = useLingui();
  const query = search.trim();
  const needle = search.trim().toLowerCase();
  const shown = needle
    ? categories.filter((c) => `${c.name} ${c.description} ${c.tags}`.toLowerCase().includes(needle))
    : categories;
  const popular = [...categories]
    .sort((a, b) => b._count.businesses - a._count.businesses)
    .slice(0, POPULAR_CATEGORY_COUNT);
  const businesses = categories.reduce((sum, c) => sum + c._count.businesses, 0);
  const subcategories = categories.reduce((sum, c) => sum + c.tags.split(',').filter((t) => t.trim()).length, 0);

  return (
    <div className="container">
      <div className="card stack categories-tools">
        <label htmlFor="category-search" className="label">
          <Trans>Search categories</Trans>
        </label>
        <input
          id="category-search"
          type="search"
          placeholder={t`e.g. bakery, phone repair, salon`}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <dl className="category-stats">
          <div>
            <dt>
              <Trans>Categories</Trans>
            </dt>
            <dd>{categories.length}</dd>
          </div>
          <div>
            <dt>
              <Trans>Businesses</Trans>
            </dt>
            <dd>{businesses}</dd>
          </div>
          <div>
            <dt>
              <Trans>Subcategories</Trans>
            </dt>
            <dd>{subcategories}</dd>
          </div>
        </dl>
      </div>

      {!needle && (
        <section className="section" aria-labelledby="popular">
          <h2 id="popular">
            <Trans>Popular categories</Trans>
          </h2>
          <ul className="popular-list">
            {popular.map((c) => (
              <li key={c.id}>
                <CategoryCard category={c} compact />
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="section" aria-labelledby="all-categories">
        <h2 id="all-categories">{needle ? t`Categories matching “${query}”` : t`All categories`}</h2>
        <ItemList items={shown} empty={t`No categories match your search.`} as="ul" className="grid grid-3 plain-list">
          {(c) => <CategoryCard category={c} />}
        </ItemList>
      </section>

      <section className="card category-cta" aria-labelledby="cant-find">
        <h2 id="cant-find">
          <Trans>Can't find your category?</Trans>
        </h2>
        <p className="muted">
          <Trans>Tell us what is missing and we will add it.</Trans>
        </p>
        <div className="btn-row">
          <Link className="btn btn-primary" to="/contact-us?subject=Request New Category">
            <Trans>Request new category</Trans>
          </Link>
          <Link className="btn btn-outline" to="/businesses-directory">
            <Trans>Browse businesses</Trans>
          </Link>
          <Link className="btn btn-ghost" to="/register?role=VENDOR">
            <Trans>Join as vendor</Trans>
          </Link>
        </div>
      </section>
    </div>
  );
}
