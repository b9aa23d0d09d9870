import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate, formatUSh } from '../../../lib/format';
import { shortId } from '../display';
import { AdminTable, PersonCell } from '../ui/admin-table';
import { Badge, type BadgeTone } from '../ui/badge';
import { SmallButton } from '../../../components/small-button';
import { requestStatus, requestStatusText, type AdminRequest } from './admin-request';
import type { ListProps } from '../ui/list-props';

const COLUMNS = [msg`ID`, msg`Request`, msg`Customer`, msg`Budget`, msg`Quotes`, msg`Dates`, msg`Status`];

const TONES: Record<string, BadgeTone> = { active: 'green', completed: 'blue', closed: 'neutral', expired: 'yellow' };

export function RequestTable({ items, onDelete }: ListProps<AdminRequest, 'onDelete'>) {
  const { t } = useLingui();
  return (
    <AdminTable columns={COLUMNS.map((column) => t(column))}>
      {items.map((r) => {
        const status = requestStatus(r);
        const expires = formatDate(r.expiresAt);
        const query = r.query;
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
              <div className="muted small">
                <Trans>expires {expires}</Trans>
              </div>
            </td>
            <td>
              <Badge tone={TONES[status] ?? 'neutral'}>{requestStatusText(status)}</Badge>
            </td>
            <td className="adm-row-actions">
              <SmallButton tone="danger" name={t`Delete request ${query}`} onClick={() => onDelete(r)}>
                <Trans>Delete</Trans>
              </SmallButton>
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
