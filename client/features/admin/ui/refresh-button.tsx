import { Trans } from '@lingui/react/macro';
import { AdminIcon } from '../layout/admin-icons';

/** Loads a list again on demand, for a screen's head; it says so while it loads. */
export function RefreshButton({ query }: { query: { loading: boolean; reload: () => void } }) {
  return (
    <button type="button" className="btn btn-outline" onClick={query.reload} disabled={query.loading}>
      <AdminIcon name="refresh" size={16} /> {query.loading ? <Trans>Refreshing…</Trans> : <Trans>Refresh</Trans>}
    </button>
  );
}
