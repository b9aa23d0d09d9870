import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { businessPath, formatDateTime, relativeTime } from '../../../lib/format';
import { actionText, reasonText, targetGone, targetKind, type AuditEntry } from './admin-audit';

/** The target: its kind and name (or number), a business linked to its public profile while it exists. */
function Target({ entry }: { entry: AuditEntry }) {
  const kind = targetKind(entry.targetType);
  const name = entry.targetName;
  if (entry.targetType === 'business' && name) {
    return (
      <>
        {kind} <Link to={businessPath({ id: entry.targetId, name })}>{name}</Link>
      </>
    );
  }
  return (
    <>
      {kind} {name ?? `#${entry.targetId}`}
      {targetGone(entry) && (
        <span className="muted small">
          {' '}
          <Trans>(deleted)</Trans>
        </span>
      )}
    </>
  );
}

/** One line of the log (an item of audit-log.tsx's list): what was done (in words), when, to what, by whom and why. */
export function AuditEntryCard({ entry }: { entry: AuditEntry }) {
  const what = actionText(entry.action);
  const why = reasonText(entry);
  return (
    <>
      <div className="adm-audit-head">
        <span className="adm-strong">{what}</span>
        <time className="muted small" dateTime={entry.createdAt}>
          {formatDateTime(entry.createdAt)} · {relativeTime(entry.createdAt)}
        </time>
      </div>
      <dl className="adm-audit-facts">
        <dt>
          <Trans>Target</Trans>
        </dt>
        <dd>
          <Target entry={entry} />
        </dd>
        <dt>
          <Trans>By</Trans>
        </dt>
        <dd>
          {entry.actor ? (
            <>
              {entry.actor.name || entry.actor.email}
              <span className="muted small adm-audit-email"> {entry.actor.email}</span>
            </>
          ) : (
            <span className="muted">
              <Trans>A deleted account</Trans>
            </span>
          )}
        </dd>
        <dt>
          <Trans>Why</Trans>
        </dt>
        <dd>
          {why || (
            <span className="muted">
              <Trans>No reason given</Trans>
            </span>
          )}
        </dd>
      </dl>
    </>
  );
}
