/**
 * The offline core's header pieces (client/features/offline): the install button is tiny and must
 * hear `beforeinstallprompt` early, so it is imported directly; the sync indicator reads the
 * store (Dexie), so it loads after the page. The update prompt is started from main.tsx.
 */
import { lazy, Suspense } from 'react';
import { InstallButton } from '../features/offline/install-button';

const SyncIndicator = lazy(() => import('../features/offline/sync-indicator'));

export function OfflineBadges() {
  return (
    <>
      <Suspense fallback={null}>
        <SyncIndicator />
      </Suspense>
      <InstallButton className="btn btn-outline btn-sm install-btn" />
    </>
  );
}
