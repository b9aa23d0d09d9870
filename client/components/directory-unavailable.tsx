import { Trans } from '@lingui/react/macro';
import { ErrorState } from './status';

/**
 * Syncs again. The outbox's module (every write's schema, the sync engine) is loaded when asked:
 * not with the lists that show this, whose script is then evaluated in a shorter task (bench row 13).
 */
function syncNow() {
  return import('../store/outbox').then((outbox) => outbox.syncNow());
}

/** Why a list of the directory is empty offline before the first download (./use-directory-state.ts). */
export const DIRECTORY_OFFLINE_HINT = (
  <Trans>
    You are offline and this device has not downloaded the directory yet. Connect once and it will stay available
    offline.
  </Trans>
);

/**
 * A list of the directory while it cannot answer: offline before the first download
 * (./use-directory-state.ts). Retrying is syncing again.
 */
export function DirectoryUnavailable({ message, retryLabel }: { message: string; retryLabel?: string }) {
  return (
    <ErrorState message={message} onRetry={() => void syncNow()} retryLabel={retryLabel}>
      <p className="small">{DIRECTORY_OFFLINE_HINT}</p>
    </ErrorState>
  );
}
