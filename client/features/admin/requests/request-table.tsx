import { formatDate, formatUSh } from '../../../lib/format';
import { shortId } from '../display';
import { AdminTable, PersonCell } from '../ui/admin-table';
import { Badge, type BadgeTone } from '../ui/badge';
import { SmallButton } from '../../../components/small-button';
import { requestStatus, type AdminRequest } from './admin-request';
import type { ListProps } from '../ui/list-props';

const COLUMNS = ['ID', 'Request', 'Customer', 'Budget', 'Quotes', 'Dates', 'Status'];

const TONES: Record<string, BadgeTone> = { active: 'green', completed: 'blue', closed: 'neutral', expired: 'yellow' };

export function RequestTable({ items, onDelete }: ListProps<AdminRequest, 'onDelete'>) {
  return (
    <AdminTable columns={COLUMNS}>
      {items.map((r) => {
        const status = requestStatus(r);
        return (
          <tr key={r.id}>
            <td className="adm-mono">{shortId(r.id)}</td>
            <td>
              <span className="adm-strong">{r.query}</span>
              <div className="muted small">{[r.category.name, r.location].filter(Boolean).join(' · ')}</div>
            </td>
            <PersonCell person={r.user} />
            <td className="adm-nowrap">{typeof r.budget === 'number' ? formatUSh(r.budget) : '—'}</td>
            <td>{r.totalBids}</td>
            <td className="adm-nowrap">
              {formatDate(r.createdAt)}
              <div className="muted small">expires {formatDate(r.expiresAt)}</div>
            </td>
            <td>
              <Badge tone={TONES[status] ?? 'neutral'}>{status.charAt(0).toUpperCase() + status.slice(1)}</Badge>
            </td>
            <td className="adm-row-actions">
              <SmallButton tone="danger" name={`Delete request ${r.query}`} onClick={() => onDelete(r)}>
                Delete
              </SmallButton>
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
