import { useState } from 'react';
import { EmptyState } from '../../../components/status';
import { useAdminQuery } from '../data/use-admin-query';
import { useDebounced } from '../data/use-debounced';
import { PageHeader } from '../ui/page-header';
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
  const [status, setStatus] = useState<RequestStatusFilter>('all');
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebounced(text.trim(), 300);
  const params = requestParams(status, q, page);
  const query = useAdminQuery(`searches?${params}`, (signal) => fetchRequests(params, signal));
  const [deleting, setDeleting] = useState<AdminRequest | null>(null);
  const requests = query.data?.requests ?? [];

  const remove = async (request: AdminRequest, reason: string) => {
    await deleteRequest(request.id, reason);
    query.update((current) => ({
      ...current,
      total: current.total - 1,
      requests: current.requests.filter((r) => r.id !== request.id),
    }));
    setDeleting(null);
  };

  return (
    <section>
      <PageHeader
        title="All Requests"
        subtitle={query.data ? count(query.data.total, 'service request') : 'Service requests of customers'}
      />
      <QueryStatus query={query} loadingText="Loading requests…" />
      <div className="adm-toolbar">
        <input
          type="search"
          className="adm-search"
          placeholder="Search requests or customers"
          aria-label="Search requests"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setPage(1);
          }}
        />
        <label className="adm-inline-field">
          Status
          <select
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as RequestStatusFilter);
              setPage(1);
            }}
          >
            {REQUEST_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s === 'all' ? 'All' : s.charAt(0).toUpperCase() + s.slice(1)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {query.data && requests.length === 0 && <EmptyState title="No requests found" />}
      {requests.length > 0 && <RequestTable requests={requests} onDelete={setDeleting} />}
      {query.data && <Pagination page={page} pages={query.data.pages} onPage={setPage} />}
      {deleting && (
        <DeleteRequestDialog
          request={deleting}
          onClose={() => setDeleting(null)}
          onConfirm={(reason) => remove(deleting, reason)}
        />
      )}
    </section>
  );
}
