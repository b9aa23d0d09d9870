import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { REPORT_PREVIEW } from '../../../../sync/constants';
import { EmptyState, ErrorState } from '../../../components/status';
import { relativeTime } from '../../../lib/format';
import { markOutOfDate, queryClient } from '../../../lib/server-state';
import { useAdminQuery } from '../data/use-admin-query';
import { adminKeys } from '../data/admin-keys';
import { preview } from '../display';
import { FilterTabs } from '../ui/filter-tabs';
import { PageHead } from '../../../components/page-head';
import { QueryStatus } from '../ui/query-status';
import { fetchReports, setReportStatus, type AdminReport, type ReportAction, type ReportFilter } from './admin-report';
import { ReportDetail } from './report-detail';
import { reasonLabel, SeverityBadge } from './report-severity';
import { ReportStatusBadge } from './report-status';
import { reportSubject } from './report-subject';
import { ListSearch, ResultCount, useListSearch } from '../ui/list-search';
import '../ui/split-pane.css';

const FILTERS = [
  { value: 'all', label: msg`All` },
  { value: 'PENDING', label: msg`Pending` },
  { value: 'RESOLVED', label: msg`Resolved` },
  { value: 'DISMISSED', label: msg`Dismissed` },
] as const;

export function ReportedUsers() {
  const { t } = useLingui();
  const [filter, setFilter] = useState<ReportFilter>('all');
  const search = useListSearch();
  const query = useAdminQuery(adminKeys.list('reports', { status: filter, q: search.q }), (signal) =>
    fetchReports(filter, search.q, signal),
  );
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const reports = query.data ?? [];
  const selected = reports.find((r) => r.id === selectedId) ?? null;

  const replace = (updated: AdminReport) => {
    query.update((list) => list.map((r) => (r.id === updated.id ? updated : r)));
    markOutOfDate(adminKeys.lists('reports'));
  };

  /** Resolve or Dismiss; a refusal shows in the banner. */
  const changeStatus = useMutation(
    {
      mutationFn: ({ report, status }: { report: AdminReport; status: 'RESOLVED' | 'DISMISSED' }) =>
        setReportStatus(report.id, status),
      onSuccess: replace,
    },
    queryClient,
  );

  /**
   * Resolves the report by acting on its subject; a refusal is thrown back to the button, which
   * shows it beside itself (report-actions.tsx), and the banner's last refusal goes. Other reports
   * of the same subject are read again, as it changed.
   */
  const resolveWith = useMutation(
    {
      mutationFn: ({ report, action }: { report: AdminReport; action: ReportAction }) =>
        setReportStatus(report.id, 'RESOLVED', action),
      onMutate: () => {
        if (changeStatus.isError) changeStatus.reset();
      },
      onSuccess: (updated) => {
        replace(updated);
        query.reload();
      },
    },
    queryClient,
  );

  return (
    <section>
      <PageHead
        admin
        title={t`Reported Users`}
        lead={t`Reports of users, businesses and reviews sent by the community`}
      />
      <QueryStatus query={query} loadingText={t`Loading reports…`} />
      <ErrorState banner message={changeStatus.error?.message ?? null} onDismiss={changeStatus.reset} />
      <div className="adm-toolbar">
        <FilterTabs
          label={t`Filter reports`}
          value={filter}
          onChange={setFilter}
          options={FILTERS.map((o) => ({ value: o.value, label: t(o.label) }))}
        />
        <ListSearch label={t`Search reports`} placeholder={t`Search by reason, name or e-mail`} {...search.input} />
      </div>
      {query.data && <ResultCount total={reports.length} />}
      {query.data &&
        (reports.length === 0 ? (
          <EmptyState title={t`No reports found`} />
        ) : (
          <div className="adm-split">
            <ul className="adm-inbox" aria-label={t`Reports`}>
              {reports.map((r) => (
                <li key={r.id}>
                  <button
                    type="button"
                    className={r.id === selectedId ? 'adm-inbox-item adm-selected' : 'adm-inbox-item'}
                    aria-current={r.id === selectedId ? 'true' : undefined}
                    onClick={() => setSelectedId(r.id)}
                  >
                    <span className="adm-inbox-top">
                      <span className="adm-inbox-sender">{reportSubject(r)}</span>
                      <ReportStatusBadge status={r.status} />
                    </span>
                    <span className="adm-inbox-subject">
                      {reasonLabel(r.reason)} <SeverityBadge reason={r.reason} />
                    </span>
                    <span className="adm-inbox-preview muted small">{preview(r.description, REPORT_PREVIEW)}</span>
                    <span className="muted small">{relativeTime(r.createdAt)}</span>
                  </button>
                </li>
              ))}
            </ul>
            <ReportDetail
              report={selected}
              busy={changeStatus.isPending || resolveWith.isPending}
              onStatus={(report, status) => changeStatus.mutate({ report, status })}
              onAction={(report, action) => resolveWith.mutateAsync({ report, action })}
            />
          </div>
        ))}
    </section>
  );
}
