/**
 * The offline core's header pieces (client/features/offline): the install button is tiny and must
 * hear `beforeinstallprompt` early, so it is imported directly; the sync indicator reads the
 * store (Dexie), so it loads once the first screen is complete (./first-screen). The update
 * prompt is started from main.tsx.
 */
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { InstallButton } from '../features/offline/install-button';
import { useFirstScreenDone } from './first-screen';

const SyncIndicator = lazy(() => import('../features/offline/sync-indicator'));

/**
 * The indicator's place, the same size, until it has loaded: the header does not shift when it
 * arrives (its dot is grey: whether the phone is online is the indicator's to say).
 */
function SyncIndicatorPlace() {
  return (
    <span className="sync-place" aria-hidden="true">
      <span className="sync-dot" />
      <span className="sync-label">
        <Trans>Online</Trans>
      </span>
    </span>
  );
}

export function OfflineBadges() {
  const firstScreenDone = useFirstScreenDone();
  return (
    <>
      {firstScreenDone ? (
        <Suspense fallback={<SyncIndicatorPlace />}>
          <SyncIndicator />
        </Suspense>
      ) : (
        <SyncIndicatorPlace />
      )}
      <InstallButton className="btn btn-outline btn-sm install-btn" />
    </>
  );
}
