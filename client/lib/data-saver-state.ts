/**
 * Data saver, as the user set it on this device (Settings) or the browser asks for it (the
 * Save-Data signal, `navigator.connection.saveData`), and whether the connection is metered.
 * Images (components/data-saver.tsx) and offline areas (store/pull.ts) both follow it.
 */
export const DATA_SAVER_KEY = 'soko-data-saver';

type NetworkInformation = { type?: string; saveData?: boolean };

const connection = () =>
  typeof navigator === 'undefined'
    ? undefined
    : (navigator as Navigator & { connection?: NetworkInformation }).connection;

/** The user's own choice, kept in this browser. */
export function dataSaverChosen(): boolean {
  try {
    return localStorage.getItem(DATA_SAVER_KEY) === '1';
  } catch {
    return false;
  }
}

/** The user's choice or the browser's Save-Data signal. */
export function dataSaverOn(): boolean {
  return dataSaverChosen() || connection()?.saveData === true;
}

/** Wi-Fi or wired, as far as the browser tells; unknown counts as metered. */
export function unmeteredConnection(): boolean {
  const type = connection()?.type;
  return type === 'wifi' || type === 'ethernet';
}
