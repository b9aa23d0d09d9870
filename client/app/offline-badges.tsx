/**
 * The offline core's header pieces (client/features/offline): the install button is tiny and must
 * hear `beforeinstallprompt` early, so it is imported directly; the sync indicator reads the
 * store (Dexie), so it loads once the first screen is complete (./first-screen). The update
 * prompt is started from main.tsx.
 */
import { lazy, Suspense } from 'react';
import { InstallButton } from '../features/offline/install-button';
import { useFirstScreenDone } from './first-screen';

const SyncIndicator = lazy(() => import('../features/offline/sync-indicator'));

export function OfflineBadges() {
  const firstScreenDone = useFirstScreenDone();
  return (
    <>
      {firstScreenDone && (
        <Suspense fallback={null}>
          <SyncIndicator />
        </Suspense>
      )}
      <InstallButton className="btn btn-outline btn-sm install-btn" />
    </>
  );
}
