/**
 * /sync: the writes made on this device that the server has not taken yet, refused ones with the
 * server's message (to edit and resend, or discard), and when the device last synced.
 */
import { useOutbox, useSyncStatus } from '../../store/hooks';
import { syncNow } from '../../store/outbox';
import { formatDateTime } from '../../lib/format';
import { DataMeter } from '../../components/data-meter';
import { OfflineAreas } from './offline-areas';
import { OutboxEntry } from './outbox-entry';
import './offline.css';

export function OutboxPage() {
  const items = useOutbox();
  const { online, syncing, lastSyncAt, pendingCount, rejectedCount } = useSyncStatus();
  return (
    <section className="section container">
      <h1>Waiting to sync</h1>
      <p className="muted" role="status">
        {online ? 'Online' : 'Offline: changes are kept on this phone and sent when you reconnect'}
        {' · '}
        {lastSyncAt ? `Last synced ${formatDateTime(lastSyncAt)}` : 'Not synced yet'}
      </p>
      <p>
        <span data-testid="pending-count">{pendingCount}</span> waiting, {rejectedCount} refused
      </p>
      <button
        type="button"
        className="btn btn-primary btn-sm"
        disabled={!online || syncing}
        onClick={() => void syncNow({ userAsked: true })}
      >
        {syncing ? 'Syncing…' : 'Sync now'}
      </button>
      {items && items.length === 0 && <p className="state-box">Nothing is waiting to sync.</p>}
      {items && items.length > 0 && (
        <ul className="outbox-list" aria-label="Changes waiting to sync">
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

export default OutboxPage;
