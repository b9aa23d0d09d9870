import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ADMIN_LIST_DEFAULT_LIMIT } from '../../../../sync/constants';
import { ItemList } from '../../../components/item-list';
import { useAdminQuery } from '../data/use-admin-query';
import { adminKeys } from '../data/admin-keys';
import { PageHead } from '../../../components/page-head';
import { FilterSelect, useListFilters } from '../ui/list-filters';
import { ListSearch } from '../ui/list-search';
import { Pager } from '../ui/pagination';
import { QueryStatus } from '../ui/query-status';
import { ACTION_GROUPS, auditParams, fetchAuditLog } from './admin-audit';
import { AuditEntryCard } from './audit-entry';
import './audit.css';

/**
 * The audit log (server/features/audit/audit-log-service.ts): every moderation, deletion,
 * suspension, verification and report decision, newest first. The search (admin's name or
 * e-mail, action, reason) and the action filter run on the server, over the whole log; the
 * search waits for a pause in typing.
 */
export function AuditLog() {
  const list = useListFilters({ action: '' });
  const { action } = list.filters;
  const params = auditParams({ q: list.q, action, page: list.page, limit: ADMIN_LIST_DEFAULT_LIMIT });
  const query = useAdminQuery(adminKeys.list('audit-log', { q: list.q, action, page: list.page }), (signal) =>
    fetchAuditLog(params, signal),
  );
  const entries = query.data?.entries ?? [];
  const { t } = useLingui();
  const total = query.data?.pagination.total ?? 0;

  return (
    <section>
      <PageHead
        admin
        title={t`Audit Log`}
        lead={t`Who changed what, and why`}
        count={query.data && t`${plural(total, { one: '# entry', other: '# entries' })}`}
      />
      <QueryStatus query={query} loadingText={t`Loading the audit log…`} />
      <div className="adm-toolbar adm-audit-toolbar">
        <ListSearch
          label={t`Search the audit log`}
          placeholder={t`Search by admin, action or reason`}
          {...list.search}
        />
        <FilterSelect label={t`Action`} value={action} onChange={(next) => list.filter({ action: next })}>
          <option value="">{t`All actions`}</option>
          {ACTION_GROUPS.map((group) => (
            <optgroup key={group.label.id} label={t(group.label)}>
              {group.actions.map(([value, words]) => (
                <option key={value} value={value}>
                  {t(words)}
                </option>
              ))}
            </optgroup>
          ))}
        </FilterSelect>
      </div>
      <ItemList
        items={query.data && entries}
        empty={list.q || action ? t`No entries match` : t`Nothing in the audit log yet`}
        as="ol"
        className="adm-audit-list"
        itemClassName="card adm-audit-entry"
        label={t`Audit log entries`}
      >
        {(entry) => <AuditEntryCard entry={entry} />}
      </ItemList>
      {query.data && <Pager page={list.page} of={query.data.pagination} onPage={list.setPage} />}
    </section>
  );
}
