/**
 * Online, Offline (the browser knows), No connection (the browser says online but the server
 * cannot be reached: lib/connectivity.ts), and how many writes wait to sync (refused ones marked); links to the
 * outbox page. Mounting it also starts the sync engine, so the header mounts it only once the
 * first screen is complete (client/app/first-screen.ts).
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useOfflineKind } from '../../lib/connectivity';
import { useSyncStatus } from '../../store/sync-status';
import { startSyncEngine } from '../../store/sync-engine';
import './offline.css';

function SyncIndicator() {
  const { t } = useLingui();
  const { syncing, pendingCount, rejectedCount } = useSyncStatus();
  const kind = useOfflineKind();
  const online = kind === 'online';
  useEffect(startSyncEngine, []);
  const state = online ? (syncing ? t`Syncing` : t`Online`) : kind === 'no-connection' ? t`No connection` : t`Offline`;
  const description = [
    state,
    t`${plural(pendingCount, { one: '# change waiting to sync', other: '# changes waiting to sync' })}`,
    rejectedCount > 0 && t`${rejectedCount} refused`,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <Link
      to="/sync"
      className={`sync-indicator ${online ? 'is-online' : 'is-offline'}`}
      title={description}
      aria-label={description}
      data-pending={pendingCount}
    >
      <span className="sync-dot" aria-hidden="true" />
      <span className="sync-label">{state}</span>
      {pendingCount > 0 && <span className="sync-count">{pendingCount}</span>}
      {rejectedCount > 0 && <span className="sync-count sync-refused">!</span>}
    </Link>
  );
}

export default SyncIndicator;
