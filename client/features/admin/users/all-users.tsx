import { useState } from 'react';
import { ADMIN_LIST_DEFAULT_LIMIT } from '../../../../sync/constants';
import { EmptyState } from '../../../components/status';
import { useSession } from '../../../lib/session';
import { useAdminQuery } from '../data/use-admin-query';
import { ExportCsvButton } from '../export-csv-button';
import { useDebounced } from '../data/use-debounced';
import { PageHeader } from '../ui/page-header';
import { Pagination } from '../ui/pagination';
import { QueryStatus } from '../ui/query-status';
import { fetchUsers, setUserStatus, type AdminUser } from './admin-user';
import { UserStatusDialog } from './user-status-dialog';
import { UserTable } from './user-table';
import { count } from '../display';

type RoleFilter = 'all' | 'USER' | 'VENDOR' | 'ADMIN';
type StatusFilter = 'all' | 'active' | 'suspended' | 'unverified';

export function AllUsers() {
  const { user: me } = useSession();
  const [role, setRole] = useState<RoleFilter>('all');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebounced(text.trim(), 300);
  const params = new URLSearchParams({ role, status, q, page: String(page), limit: String(ADMIN_LIST_DEFAULT_LIMIT) });
  const query = useAdminQuery(`users?${params}`, (signal) => fetchUsers(params, signal));
  const [changing, setChanging] = useState<AdminUser | null>(null);

  const changeStatus = async (user: AdminUser, reason: string) => {
    await setUserStatus(user, reason);
    query.update((current) => ({
      ...current,
      users: current.users.map((u) => (u.id === user.id ? { ...u, isActive: !user.isActive } : u)),
    }));
    setChanging(null);
  };

  const resetPage =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <section>
      <PageHeader
        title="All Users"
        subtitle={query.data ? count(query.data.total, 'account') : 'Accounts of the platform'}
        actions={<ExportCsvButton kind="users" />}
      />
      <QueryStatus query={query} loadingText="Loading users…" />
      <div className="adm-toolbar">
        <input
          type="search"
          className="adm-search"
          placeholder="Search by name or email"
          aria-label="Search users"
          value={text}
          onChange={(e) => resetPage(setText)(e.target.value)}
        />
        <label className="adm-inline-field">
          Role
          <select value={role} onChange={(e) => resetPage(setRole)(e.target.value as RoleFilter)}>
            <option value="all">All roles</option>
            <option value="USER">User</option>
            <option value="VENDOR">Vendor</option>
            <option value="ADMIN">Admin</option>
          </select>
        </label>
        <label className="adm-inline-field">
          Status
          <select value={status} onChange={(e) => resetPage(setStatus)(e.target.value as StatusFilter)}>
            <option value="all">All</option>
            <option value="active">Active</option>
            <option value="suspended">Suspended</option>
            <option value="unverified">Unverified</option>
          </select>
        </label>
      </div>
      {query.data && query.data.users.length === 0 && <EmptyState title="No users found" />}
      {query.data && query.data.users.length > 0 && (
        <UserTable users={query.data.users} selfId={me?.id} onChangeStatus={setChanging} />
      )}
      {query.data && <Pagination page={page} pages={query.data.pages} onPage={setPage} />}
      {changing && (
        <UserStatusDialog
          user={changing}
          onClose={() => setChanging(null)}
          onConfirm={(reason) => changeStatus(changing, reason)}
        />
      )}
    </section>
  );
}
