/**
 * The products and services page's parts the server also renders (client/first-view/render.tsx)
 * with the first results: no stylesheet, no store here (services-page.tsx adds them).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { SERVICE_PRICE_FILTERS } from '../../../sync/constants';
import { SearchIcon } from '../../components/icons';
import { CategoryFilter, SelectField } from '../../components/select-field';
import { EmptyState } from '../../components/status';
import { ServiceCard } from './service-card';
import type { PriceFilterId, ServiceItem } from './service-filters';

/** The price filters' names (sync/constants.ts SERVICE_PRICE_FILTERS), in the reader's language. */
const PRICE_LABELS: Record<PriceFilterId, MessageDescriptor> = {
  'under-100k': msg`Under 100K`,
  '100k-500k': msg`100K - 500K`,
  '500k-1m': msg`500K - 1M`,
  'over-1m': msg`Over 1M`,
};

export type ServiceFilter = { text: string; categoryId: number | null; price: PriceFilterId | '' };

/**
 * The head (how many products and services, from how many businesses, and the search), the
 * filters, then `children`: the results or the state of the list.
 */
export function ServicesView({
  services,
  businesses,
  categories,
  filter,
  onFilter,
  notice,
  children,
}: {
  services: number;
  businesses: number;
  categories: readonly { id: number; name: string }[];
  filter: ServiceFilter;
  onFilter: (change: Partial<ServiceFilter>) => void;
  /** A line above the filters (what a phone keeping part of the directory lists). */
  notice?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const priceChoices = SERVICE_PRICE_FILTERS.map((f) => ({ value: f.id, label: t(PRICE_LABELS[f.id]) }));
  // the message's placeholder keeps its name (locales/*.po)
  const distinct = businesses;
  return (
    <>
      <section className="page-head">
        <div className="container">
          <h1>
            <Trans>Products &amp; Services</Trans>
          </h1>
          <p>
            <Trans>
              <Plural value={services} one="# service or product" other="# services and products" /> from{' '}
              <Plural value={distinct} one="# business" other="# businesses" />
            </Trans>
          </p>
          <div className="hero-search">
            <SearchIcon />
            <label htmlFor="service-search" className="visually-hidden">
              <Trans>Search products and services</Trans>
            </label>
            <input
              id="service-search"
              type="search"
              placeholder={t`Search cakes, car service, phone repair…`}
              value={filter.text}
              onChange={(e) => onFilter({ text: e.target.value })}
            />
          </div>
        </div>
      </section>
      <div className="container section">
        {notice}
        <div className="service-filters">
          <CategoryFilter
            id="service-category"
            categories={categories}
            value={filter.categoryId}
            onChange={(categoryId) => onFilter({ categoryId })}
          />
          <SelectField
            id="service-price"
            label={t`Price`}
            value={filter.price}
            blank={t`Any price`}
            choices={priceChoices}
            onChange={(v) => onFilter({ price: v as PriceFilterId | '' })}
          />
        </div>
        {children}
      </div>
    </>
  );
}

/** How many were found, their cards, and Show more while some are not shown; or that none were. */
export function ServiceResults({
  shown,
  found,
  onMore,
}: {
  shown: readonly ServiceItem[];
  found: number;
  onMore: () => void;
}) {
  const { t } = useLingui();
  if (found === 0) return <EmptyState title={t`No services found`} />;
  return (
    <>
      <p className="results-count">
        <Trans>{found} found</Trans>
      </p>
      <div className="grid grid-3">
        {shown.map((s) => (
          <ServiceCard key={s.id} service={s} />
        ))}
      </div>
      {shown.length < found && (
        <div className="more-row">
          <button type="button" className="btn btn-outline" onClick={onMore}>
            <Trans>Show more</Trans>
          </button>
        </div>
      )}
    </>
  );
}
