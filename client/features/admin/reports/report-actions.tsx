import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { fullName } from '../display';
import { SmallButton } from '../../../components/small-button';
import type { AdminReport, ReportAction, ReportSubject } from './admin-report';
import './reports.css';
import { ActionError } from '../../../components/status';

/** Whose account "suspend-user" suspends: the review's author, the business's owner, the user. */
function accountName(subject: ReportSubject | null | undefined): string {
  const account = subject?.type === 'review' ? subject.author : subject?.type === 'business' ? subject.owner : subject;
  return account ? fullName(account) || account.email : t`this account`;
}

/** The button of an action, naming whom it touches. */
function actionLabel(action: ReportAction, subject: ReportSubject | null | undefined): string {
  if (action === 'hide-review') return t`Hide review`;
  if (action === 'deactivate-business') return t`Deactivate business`;
  if (subject?.type === 'review') return t`Suspend author`;
  if (subject?.type === 'business') return t`Suspend owner`;
  return t`Suspend user`;
}

/** The confirmation: what the action does, and that the report is resolved with it. */
function actionQuestion(action: ReportAction, subject: ReportSubject | null | undefined): string {
  if (action === 'hide-review') {
    return t`Hide this review and resolve the report? It leaves the business’s profile and no longer counts in its rating.`;
  }
  if (action === 'deactivate-business') {
    const name = subject?.type === 'business' ? subject.name : t`this business`;
    return t`Deactivate ${name} and resolve the report? It leaves the public directory.`;
  }
  const name = accountName(subject);
  return t`Suspend ${name} and resolve the report? They are signed out and cannot sign in, and their business leaves the public directory, until an admin reactivates them.`;
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
  const { t } = useLingui();
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
    <div className="adm-card-actions" role="group" aria-label={t`Resolve with an action`}>
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
