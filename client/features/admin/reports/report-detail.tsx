import { formatDateTime } from '../../../lib/format';
import { fullName, shortId } from '../display';
import { Badge } from '../ui/badge';
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
  onAction: (report: AdminReport, action: ReportAction) => Promise<void>;
}) {
  if (!report) {
    return (
      <div className="adm-reader adm-reader-empty">
        <p className="muted">Select a report to see its details.</p>
      </div>
    );
  }
  const { reporter, reportedUser, reportedBusiness } = report;
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
        {report.targetType && (
          <>
            <dt>About</dt>
            <dd>{report.targetType === 'review' ? 'A business review' : reasonLabel(report.targetType)}</dd>
          </>
        )}
        <dt>Reported by</dt>
        <dd>{reporter ? `${fullName(reporter)} <${reporter.email}>` : 'Unknown'}</dd>
        {report.subject !== undefined ? (
          <ReportSubjectView report={report} />
        ) : (
          <>
            {reportedUser && (
              <>
                <dt>Reported user</dt>
                <dd>
                  {fullName(reportedUser)} &lt;{reportedUser.email}&gt;{' '}
                  <Badge tone={reportedUser.isActive ? 'green' : 'red'}>
                    {reportedUser.isActive ? 'Active' : 'Suspended'}
                  </Badge>
                </dd>
              </>
            )}
            {reportedBusiness && (
              <>
                <dt>Reported business</dt>
                <dd>
                  {reportedBusiness.name}
                  {reportedBusiness.email && ` <${reportedBusiness.email}>`}{' '}
                  <Badge tone={reportedBusiness.isActive ? 'green' : 'neutral'}>
                    {reportedBusiness.isActive ? 'Active' : 'Inactive'}
                  </Badge>
                  {reportedBusiness.owner && (
                    <div className="muted small">Owner: {fullName(reportedBusiness.owner)}</div>
                  )}
                </dd>
              </>
            )}
          </>
        )}
      </dl>
      {report.status.toUpperCase() === 'PENDING' && (
        <ReportActions key={report.id} report={report} busy={busy} onAction={onAction} />
      )}
      {report.status.toUpperCase() === 'PENDING' && (
        <footer className="adm-card-actions">
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={busy}
            onClick={() => onStatus(report, 'RESOLVED')}
          >
            Resolve
          </button>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={busy}
            onClick={() => onStatus(report, 'DISMISSED')}
          >
            Dismiss
          </button>
        </footer>
      )}
    </article>
  );
}
