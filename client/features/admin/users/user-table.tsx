import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '../../../lib/format';
import { fullName } from '../display';
import { AdminTable } from '../ui/admin-table';
import { Avatar } from '../ui/avatar';
import { Badge, type BadgeTone } from '../ui/badge';
import { SmallButton } from '../../../components/small-button';
import { userStatusText, type AdminUser } from './admin-user';
import type { ListProps } from '../ui/list-props';
import { localPhone } from '../../../../sync/phone';

const COLUMNS = [msg`User`, msg`Phone`, msg`Role`, msg`Status`, msg`Joined`];

const STATUS_LABELS: Record<ReturnType<typeof userStatusText>, MessageDescriptor> = {
  Active: msg`Active`,
  Unverified: msg`Unverified`,
  Suspended: msg`Suspended`,
};

const ROLE_LABELS: Partial<Record<string, MessageDescriptor>> = {
  USER: msg`User`,
  VENDOR: msg`Vendor`,
  ADMIN: msg`Admin`,
};

const STATUS_TONE: Record<ReturnType<typeof userStatusText>, BadgeTone> = {
  Active: 'green',
  Unverified: 'yellow',
  Suspended: 'red',
};

type UserTableProps = ListProps<AdminUser, 'onChangeStatus'> & { selfId: number | undefined };

export function UserTable({ items, selfId, onChangeStatus }: UserTableProps) {
  const { t } = useLingui();
  return (
    <AdminTable columns={COLUMNS.map((column) => t(column))}>
      {items.map((u) => {
        const name = fullName(u) || u.email;
        const status = userStatusText(u);
        const role = ROLE_LABELS[u.role.toUpperCase()];
        return (
          <tr key={u.id}>
            <td>
              <div className="adm-cell-with-avatar">
                <Avatar src={u.avatar} name={name} size={32} />
                <div>
                  <span className="adm-strong">{name}</span>
                  <div className="muted small">{u.email}</div>
                </div>
              </div>
            </td>
            <td>{u.phoneNumber ? localPhone(u.phoneNumber) : '—'}</td>
            <td>{role ? t(role) : u.role.charAt(0).toUpperCase() + u.role.slice(1).toLowerCase()}</td>
            <td>
              <Badge tone={STATUS_TONE[status]}>{t(STATUS_LABELS[status])}</Badge>
            </td>
            <td className="adm-nowrap">{formatDate(u.createdAt)}</td>
            <td className="adm-row-actions">
              {u.id !== selfId && (
                <SmallButton
                  tone={u.isActive ? 'danger' : 'outline'}
                  name={u.isActive ? t`Suspend ${name}` : t`Reactivate ${name}`}
                  onClick={() => onChangeStatus(u)}
                >
                  {u.isActive ? t`Suspend` : t`Reactivate`}
                </SmallButton>
              )}
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
