/**
 * Settings, Data use: the bytes the app moved this month (app files, data, images), the storage
 * it holds per offline area and for what was opened, and a button that frees the latter.
 */
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
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
    setFreed(t`${plural(dropped, { one: '# saved business removed.', other: '# saved businesses removed.' })}`);
    refresh();
  };

  if (!reading || !parts) return null;
  const { meter, usage } = reading;
  const total = formatBytes(meter.app + meter.data + meter.images);
  const app = formatBytes(meter.app);
  const data = formatBytes(meter.data);
  const images = formatBytes(meter.images);
  const used = usage === null ? null : formatBytes(usage);
  return (
    <section className="card data-meter" aria-labelledby="data-use-title">
      <h2 id="data-use-title">
        <Trans>Data use</Trans>
      </h2>
      <p>
        <Trans>
          This month: <strong data-testid="meter-total">{total}</strong>
        </Trans>
      </p>
      <ul className="muted small">
        <li>
          <Trans>App files: {app}</Trans>
        </li>
        <li>
          <Trans>Data: {data}</Trans>
        </li>
        <li>
          <Trans>Images: {images}</Trans>
        </li>
      </ul>
      <h3>{used === null ? <Trans>Kept on this phone</Trans> : <Trans>Kept on this phone: {used} in all</Trans>}</h3>
      <ul className="muted small" aria-label={t`Storage per area`}>
        {parts.map(({ name, businesses, bytes }) => {
          const size = formatBytes(bytes);
          return (
            <li key={name}>
              {t`${name}: ${plural(businesses, { one: '# business', other: '# businesses' })}, about ${size}`}
            </li>
          );
        })}
      </ul>
      {mode === 'scoped' && (
        <button type="button" className="btn btn-outline btn-sm" onClick={() => void free()}>
          <Trans>Free space</Trans>
        </button>
      )}
      {freed && (
        <p className="small" role="status">
          {freed}
        </p>
      )}
      <p className="muted small">
        <Trans>
          Offline areas are chosen on the <Link to="/sync">sync page</Link>.
        </Trans>
      </p>
    </section>
  );
}
