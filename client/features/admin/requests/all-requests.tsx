import { EmptyState } from '../../../components/status';
import { markOutOfDate } from '../../../lib/server-state';
import { useAdminQuery } from '../data/use-admin-query';
import { adminKeys } from '../data/admin-keys';
import { useConfirm } from '../data/use-confirm';
import { PageHead } from '../../../components/page-head';
import { FilterSelect, useListFilters } from '../ui/list-filters';
import { ListSearch } from '../ui/list-search';
import { Pagination } from '../ui/pagination';
import { QueryStatus } from '../ui/query-status';
import {
  deleteRequest,
  fetchRequests,
  REQUEST_STATUSES,
  requestParams,
  type AdminRequest,
  type RequestStatusFilter,
} from './admin-request';
import { DeleteRequestDialog } from './delete-request-dialog';
import { RequestTable } from './request-table';
import { count } from '../display';

/** Service requests of every customer, filterable by status and text. */
export function AllRequests() {
  const list = useListFilters<{ status: RequestStatusFilter }>({ status: 'all' });
  const params = requestParams(list.filters.status, list.q, list.page);
  const query = useAdminQuery(adminKeys.list('requests', { ...list.filters, q: list.q, page: list.page }), (signal) =>
    fetchRequests(params, signal),
  );
  const requests = query.data?.requests ?? [];
  const deleting = useConfirm({
    change: (request: AdminRequest, reason: string) => deleteRequest(request.id, reason),
    onChanged: (request) => {
      query.update((current) => ({
        ...current,
        total: current.total - 1,
        requests: current.requests.filter((r) => r.id !== request.id),
      }));
      markOutOfDate(adminKeys.lists('requests'));
    },
  });

  return (
    <section>
      <PageHead
        admin
        title="All Requests"
        lead="Service requests of customers"
        count={query.data && count(query.data.total, 'service request')}
      />
      <QueryStatus query={query} loadingText="Loading requests…" />
      <div className="adm-toolbar">
        <ListSearch label="Search requests" placeholder="Search requests or customers" {...list.search} />
        <FilterSelect label="Status" value={list.filters.status} onChange={(status) => list.filter({ status })}>
          {REQUEST_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s === 'all' ? 'All' : s.charAt(0).toUpperCase() + s.slice(1)}
            </option>
          ))}
        </FilterSelect>
      </div>
      {query.data && requests.length === 0 && <EmptyState title="No requests found" />}
      {requests.length > 0 && <RequestTable items={requests} onDelete={deleting.ask} />}
      {query.data && <Pagination page={list.page} pages={query.data.pages} onPage={list.setPage} />}
      {deleting.item && (
        <DeleteRequestDialog request={deleting.item} onClose={deleting.close} confirming={deleting.confirming} />
      )}
    </section>
  );
}
