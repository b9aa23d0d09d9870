/**
 * For tests of what the device holds: an empty IndexedDB store (fake-indexeddb, test/setup/client-setup.ts)
 * and the connection the app reads from navigator.onLine.
 */
import { db } from '../store/db';

export async function clearDeviceStore(): Promise<void> {
  await Promise.all(db.tables.map((table) => table.clear()));
}

/** A fixed answer, or a function a test flips to go offline and back. */
export function setOnline(online: boolean | (() => boolean)): void {
  const get = typeof online === 'function' ? online : () => online;
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get });
  // as a browser does when its connection changes (client/lib/connectivity.ts listens)
  if (typeof online === 'boolean') window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}
