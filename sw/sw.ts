/// <reference lib="webworker" />
/**
 * The service worker: the app shell offline, uploaded images cached, and Background Sync.
 *  1. Precache the built shell and public screens (list injected by vite-plugin-pwa) and drop
 *     caches of old builds; take control of the page that installed it, so what it opens next
 *     (a signed-in area's screens) goes through this worker.
 *     The signed-in areas' files are cached when first opened (sw/signed-in-cache.ts).
 *  2. Every navigation (not /api) is answered with the precached index.html: each route opens offline.
 *  3. Uploaded images are cache-first: their names are content hashes, so they never change.
 *  4. A waiting new version takes over only when the page says so (the user agreed to reload).
 *  5. Background Sync: when the connection returns the browser wakes this worker, which asks the
 *     open pages to push their outbox (the page holds the tokens and the outbox logic).
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import areaUrls from 'virtual:soko-signed-in-areas';
import { BACKGROUND_SYNC_TAG, SW_SYNC_MESSAGE } from '../sync/protocol';
import { registerSignedInAreas } from './signed-in-cache';

declare let self: ServiceWorkerGlobalScope;

type SyncEvent = ExtendableEvent & { tag: string };

// 1.
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
clientsClaim();
registerSignedInAreas(areaUrls);

// 2.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/api\//] }));

// 3.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/api/uploads/'),
  new CacheFirst({
    cacheName: 'soko-images',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })],
  }),
);

// 4.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// 5.
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== BACKGROUND_SYNC_TAG) return;
  sync.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((pages) => {
      for (const page of pages) page.postMessage({ type: SW_SYNC_MESSAGE });
    }),
  );
});
