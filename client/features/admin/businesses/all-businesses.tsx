import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { PageHead } from '../../../components/page-head';
import { EmptyState } from '../../../components/status';
import { lastRefusal } from '../../../lib/changes';
import { markOutOfDate, queryClient } from '../../../lib/server-state';
import { useAdminQuery } from '../data/use-admin-query';
import { adminKeys } from '../data/admin-keys';
import { useConfirm } from '../data/use-confirm';
import { ExportCsvButton } from '../export-csv-button';
import { FilterTabs } from '../ui/filter-tabs';
import { useListFilters } from '../ui/list-filters';
import { ListSearch, ResultCount } from '../ui/list-search';
import { Pager, withoutOne } from '../ui/pagination';
import { QueryStatus } from '../ui/query-status';
import { RefreshButton } from '../ui/refresh-button';
import {
  businessListPath,
  deleteBusiness,
  fetchAllBusinesses,
  markBusinessReviewed,
  setBusinessStatus,
  type AdminBusiness,
  type BusinessFilter,
} from './admin-business';
import { BusinessStatusDialog } from './business-status-dialog';
import { BusinessTable } from './business-table';

const FILTERS = [
  { value: 'all', label: msg`All` },
  { value: 'active', label: msg`Active` },
  { value: 'inactive', label: msg`Inactive` },
  { value: 'new', label: msg`New businesses` },
] as const;

/** Every business of the directory, searched on the server, with the number of matches and pages. */
export function AllBusinesses() {
  const list = useListFilters<{ status: BusinessFilter }>({ status: 'all' });
  const { status } = list.filters;
  const path = businessListPath(status, list.q, list.page);
  const query = useAdminQuery(adminKeys.list('businesses', { status, q: list.q, page: list.page }), (signal) =>
    fetchAllBusinesses(path, signal),
  );
  const shown = query.data?.businesses ?? [];
  const { t } = useLingui();

  /** Shows a business's new status, or takes it out of a list it no longer belongs in. */
  const showChange = (business: AdminBusiness, stays: boolean) =>
    query.update((current) =>
      stays
        ? {
            ...current,
            businesses: current.businesses.map((b) =>
              b.id === business.id ? { ...b, isActive: !business.isActive } : b,
            ),
          }
        : {
            ...current,
            businesses: current.businesses.filter((b) => b.id !== business.id),
            pagination: withoutOne(current.pagination),
          },
    );

  const outOfDate = () => markOutOfDate(adminKeys.lists('businesses'));

  const changing = useConfirm({
    change: (business: AdminBusiness, reason: string) => setBusinessStatus(business.id, !business.isActive, reason),
    onChanged: (business) => {
      showChange(business, status === 'all');
      outOfDate();
    },
  });

  const markReviewed = useMutation(
    {
      mutationFn: (business: AdminBusiness) => markBusinessReviewed(business.id),
      onSuccess: ({ business: marked }, business) => {
        if (status === 'new') showChange(business, false);
        else
          query.update((current) => ({
            ...current,
            businesses: current.businesses.map((b) =>
              b.id === business.id ? { ...b, reviewedAt: marked.reviewedAt } : b,
            ),
          }));
        outOfDate();
      },
    },
    queryClient,
  );

  const remove = useMutation(
    {
      mutationFn: (business: AdminBusiness) => deleteBusiness(business.id),
      onSuccess: (_answer, business) => {
        showChange(business, false);
        outOfDate();
      },
    },
    queryClient,
  );

  return (
    <section>
      <PageHead
        admin
        title={t`All Businesses`}
        lead={t`Activate, deactivate or remove businesses of the directory; mark new ones as looked at`}
      >
        <ExportCsvButton kind="businesses" />
        <RefreshButton query={query} />
      </PageHead>
      <QueryStatus query={query} action={lastRefusal(markReviewed, remove)} loadingText={t`Loading businesses…`} />
      <div className="adm-toolbar">
        <FilterTabs
          label={t`Filter businesses`}
          value={status}
          onChange={(next) => list.filter({ status: next })}
          options={FILTERS.map((o) => ({ value: o.value, label: t(o.label) }))}
        />
        <ListSearch
          label={t`Search businesses`}
          placeholder={t`Search by name, owner e-mail or district`}
          {...list.search}
        />
      </div>
      {query.data && <ResultCount total={query.data.pagination.total} />}
      {query.data && shown.length === 0 && <EmptyState title={t`No businesses found`} />}
      {shown.length > 0 && (
        <BusinessTable
          items={shown}
          onChangeStatus={changing.ask}
          onMarkReviewed={(business) => markReviewed.mutate(business)}
          onDelete={(business) => {
            if (window.confirm(t`Are you sure you want to delete this business?`)) remove.mutate(business);
          }}
        />
      )}
      {query.data && <Pager page={list.page} of={query.data.pagination} onPage={list.setPage} />}
      {changing.item && (
        <BusinessStatusDialog business={changing.item} onClose={changing.close} confirming={changing.confirming} />
      )}
    </section>
  );
}
