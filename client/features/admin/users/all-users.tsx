import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ADMIN_LIST_DEFAULT_LIMIT } from '../../../../sync/constants';
import { EmptyState } from '../../../components/status';
import { markOutOfDate } from '../../../lib/server-state';
import { useSession } from '../../../lib/session';
import { useAdminQuery } from '../data/use-admin-query';
import { adminKeys } from '../data/admin-keys';
import { useConfirm } from '../data/use-confirm';
import { ExportCsvButton } from '../export-csv-button';
import { PageHead } from '../../../components/page-head';
import { FilterSelect, useListFilters } from '../ui/list-filters';
import { ListSearch } from '../ui/list-search';
import { Pager } from '../ui/pagination';
import { QueryStatus } from '../ui/query-status';
import { fetchUsers, setUserStatus, type AdminUser } from './admin-user';
import { UserStatusDialog } from './user-status-dialog';
import { UserTable } from './user-table';

type RoleFilter = 'all' | 'USER' | 'VENDOR' | 'ADMIN';
type StatusFilter = 'all' | 'active' | 'suspended' | 'unverified';

export function AllUsers() {
  const { user: me } = useSession();
  const list = useListFilters<{ role: RoleFilter; status: StatusFilter }>({ role: 'all', status: 'all' });
  const page = String(list.page);
  const params = new URLSearchParams({ ...list.filters, q: list.q, page, limit: String(ADMIN_LIST_DEFAULT_LIMIT) });
  const query = useAdminQuery(adminKeys.list('users', { ...list.filters, q: list.q, page: list.page }), (signal) =>
    fetchUsers(params, signal),
  );
  const changing = useConfirm({
    change: (user: AdminUser, reason: string) => setUserStatus(user, reason),
    onChanged: (user) => {
      query.update((current) => ({
        ...current,
        users: current.users.map((u) => (u.id === user.id ? { ...u, isActive: !user.isActive } : u)),
      }));
      markOutOfDate(adminKeys.lists('users'));
    },
  });

  const { t } = useLingui();
  const total = query.data?.pagination.total ?? 0;
  return (
    <section>
      <PageHead
        admin
        title={t`All Users`}
        lead={t`Accounts of the platform`}
        count={query.data && t`${plural(total, { one: '# account', other: '# accounts' })}`}
      >
        <ExportCsvButton kind="users" />
      </PageHead>
      <QueryStatus query={query} loadingText={t`Loading users…`} />
      <div className="adm-toolbar">
        <ListSearch label={t`Search users`} placeholder={t`Search by name or email`} {...list.search} />
        <FilterSelect label={t`Role`} value={list.filters.role} onChange={(role) => list.filter({ role })}>
          <option value="all">{t`All roles`}</option>
          <option value="USER">{t`User`}</option>
          <option value="VENDOR">{t`Vendor`}</option>
          <option value="ADMIN">{t`Admin`}</option>
        </FilterSelect>
        <FilterSelect label={t`Status`} value={list.filters.status} onChange={(status) => list.filter({ status })}>
          <option value="all">{t`All`}</option>
          <option value="active">{t`Active`}</option>
          <option value="suspended">{t`Suspended`}</option>
          <option value="unverified">{t`Unverified`}</option>
        </FilterSelect>
      </div>
      {query.data && query.data.users.length === 0 && <EmptyState title={t`No users found`} />}
      {query.data && query.data.users.length > 0 && (
        <UserTable items={query.data.users} selfId={me?.id} onChangeStatus={changing.ask} />
      )}
      {query.data && <Pager page={list.page} of={query.data.pagination} onPage={list.setPage} />}
      {changing.item && (
        <UserStatusDialog user={changing.item} onClose={changing.close} confirming={changing.confirming} />
      )}
    </section>
  );
}
