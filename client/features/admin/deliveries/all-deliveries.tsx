import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ItemList } from '../../../components/item-list';
import type { DeliveryStatus } from '../../../../sync/schemas/delivery';
import { PageHead } from '../../../components/page-head';
import { lastRefusal } from '../../../lib/changes';
import { markOutOfDate, queryClient } from '../../../lib/server-state';
import { useAdminQuery } from '../data/use-admin-query';
import { adminKeys } from '../data/admin-keys';
import { FilterTabs } from '../ui/filter-tabs';
import { ListSearch, ResultCount, useListSearch } from '../ui/list-search';
import { QueryStatus } from '../ui/query-status';
import { RefreshButton } from '../ui/refresh-button';
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
  const query = useAdminQuery(adminKeys.list('deliveries', { status: filter, q: search.q }), (signal) =>
    fetchDeliveries(filter, search.q, signal),
  );
  const deliveries = query.data ?? [];
  const { t } = useLingui();

  /**
   * After a change the list updates locally (docs/screens.md "Admin deliveries"); the card stays,
   * so the next step is one click away.
   */
  const changeStatus = useMutation(
    {
      mutationFn: ({
        delivery,
        status,
        reason,
      }: {
        delivery: AdminDelivery;
        status: DeliveryStatus;
        reason?: string;
      }) => setDeliveryStatus(delivery.id, status, reason),
      onSuccess: (answer, { delivery }) => {
        query.update((list) => list.map((d) => (d.id === delivery.id ? answer.delivery : d)));
        markOutOfDate(adminKeys.lists('deliveries'));
      },
    },
    queryClient,
  );

  return (
    <section>
      <PageHead admin title={t`All Deliveries`} lead={t`Deliveries requested by vendors`}>
        <RefreshButton query={query} />
      </PageHead>
      <QueryStatus query={query} action={lastRefusal(changeStatus)} loadingText={t`Loading deliveries…`} />
      <div className="adm-toolbar">
        <FilterTabs
          label={t`Filter deliveries`}
          value={filter}
          onChange={setFilter}
          options={DELIVERY_FILTERS.map((o) => ({ value: o.value, label: t(o.label) }))}
        />
        <ListSearch
          label={t`Search deliveries`}
          placeholder={t`Search by item, receiver, address or business`}
          {...search.input}
        />
      </div>
      {query.data && <ResultCount total={deliveries.length} />}
      <ItemList items={query.data && deliveries} empty={t`No deliveries found`} className="adm-grid adm-grid-2">
        {(delivery) => (
          <DeliveryCard
            delivery={delivery}
            busy={changeStatus.isPending && changeStatus.variables.delivery.id === delivery.id}
            onStatus={(d, status, reason) => changeStatus.mutate({ delivery: d, status, reason })}
          />
        )}
      </ItemList>
    </section>
  );
}
