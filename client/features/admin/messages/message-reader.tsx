import { Trans } from '@lingui/react/macro';
import { formatDateTime } from '../../../lib/format';
import { SmallButton } from '../../../components/small-button';
import { senderName, type AdminMessage } from './admin-message';

/** The reading pane: the whole message, a reply by e-mail, delete. */
export function MessageReader({
  message,
  onDelete,
}: {
  message: AdminMessage | null;
  onDelete: (message: AdminMessage) => void;
}) {
  if (!message) {
    return (
      <div className="adm-reader adm-reader-empty">
        <p className="muted">
          <Trans>Select a message to read it.</Trans>
        </p>
      </div>
    );
  }
  const sender = senderName(message);
  return (
    <article className="adm-reader" aria-labelledby="message-subject">
      <header className="adm-reader-header">
        <h2 id="message-subject">{message.subject}</h2>
        <p className="muted">
          <Trans>
            From <strong>{sender}</strong>
          </Trans>{' '}
          &lt;{message.email}&gt; · {formatDateTime(message.createdAt)}
        </p>
      </header>
      <div className="adm-reader-body">{message.content}</div>
      <footer className="adm-card-actions">
        <a
          className="btn btn-primary btn-sm"
          href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}
        >
          <Trans>Reply by email</Trans>
        </a>
        <SmallButton tone="danger" onClick={() => onDelete(message)}>
          <Trans>Delete</Trans>
        </SmallButton>
      </footer>
    </article>
  );
}
