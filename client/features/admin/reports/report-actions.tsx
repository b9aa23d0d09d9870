import { useState } from 'react';
import { fullName } from '../display';
import { SmallButton } from '../../../components/small-button';
import type { AdminReport, ReportAction, ReportSubject } from './admin-report';
import './reports.css';
import { ActionError } from '../../../components/status';

/** Whose account "suspend-user" suspends: the review's author, the business's owner, the user. */
function accountName(subject: ReportSubject | null | undefined): string {
  const account = subject?.type === 'review' ? subject.author : subject?.type === 'business' ? subject.owner : subject;
  return account ? fullName(account) || account.email : 'this account';
}

/** The button of an action, naming whom it touches. */
export function actionLabel(action: ReportAction, subject: ReportSubject | null | undefined): string {
  if (action === 'hide-review') return 'Hide review';
  if (action === 'deactivate-business') return 'Deactivate business';
  if (subject?.type === 'review') return 'Suspend author';
  if (subject?.type === 'business') return 'Suspend owner';
  return 'Suspend user';
}

/** The confirmation: what the action does, and that the report is resolved with it. */
export function actionQuestion(action: ReportAction, subject: ReportSubject | null | undefined): string {
  if (action === 'hide-review') {
    return 'Hide this review and resolve the report? It leaves the business’s profile and no longer counts in its rating.';
  }
  if (action === 'deactivate-business') {
    const name = subject?.type === 'business' ? subject.name : 'this business';
    return `Deactivate ${name} and resolve the report? It leaves the public directory.`;
  }
  return (
    `Suspend ${accountName(subject)} and resolve the report? They are signed out and cannot sign in, ` +
    'and their business leaves the public directory, until an admin reactivates them.'
  );
}

/**
 * The actions resolving a report can take on its subject (the server lists the fitting ones),
 * each after a confirmation; a refusal is shown next to its button. Keyed by report in the parent
 * so a refusal does not stay on another report.
 */
export function ReportActions({
  report,
  busy,
  onAction,
}: {
  report: AdminReport;
  busy: boolean;
  onAction: (report: AdminReport, action: ReportAction) => Promise<unknown>;
}) {
  const [refusal, setRefusal] = useState<{ action: ReportAction; message: string } | null>(null);
  const { actions } = report;
  if (actions.length === 0) return null;

  const run = async (action: ReportAction) => {
    if (!window.confirm(actionQuestion(action, report.subject))) return;
    setRefusal(null);
    try {
      await onAction(report, action);
    } catch (err) {
      setRefusal({ action, message: (err as Error).message });
    }
  };

  return (
    <div className="adm-card-actions" role="group" aria-label="Resolve with an action">
      {actions.map((action) => (
        <span key={action} className="adm-report-action">
          <SmallButton tone="danger" disabled={busy} onClick={() => void run(action)}>
            {actionLabel(action, report.subject)}
          </SmallButton>
          <ActionError inline message={refusal?.action === action && refusal.message} />
        </span>
      ))}
    </div>
  );
}
