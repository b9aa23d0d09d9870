import { Trans } from '@lingui/react/macro';
import { OfflineNote } from '../../../components/status';
import { formatDateTime } from '../../../lib/format';

/**
 * Admin screens need a connection. When the last load found none, say so, and say how old the
 * data on screen is (or that there is none yet).
 */
export function OfflineNotice({
  offline,
  updatedAt,
  hasData,
  onRetry,
}: {
  offline: boolean;
  updatedAt: number | null;
  hasData: boolean;
  onRetry: () => void;
}) {
  if (!offline) return null;
  const when = updatedAt ? formatDateTime(updatedAt) : '';
  return (
    <OfflineNote>
      <span className="adm-offline">
        {hasData && updatedAt ? (
          <Trans>You are offline. Admin screens need a connection; showing what was last loaded on {when}.</Trans>
        ) : (
          <Trans>You are offline. Admin screens need a connection; this page will load when you are back online.</Trans>
        )}
        <button type="button" className="btn btn-sm btn-outline" onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      </span>
    </OfflineNote>
  );
}
