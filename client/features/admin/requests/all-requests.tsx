import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { EmptyState } from '../../../components/status';
import { markOutOfDate } from '../../../lib/server-state';
import { useAdminQuery } from '../data/use-admin-query';
import { adminKeys } from '../data/admin-keys';
import { useConfirm } from '../data/use-confirm';
import { PageHead } from '../../../components/page-head';
import { FilterSelect, useListFilters } from '../ui/list-filters';
import { ListSearch } from '../ui/list-search';
import { Pager, withoutOne } from '../ui/pagination';
import { QueryStatus } from '../ui/query-status';
import {
  deleteRequest,
  fetchRequests,
  REQUEST_STATUSES,
  requestParams,
  type AdminRequest,
  requestStatusText,
  type RequestStatusFilter,
} from './admin-request';
import { DeleteRequestDialog } from './delete-request-dialog';
import { RequestTable } from './request-table';

/** Service requests of every customer, filterable by status and text. */
export function AllRequests() {
  const list = useListFilters<{ status: RequestStatusFilter }>({ status: 'all' });
  const params = requestParams(list.filters.status, list.q, list.page);
  const query = useAdminQuery(adminKeys.list('requests', { ...list.filters, q: list.q, page: list.page }), (signal) =>
    fetchRequests(params, signal),
  );
  const requests = query.data?.requests ?? [];
  const { t } = useLingui();
  const total = query.data?.pagination.total ?? 0;
  const deleting = useConfirm({
    change: (request: AdminRequest, reason: string) => deleteRequest(request.id, reason),
    onChanged: (request) => {
      query.update((current) => ({
        ...current,
        pagination: withoutOne(current.pagination),
        requests: current.requests.filter((r) => r.id !== request.id),
      }));
      markOutOfDate(adminKeys.lists('requests'));
    },
  });

  return (
    <section>
      <PageHead
        admin
        title={t`All Requests`}
        lead={t`Service requests of customers`}
        count={query.data && t`${plural(total, { one: '# service request', other: '# service requests' })}`}
      />
      <QueryStatus query={query} loadingText={t`Loading requests…`} />
      <div className="adm-toolbar">
        <ListSearch label={t`Search requests`} placeholder={t`Search requests or customers`} {...list.search} />
        <FilterSelect label={t`Status`} value={list.filters.status} onChange={(status) => list.filter({ status })}>
          {REQUEST_STATUSES.map((s) => (
            <option key={s} value={s}>
              {requestStatusText(s)}
            </option>
          ))}
        </FilterSelect>
      </div>
      {query.data && requests.length === 0 && <EmptyState title={t`No requests found`} />}
      {requests.length > 0 && <RequestTable items={requests} onDelete={deleting.ask} />}
      {query.data && <Pager page={list.page} of={query.data.pagination} onPage={list.setPage} />}
      {deleting.item && (
        <DeleteRequestDialog request={deleting.item} onClose={deleting.close} confirming={deleting.confirming} />
      )}
    </section>
  );
}
