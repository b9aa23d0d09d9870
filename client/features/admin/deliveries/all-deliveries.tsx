import { useState } from 'react';
import type { DeliveryStatus } from '../../../../sync/schemas/delivery';
import { EmptyState } from '../../../components/status';
import { useAdminQuery } from '../data/use-admin-query';
import { AdminIcon } from '../layout/admin-icons';
import { ErrorBanner } from '../ui/error-banner';
import { FilterTabs } from '../ui/filter-tabs';
import { PageHeader } from '../ui/page-header';
import { QueryStatus } from '../ui/query-status';
import { ListSearch, ResultCount, useListSearch } from '../ui/list-search';
import {
  DELIVERY_FILTERS,
  fetchDeliveries,
  setDeliveryStatus,
  type AdminDelivery,
  type DeliveryFilter,
} from './admin-delivery';
import { DeliveryCard } from './delivery-card';

export function AllDeliveries() {
  const [filter, setFilter] = useState<DeliveryFilter>('ALL');
  const search = useListSearch();
  const query = useAdminQuery(`deliveries?status=${filter}&q=${search.q}`, (signal) =>
    fetchDeliveries(filter, search.q, signal),
  );
  const [busyId, setBusyId] = useState<number | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const deliveries = query.data ?? [];

  /**
   * After a change the list updates locally (docs/screens.md "Admin deliveries"); the card stays,
   * so the next step is one click away.
   */
  const changeStatus = async (delivery: AdminDelivery, status: DeliveryStatus) => {
    setBusyId(delivery.id);
    setActionError(null);
    try {
      await setDeliveryStatus(delivery.id, status);
      query.update((list) => list.map((d) => (d.id === delivery.id ? { ...d, status } : d)));
    } catch (err) {
      setActionError((err as Error).message);
    } finally {
      setBusyId(null);
    }
  };

  return (
    <section>
      <PageHeader
        title="All Deliveries"
        subtitle="Deliveries requested by vendors"
        actions={
          <button type="button" className="btn btn-outline" onClick={query.reload} disabled={query.loading}>
            <AdminIcon name="refresh" size={16} /> {query.loading ? 'Refreshing…' : 'Refresh'}
          </button>
        }
      />
      <QueryStatus query={query} loadingText="Loading deliveries…" />
      <ErrorBanner message={actionError} onDismiss={() => setActionError(null)} />
      <div className="adm-toolbar">
        <FilterTabs label="Filter deliveries" value={filter} onChange={setFilter} options={DELIVERY_FILTERS} />
        <ListSearch
          label="Search deliveries"
          placeholder="Search by item, receiver, address or business"
          {...search.input}
        />
      </div>
      {query.data && <ResultCount total={deliveries.length} />}
      {query.data && deliveries.length === 0 && <EmptyState title="No deliveries found" />}
      <div className="adm-grid adm-grid-2">
        {deliveries.map((delivery) => (
          <DeliveryCard
            key={delivery.id}
            delivery={delivery}
            busy={busyId === delivery.id}
            onStatus={(d, s) => void changeStatus(d, s)}
          />
        ))}
      </div>
    </section>
  );
}
