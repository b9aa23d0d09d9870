import { OfflineNote } from '../../../components/status';
import { formatDateTime } from '../../../lib/format';

/**
 * Admin screens need a connection. When the last load found none, say so, and say how old the
 * data on screen is (or that there is none yet).
 */
export function OfflineNotice({
  offline,
  savedAt,
  hasData,
  onRetry,
}: {
  offline: boolean;
  savedAt: number | null;
  hasData: boolean;
  onRetry: () => void;
}) {
  if (!offline) return null;
  return (
    <OfflineNote>
      <span className="adm-offline">
        {hasData && savedAt
          ? `You are offline. Admin screens need a connection; showing what was last loaded on ${formatDateTime(savedAt)}.`
          : 'You are offline. Admin screens need a connection; this page will load when you are back online.'}
        <button type="button" className="btn btn-sm btn-outline" onClick={onRetry}>
          Try again
        </button>
      </span>
    </OfflineNote>
  );
}
