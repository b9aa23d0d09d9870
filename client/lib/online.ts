/** Whether the browser believes it is online, as a React hook (online/offline events). */
import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/** What sign-in and other live-only screens say instead of spinning without a connection. */
export const NEEDS_CONNECTION =
  'You are offline. Signing in needs an internet connection — please connect and try again.';
