import { formatDateTime } from '../../../lib/format';
import { fullName, shortId } from '../display';
import { ChoiceButtons } from '../../../components/small-button';
import type { AdminReport, ReportAction } from './admin-report';
import { ReportActions } from './report-actions';
import { HighlightKeywords, reasonLabel, SeverityBadge } from './report-severity';
import { ReportStatusBadge } from './report-status';
import { ReportSubjectView } from './report-subject-view';

/**
 * The detail pane: everything about one report and its subject as it is now; while it is
 * PENDING, Resolve and Dismiss, and the actions that resolve it by acting on its subject.
 */
export function ReportDetail({
  report,
  busy,
  onStatus,
  onAction,
}: {
  report: AdminReport | null;
  busy: boolean;
  onStatus: (report: AdminReport, status: 'RESOLVED' | 'DISMISSED') => void;
  onAction: (report: AdminReport, action: ReportAction) => Promise<unknown>;
}) {
  if (!report) {
    return (
      <div className="adm-reader adm-reader-empty">
        <p className="muted">Select a report to see its details.</p>
      </div>
    );
  }
  const { reporter } = report;
  return (
    <article className="adm-reader" aria-labelledby="report-title">
      <header className="adm-reader-header">
        <h2 id="report-title">
          {reasonLabel(report.reason)} <SeverityBadge reason={report.reason} />
        </h2>
        <p className="muted">
          Report {shortId(report.id)} · {formatDateTime(report.createdAt)} ·{' '}
          <ReportStatusBadge status={report.status} />
        </p>
      </header>
      <div className="adm-reader-body">
        {report.description ? (
          <HighlightKeywords text={report.description} />
        ) : (
          <span className="muted">No description given.</span>
        )}
      </div>
      <dl className="adm-facts">
        <dt>About</dt>
        <dd>{report.targetType === 'review' ? 'A business review' : reasonLabel(report.targetType)}</dd>
        <dt>Reported by</dt>
        <dd>{`${fullName(reporter)} <${reporter.email}>`}</dd>
        <ReportSubjectView report={report} />
      </dl>
      {report.status === 'PENDING' && <ReportActions key={report.id} report={report} busy={busy} onAction={onAction} />}
      {report.status === 'PENDING' && (
        <footer className="adm-card-actions">
          <ChoiceButtons
            choices={[
              { value: 'RESOLVED', label: 'Resolve', tone: 'primary' },
              { value: 'DISMISSED', label: 'Dismiss', tone: 'outline' },
            ]}
            busy={busy}
            onChoose={(status) => onStatus(report, status)}
          />
        </footer>
      )}
    </article>
  );
}
