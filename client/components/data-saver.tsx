/**
 * Data saver (Settings of the user and vendor areas): when on, pictures are not downloaded
 * unless the connection is known to be Wi-Fi or wired; a "Show image" button loads one on demand.
 * The choice is kept on this device only.
 */
import { useState, useSyncExternalStore } from 'react';

const KEY = 'soko-data-saver';
const listeners = new Set<() => void>();

type NetworkInformation = { type?: string; saveData?: boolean };

function read(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function setDataSaver(on: boolean) {
  try {
    if (on) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
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
  return useSyncExternalStore(subscribe, read, () => false);
}

function unmeteredConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return connection?.type === 'wifi' || connection?.type === 'ethernet';
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
        Show image
      </button>
    );
  }
  return (
    <img className={className} src={src} alt={alt} loading="lazy" decoding="async" onError={() => setBroken(true)} />
  );
}
