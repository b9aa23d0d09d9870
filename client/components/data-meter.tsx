/**
 * Settings, Data use: the bytes the app moved this month (app files, data, images), the storage
 * it holds per offline area and for what was opened, and a button that frees the latter.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { DataMeter as Meter } from '../../sync/data-meter';
import { readDataMeter } from '../lib/data-meter';
import { formatBytes } from '../lib/format';
import { evictUnkept } from '../store/device-scope';
import { freeOpened, heldParts } from '../store/held-storage';
import { useDeviceMode } from '../store/hooks';
import { useSyncState } from '../store/sync-state';

type Reading = { meter: Meter; usage: number | null };

async function read(): Promise<Reading> {
  const [meter, estimate] = await Promise.all([
    readDataMeter(),
    navigator.storage?.estimate?.().catch(() => null) ?? Promise.resolve(null),
  ]);
  return { meter, usage: estimate?.usage ?? null };
}

export function DataMeter() {
  const mode = useDeviceMode();
  // measured again whenever what the phone holds changes (an area downloading, space freed)
  const parts = useLiveQuery(heldParts, []);
  const { syncing } = useSyncState();
  const [reading, setReading] = useState<Reading | null>(null);
  const [freed, setFreed] = useState<string | null>(null);
  const refresh = useCallback(() => {
    read().then(setReading, () => setReading(null));
  }, []);
  // the bytes of a sync are counted once it has run
  useEffect(refresh, [refresh, syncing]);

  const free = async () => {
    await freeOpened();
    const dropped = await evictUnkept();
    setFreed(`${dropped} saved ${dropped === 1 ? 'business' : 'businesses'} removed.`);
    refresh();
  };

  if (!reading || !parts) return null;
  const { meter, usage } = reading;
  const total = meter.app + meter.data + meter.images;
  return (
    <section className="card data-meter" aria-labelledby="data-use-title">
      <h2 id="data-use-title">Data use</h2>
      <p>
        This month: <strong data-testid="meter-total">{formatBytes(total)}</strong>
      </p>
      <ul className="muted small">
        <li>App files: {formatBytes(meter.app)}</li>
        <li>Data: {formatBytes(meter.data)}</li>
        <li>Images: {formatBytes(meter.images)}</li>
      </ul>
      <h3>Kept on this phone{usage !== null && `: ${formatBytes(usage)} in all`}</h3>
      <ul className="muted small" aria-label="Storage per area">
        {parts.map((p) => (
          <li key={p.name}>
            {p.name}: {p.businesses.toLocaleString('en-US')} {p.businesses === 1 ? 'business' : 'businesses'}, about{' '}
            {formatBytes(p.bytes)}
          </li>
        ))}
      </ul>
      {mode === 'scoped' && (
        <button type="button" className="btn btn-outline btn-sm" onClick={() => void free()}>
          Free space
        </button>
      )}
      {freed && (
        <p className="small" role="status">
          {freed}
        </p>
      )}
      <p className="muted small">
        Offline areas are chosen on the <Link to="/sync">sync page</Link>.
      </p>
    </section>
  );
}
