/**
 * "Install app": shown only while the browser offers installation (beforeinstallprompt), hidden
 * once installed. The event is caught when this module loads, before any button is on screen.
 */
import { Trans } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';

type InstallPromptEvent = Event & {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = (next: InstallPromptEvent | null) => {
  offer = next;
  listeners.forEach((l) => l());
};

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // the browser's own mini-infobar would compete with our button
    event.preventDefault();
    changed(event as InstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => changed(null));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function useInstallOffer(): InstallPromptEvent | null {
  return useSyncExternalStore(
    subscribe,
    () => offer,
    () => null,
  );
}

export function InstallButton({ className = 'btn btn-outline btn-sm' }: { className?: string }) {
  const current = useInstallOffer();
  if (!current) return null;
  const install = async () => {
    await current.prompt();
    await current.userChoice;
    // an offer can be used once, whatever the answer
    changed(null);
  };
  return (
    <button type="button" className={className} onClick={() => void install()}>
      <Trans>Install app</Trans>
    </button>
  );
}
