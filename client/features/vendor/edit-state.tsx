import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { Local } from '../../store/hooks';

/** "Waiting to sync" on an edit still in the outbox. */
export function WaitingBadge({ item }: { item: Local<object> }) {
  if (!item.pending || item.syncState !== 'waiting') return null;
  return (
    <span className="status-badge waiting-sync">
      <Trans>Waiting to sync</Trans>
    </span>
  );
}

/** The server's message on a refused edit, with the way to fix or discard it. */
export function RefusedEdit({ item, what }: { item: Local<object>; what: string }) {
  if (!item.pending || item.syncState !== 'rejected') return null;
  const message = item.syncMessage;
  return (
    <p className="notice notice-error small" role="alert">
      {message ? (
        <Trans>
          Your change to {what} was refused: {message}. <Link to="/sync">Edit or discard it</Link>
        </Trans>
      ) : (
        <Trans>
          Your change to {what} was refused: the server refused it. <Link to="/sync">Edit or discard it</Link>
        </Trans>
      )}
    </p>
  );
}
