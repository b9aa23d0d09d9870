import { useState } from 'react';
import { ADMIN_LIST_DEFAULT_LIMIT } from '../../../../sync/constants';
import { EmptyState } from '../../../components/status';
import { useAdminQuery } from '../data/use-admin-query';
import { useDebounced } from '../data/use-debounced';
import { count } from '../display';
import { PageHeader } from '../ui/page-header';
import { Pagination } from '../ui/pagination';
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
  const [text, setText] = useState('');
  const [action, setAction] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebounced(text.trim(), 300);
  const params = auditParams({ q, action, page, limit: ADMIN_LIST_DEFAULT_LIMIT });
  const query = useAdminQuery(`audit-log?${params}`, (signal) => fetchAuditLog(params, signal));
  const entries = query.data?.entries ?? [];

  return (
    <section>
      <PageHeader
        title="Audit Log"
        subtitle={query.data ? count(query.data.total, 'entry', 'entries') : 'Who changed what, and why'}
      />
      <QueryStatus query={query} loadingText="Loading the audit log…" />
      <div className="adm-toolbar adm-audit-toolbar">
        <input
          type="search"
          className="adm-search"
          placeholder="Search by admin, action or reason"
          aria-label="Search the audit log"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setPage(1);
          }}
        />
        <label className="adm-inline-field">
          Action
          <select
            value={action}
            onChange={(e) => {
              setAction(e.target.value);
              setPage(1);
            }}
          >
            <option value="">All actions</option>
            {ACTION_GROUPS.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.actions.map(([value, words]) => (
                  <option key={value} value={value}>
                    {words}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </label>
      </div>
      {query.data && entries.length === 0 && (
        <EmptyState title={q || action ? 'No entries match' : 'Nothing in the audit log yet'} />
      )}
      {entries.length > 0 && (
        <ol className="adm-audit-list" aria-label="Audit log entries">
          {entries.map((entry) => (
            <AuditEntryCard key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
      {query.data && <Pagination page={page} pages={query.data.pages} onPage={setPage} />}
    </section>
  );
}
