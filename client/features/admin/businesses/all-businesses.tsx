import { useState } from 'react';
import { EmptyState } from '../../../components/status';
import { useAdminQuery } from '../data/use-admin-query';
import { AdminIcon } from '../layout/admin-icons';
import { ErrorBanner } from '../ui/error-banner';
import { FilterTabs } from '../ui/filter-tabs';
import { PageHeader } from '../ui/page-header';
import { ExportCsvButton } from '../export-csv-button';
import { Pagination } from '../ui/pagination';
import { QueryStatus } from '../ui/query-status';
import { ListSearch, ResultCount, useListSearch } from '../ui/list-search';
import {
  businessListPath,
  deleteBusiness,
  fetchAllBusinesses,
  setBusinessStatus,
  type AdminBusiness,
  type BusinessFilter,
} from './admin-business';
import { BusinessStatusDialog } from './business-status-dialog';
import { BusinessTable } from './business-table';

const FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
] as const;

/** Every business of the directory, searched on the server, with the number of matches and pages. */
export function AllBusinesses() {
  const [filter, setFilter] = useState<BusinessFilter>('all');
  const [page, setPage] = useState(1);
  const search = useListSearch(() => setPage(1));
  const q = search.q;
  const path = businessListPath(filter, q, page);
  const query = useAdminQuery(path, (signal) => fetchAllBusinesses(path, signal));
  const [changing, setChanging] = useState<AdminBusiness | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const shown = query.data?.businesses ?? [];

  const changeStatus = async (business: AdminBusiness, reason: string) => {
    await setBusinessStatus(business.id, !business.isActive, reason);
    query.update((current) =>
      filter === 'all'
        ? {
            ...current,
            businesses: current.businesses.map((b) =>
              b.id === business.id ? { ...b, isActive: !business.isActive } : b,
            ),
          }
        : {
            ...current,
            businesses: current.businesses.filter((b) => b.id !== business.id),
            total: Math.max(0, current.total - 1),
          },
    );
    setChanging(null);
  };

  const remove = async (business: AdminBusiness) => {
    if (!window.confirm('Are you sure you want to delete this business?')) return;
    setActionError(null);
    try {
      await deleteBusiness(business.id);
      query.update((current) => ({
        ...current,
        businesses: current.businesses.filter((b) => b.id !== business.id),
        total: Math.max(0, current.total - 1),
      }));
    } catch (err) {
      setActionError((err as Error).message);
    }
  };

  return (
    <section>
      <PageHeader
        title="All Businesses"
        subtitle="Activate, deactivate or remove businesses of the directory"
        actions={
          <>
            <ExportCsvButton kind="businesses" />
            <button type="button" className="btn btn-outline" onClick={query.reload} disabled={query.loading}>
              <AdminIcon name="refresh" size={16} /> {query.loading ? 'Refreshing…' : 'Refresh'}
            </button>
          </>
        }
      />
      <QueryStatus query={query} loadingText="Loading businesses…" />
      <ErrorBanner message={actionError} onDismiss={() => setActionError(null)} />
      <div className="adm-toolbar">
        <FilterTabs
          label="Filter businesses"
          value={filter}
          onChange={(next) => {
            setFilter(next);
            setPage(1);
          }}
          options={FILTERS}
        />
        <ListSearch
          label="Search businesses"
          placeholder="Search by name, owner e-mail or district"
          {...search.input}
        />
      </div>
      {query.data && <ResultCount total={query.data.total} />}
      {query.data && shown.length === 0 && <EmptyState title="No businesses found" />}
      {shown.length > 0 && (
        <BusinessTable businesses={shown} onChangeStatus={setChanging} onDelete={(b) => void remove(b)} />
      )}
      {query.data && <Pagination page={page} pages={query.data.pages} onPage={setPage} />}
      {changing && (
        <BusinessStatusDialog
          business={changing}
          onClose={() => setChanging(null)}
          onConfirm={(reason) => changeStatus(changing, reason)}
        />
      )}
    </section>
  );
}
