import { formatDate, formatUSh } from '../../../lib/format';
import { fullName, shortId } from '../display';
import { Badge, type BadgeTone } from '../ui/badge';
import { requestStatus, type AdminRequest } from './admin-request';
import '../ui/admin-table.css';

const TONES: Record<string, BadgeTone> = { active: 'green', completed: 'blue', closed: 'neutral', expired: 'yellow' };

export function RequestTable({
  requests,
  onDelete,
}: {
  requests: AdminRequest[];
  onDelete: (request: AdminRequest) => void;
}) {
  return (
    <div className="adm-table-wrap">
      <table className="adm-table">
        <thead>
          <tr>
            <th scope="col">ID</th>
            <th scope="col">Request</th>
            <th scope="col">Customer</th>
            <th scope="col">Budget</th>
            <th scope="col">Quotes</th>
            <th scope="col">Dates</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {requests.map((r) => {
            const status = requestStatus(r);
            return (
              <tr key={r.id}>
                <td className="adm-mono">{shortId(r.id)}</td>
                <td>
                  <span className="adm-strong">{r.query}</span>
                  <div className="muted small">{[r.category?.name, r.location].filter(Boolean).join(' · ')}</div>
                </td>
                <td>
                  {fullName(r.user) || '—'}
                  <div className="muted small">{r.user?.email}</div>
                </td>
                <td className="adm-nowrap">{typeof r.budget === 'number' ? formatUSh(r.budget) : '—'}</td>
                <td>{r.totalBids ?? r._count?.bids ?? 0}</td>
                <td className="adm-nowrap">
                  {formatDate(r.createdAt)}
                  <div className="muted small">expires {formatDate(r.expiresAt)}</div>
                </td>
                <td>
                  <Badge tone={TONES[status] ?? 'neutral'}>{status.charAt(0).toUpperCase() + status.slice(1)}</Badge>
                </td>
                <td className="adm-row-actions">
                  <button
                    type="button"
                    className="btn btn-sm adm-btn-danger-outline"
                    aria-label={`Delete request ${r.query}`}
                    onClick={() => onDelete(r)}
                  >
                    Delete
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
