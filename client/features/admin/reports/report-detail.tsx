import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  if (!report) {
    return (
      <div className="adm-reader adm-reader-empty">
        <p className="muted">
          <Trans>Select a report to see its details.</Trans>
        </p>
      </div>
    );
  }
  const { reporter } = report;
  const id = shortId(report.id);
  const when = formatDateTime(report.createdAt);
  return (
    <article className="adm-reader" aria-labelledby="report-title">
      <header className="adm-reader-header">
        <h2 id="report-title">
          {reasonLabel(report.reason)} <SeverityBadge reason={report.reason} />
        </h2>
        <p className="muted">
          <Trans>
            Report {id} · {when} · <ReportStatusBadge status={report.status} />
          </Trans>
        </p>
      </header>
      <div className="adm-reader-body">
        {report.description ? (
          <HighlightKeywords text={report.description} />
        ) : (
          <span className="muted">
            <Trans>No description given.</Trans>
          </span>
        )}
      </div>
      <dl className="adm-facts">
        <dt>
          <Trans>About</Trans>
        </dt>
        <dd>{report.targetType === 'review' ? <Trans>A business review</Trans> : reasonLabel(report.targetType)}</dd>
        <dt>
          <Trans>Reported by</Trans>
        </dt>
        <dd>{`${fullName(reporter)} <${reporter.email}>`}</dd>
        <ReportSubjectView report={report} />
      </dl>
      {report.status === 'PENDING' && <ReportActions key={report.id} report={report} busy={busy} onAction={onAction} />}
      {report.status === 'PENDING' && (
        <footer className="adm-card-actions">
          <ChoiceButtons
            choices={[
              { value: 'RESOLVED', label: t`Resolve`, tone: 'primary' },
              { value: 'DISMISSED', label: t`Dismiss`, tone: 'outline' },
            ]}
            busy={busy}
            onChoose={(status) => onStatus(report, status)}
          />
        </footer>
      )}
    </article>
  );
}
