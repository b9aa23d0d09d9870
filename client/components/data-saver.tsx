/**
 * Data saver (Settings of the user and vendor areas): when on, pictures are not downloaded
 * unless the connection is known to be Wi-Fi or wired; a "Show image" button loads one on demand.
 * The choice is kept on this device only.
 */
import { Trans } from '@lingui/react/macro';
import { useState, useSyncExternalStore } from 'react';
import { DATA_SAVER_KEY, dataSaverChosen, unmeteredConnection } from '../lib/data-saver-state';

const listeners = new Set<() => void>();

export function setDataSaver(on: boolean) {
  try {
    if (on) localStorage.setItem(DATA_SAVER_KEY, '1');
    else localStorage.removeItem(DATA_SAVER_KEY);
  } catch {
    // private mode: the choice lasts for this page only
  }
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDataSaver(): boolean {
  return useSyncExternalStore(subscribe, dataSaverChosen, () => false);
}

/** A picture that respects data saver. */
export function DataSaverImage({ src, alt, className }: { src: string; alt: string; className?: string }) {
  const saver = useDataSaver();
  const [asked, setAsked] = useState(false);
  const [broken, setBroken] = useState(false);
  if (broken) return null;
  if (saver && !asked && !unmeteredConnection()) {
    return (
      <button type="button" className="btn btn-outline btn-sm" onClick={() => setAsked(true)}>
        <Trans>Show image</Trans>
      </button>
    );
  }
  return (
    <img className={className} src={src} alt={alt} loading="lazy" decoding="async" onError={() => setBroken(true)} />
  );
}
