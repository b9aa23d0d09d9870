/**
 * /sync: the writes made on this device that the server has not taken yet, refused ones with the
 * server's message (to edit and resend, or discard), and when the device last synced.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useOutbox, useSyncStatus } from '../../store/hooks';
import { syncNow } from '../../store/outbox';
import { formatDateTime } from '../../lib/format';
import { DataMeter } from '../../components/data-meter';
import { OfflineAreas } from './offline-areas';
import { OutboxEntry } from './outbox-entry';
import './offline.css';

export default function OutboxPage() {
  const { t } = useLingui();
  const items = useOutbox();
  const { online, syncing, lastSyncAt, pendingCount, rejectedCount } = useSyncStatus();
  const lastSynced = lastSyncAt ? formatDateTime(lastSyncAt) : null;
  return (
    <section className="section container">
      <h1>
        <Trans>Waiting to sync</Trans>
      </h1>
      <p className="muted" role="status">
        {online ? t`Online` : t`Offline: changes are kept on this phone and sent when you reconnect`}
        {' · '}
        {lastSynced ? t`Last synced ${lastSynced}` : t`Not synced yet`}
      </p>
      <p>
        <Trans>
          <span data-testid="pending-count">{pendingCount}</span> waiting, {rejectedCount} refused
        </Trans>
      </p>
      <button
        type="button"
        className="btn btn-primary btn-sm"
        disabled={!online || syncing}
        onClick={() => void syncNow({ userAsked: true })}
      >
        {syncing ? t`Syncing…` : t`Sync now`}
      </button>
      {items && items.length === 0 && (
        <p className="state-box">
          <Trans>Nothing is waiting to sync.</Trans>
        </p>
      )}
      {items && items.length > 0 && (
        <ul className="outbox-list" aria-label={t`Changes waiting to sync`}>
          {items.map((item) => (
            <OutboxEntry key={item.seq} item={item} />
          ))}
        </ul>
      )}
      <OfflineAreas />
      <DataMeter />
    </section>
  );
}
