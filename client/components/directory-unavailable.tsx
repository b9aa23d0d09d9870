import { syncNow } from '../store/outbox';
import { ErrorState } from './status';
import { DIRECTORY_OFFLINE_HINT } from './use-directory-state';

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
