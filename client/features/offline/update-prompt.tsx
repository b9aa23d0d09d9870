/// <reference types="vite-plugin-pwa/react" />
/**
 * Registers the service worker and, when a new version of the app is waiting, asks before
 * switching: the page reloads only when the user agrees, so no half-filled form is lost.
 */
import { Trans } from '@lingui/react/macro';
import { useRegisterSW } from 'virtual:pwa-register/react';
import './offline.css';

export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({ immediate: true });
  if (!needRefresh) return null;
  return (
    <div className="update-prompt" role="status" aria-live="polite">
      <span>
        <Trans>A new version of Soko is ready.</Trans>
      </span>
      <div className="btn-row">
        <button type="button" className="btn btn-primary btn-sm" onClick={() => void updateServiceWorker(true)}>
          <Trans>Reload</Trans>
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => setNeedRefresh(false)}>
          <Trans>Later</Trans>
        </button>
      </div>
    </div>
  );
}
