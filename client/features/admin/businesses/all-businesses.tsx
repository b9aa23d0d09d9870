import { useState } from 'react';
import { EmptyState } from '../../../components/status';
import { useAdminQuery } from '../data/use-admin-query';
import { fullName } from '../display';
import { AdminIcon } from '../layout/admin-icons';
import { ErrorBanner } from '../ui/error-banner';
import { FilterTabs } from '../ui/filter-tabs';
import { PageHeader } from '../ui/page-header';
import { Pagination } from '../ui/pagination';
import { QueryStatus } from '../ui/query-status';
import {
  BUSINESS_PAGE_SIZE,
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

export function AllBusinesses() {
  const [filter, setFilter] = useState<BusinessFilter>('all');
  const [page, setPage] = useState(1);
  const path = businessListPath(filter, page);
  const query = useAdminQuery(path, (signal) => fetchAllBusinesses(path, signal));
  const [text, setText] = useState('');
  const [changing, setChanging] = useState<AdminBusiness | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const all = query.data ?? [];
  const needle = text.trim().toLowerCase();
  const shown = all.filter(
    (b) =>
      !needle ||
      `${b.name} ${fullName(b.owner)} ${b.owner?.email ?? ''} ${b.city ?? ''}`.toLowerCase().includes(needle),
  );

  const changeStatus = async (business: AdminBusiness, reason: string) => {
    await setBusinessStatus(business.id, !business.isActive, reason);
    query.update((list) =>
      filter === 'all'
        ? list.map((b) => (b.id === business.id ? { ...b, isActive: !business.isActive } : b))
        : list.filter((b) => b.id !== business.id),
    );
    setChanging(null);
  };

  const remove = async (business: AdminBusiness) => {
    if (!window.confirm('Are you sure you want to delete this business?')) return;
    setActionError(null);
    try {
      await deleteBusiness(business.id);
      query.update((list) => list.filter((b) => b.id !== business.id));
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
          <button type="button" className="btn btn-outline" onClick={query.reload} disabled={query.loading}>
            <AdminIcon name="refresh" size={16} /> {query.loading ? 'Refreshing…' : 'Refresh'}
          </button>
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
        <input
          type="search"
          className="adm-search"
          placeholder="Filter this page by name, owner or town"
          aria-label="Filter businesses on this page"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      {query.data && shown.length === 0 && <EmptyState title="No businesses found" />}
      {shown.length > 0 && (
        <BusinessTable businesses={shown} onChangeStatus={setChanging} onDelete={(b) => void remove(b)} />
      )}
      <Pagination page={page} hasNext={all.length === BUSINESS_PAGE_SIZE} onPage={setPage} />
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
