import { Trans } from '@lingui/react/macro';
import { syncNow } from '../store/outbox';
import { ErrorState } from './status';

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
