/// <reference lib="webworker" />
/**
 * The service worker: the app shell offline, uploaded images cached, and Background Sync.
 *  1. Precache the shell's HTML, stylesheets and icons (list injected by vite-plugin-pwa) and drop
 *     caches of old builds; take control of the page that installed it, so what it opens next
 *     (a signed-in area's screens) goes through this worker.
 *     The app's script and the signed-in areas' files are cached when first opened
 *     (sw/signed-in-cache.ts): a visitor who only read a shared page never pays for the app.
 *  2. Every navigation (not /api) is answered with the precached index.html once the app runs on
 *     this device: each route opens offline. Before that (docs/decisions/010-a-shared-link-is-a-page-first.md)
 *     navigations go to the network, and the profiles the visitor read are kept, 30 days after
 *     the last view, and the lists and text pages 7 days, to open offline as the server sent them.
 *     A link that passes nothing is no better than none (docs/product.md "A connection that
 *     lies"): a kept page shows after PAGE_NETWORK_TIMEOUT_SECONDS, and a page the phone does not
 *     keep says it needs a connection after PAGE_GIVE_UP_MS, or at once when the request fails.
 *  3. Uploaded images are cache-first: their names are content hashes, so they never change.
 *  4. A waiting new version takes over only when the page says so (the user agreed to reload).
 *  5. Background Sync: when the connection returns the browser wakes this worker, which asks the
 *     open pages to push their outbox (the page holds the tokens and the outbox logic).
 *  6. The data meter (sync/data-meter.ts): the app files this worker fetched itself (precache,
 *     the signed-in areas), kept in Cache Storage for Settings. Images and API answers are
 *     counted by the page that asked for them.
 *  7. Alerts: pushes become notifications for the account signed in here; a tap opens their
 *     screen (sw/push-alerts.ts).
 *  8. A language's catalog (Luganda, Swahili: client/lib/locale.ts) is cache-first once fetched:
 *     only phones that show that language pay for it, and it opens offline afterwards. Its name
 *     has its content's hash; a new build's catalog replaces the old ones.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import areaUrls from 'virtual:soko-signed-in-areas';
import { DATA_METER_CACHE, DATA_METER_URL, meterKind, withBytes, type DataMeter } from '../sync/data-meter';
import { BACKGROUND_SYNC_TAG, KEEP_APP_MESSAGE, KEEP_PAGE_MESSAGE, SW_SYNC_MESSAGE } from '../sync/protocol';
import { PAGE_GIVE_UP_MS, PAGE_NETWORK_TIMEOUT_SECONDS } from '../sync/constants';
import { registerPushAlerts } from './push-alerts';
import { APP_AREA, CATALOG_FILE } from './signed-in-areas';
import { areaKept, registerSignedInAreas } from './signed-in-cache';

declare let self: ServiceWorkerGlobalScope;

type SyncEvent = ExtendableEvent & { tag: string };

// 1.
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
clientsClaim();
// the app's own screens are kept once the page asks (KEEP_APP_MESSAGE), after its first screen
const signedInAreas = registerSignedInAreas(areaUrls, [APP_AREA]);

// 8.
registerRoute(
  ({ url }) => url.origin === self.location.origin && CATALOG_FILE.test(url.pathname),
  new CacheFirst({
    cacheName: 'soko-languages',
    plugins: [new ExpirationPlugin({ maxEntries: 2, purgeOnQuotaError: true })],
  }),
);

// 2. (/unsubscribe, the link of alert e-mails, is the server's own page)
const shell = createHandlerBoundToURL('index.html');
const DAY_SECONDS = 24 * 60 * 60;
const ours = (url: URL) => url.origin === self.location.origin;
/** A profile as the server sent it, with its content: readable without the app. */
const isProfilePage = (url: URL) => ours(url) && url.pathname.startsWith('/business-profile/');
/** A list (each set of the directory's filters, each page of reviews) or a text page as the server sent it. */
const isListPage = (url: URL) =>
  ours(url) &&
  /^\/(?:category\/.+|businesses-directory|busines-categories|service-and-products|product-reviews|contact-us|faq|help)$/.test(
    url.pathname,
  );
const isKeptPage = (url: URL) => isProfilePage(url) || isListPage(url);

/** Pages kept as the server sent them, for as long as the device keeps what they show (docs/decisions/007-what-a-device-keeps.md). */
function keptPages(cacheName: string, kept: (url: URL) => boolean, maxAgeSeconds: number) {
  return new NetworkFirst({
    cacheName,
    networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_SECONDS,
    plugins: [
      {
        cacheWillUpdate: async ({ request, response }) =>
          response.status === 200 && !response.redirected && kept(new URL(request.url)) ? response : null,
      },
      new ExpirationPlugin({ maxEntries: 50, maxAgeSeconds, purgeOnQuotaError: true }),
    ],
  });
}
const profilePages = keptPages('soko-pages', isProfilePage, 30 * DAY_SECONDS);
// a listing is kept 7 days, as the app keeps one (client/store/device-scope.ts LISTING_KEEP_MS)
const listPages = keptPages('soko-list-pages', isListPage, 7 * DAY_SECONDS);
const pagesFor = (url: URL) => (isListPage(url) ? listPages : profilePages);

registerRoute(
  new NavigationRoute(
    async (options) =>
      (await areaKept(APP_AREA)) ? shell(options) : pageOrNoConnection(pagesFor(options.url).handle(options)),
    { denylist: [/^\/api\//, /^\/unsubscribe/] },
  ),
);

function pageOrNoConnection(page: Promise<Response>): Promise<Response> {
  const giveUp = new Promise<Response>((resolve) => setTimeout(() => resolve(noConnectionPage()), PAGE_GIVE_UP_MS));
  return Promise.race([page.catch(noConnectionPage), giveUp]);
}

/** What a page the phone does not keep shows when the network gives nothing. */
function noConnectionPage(): Response {
  const html =
    '<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
    '<title>No connection · Soko</title><body style="font-family:sans-serif;max-width:30rem;margin:3rem auto;padding:0 1rem">' +
    '<h1>No connection</h1><p>This page is not saved on this phone, so it needs a connection to open. ' +
    'Pages you have opened before still open offline.</p><p><a href="">Try again</a></p></body></html>';
  return new Response(html, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8' } });
}

// 3.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/api/uploads/'),
  new CacheFirst({
    cacheName: 'soko-images',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })],
  }),
);

// 4. (and 2.: the page a visitor read before this worker controlled it, client/first-view/loader.ts)
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: string; url?: string } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (data?.type === KEEP_APP_MESSAGE) event.waitUntil(signedInAreas.keep(APP_AREA));
  if (data?.type === KEEP_PAGE_MESSAGE && typeof data.url === 'string') {
    const url = new URL(data.url, self.location.origin);
    if (isKeptPage(url))
      event.waitUntil(
        pagesFor(url)
          .handle({ event, request: new Request(url) })
          .catch(() => undefined),
      );
  }
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

// 6.
let metered = Promise.resolve();
new PerformanceObserver((list) => {
  const bytes = (list.getEntries() as PerformanceResourceTiming[])
    .filter((e) => e.transferSize > 0 && meterKind(new URL(e.name).pathname) === 'app')
    .reduce((sum, e) => sum + e.transferSize, 0);
  if (bytes === 0) return;
  // one update at a time: each reads what the one before it wrote
  metered = metered
    .then(async () => {
      const cache = await caches.open(DATA_METER_CACHE);
      const kept = (await (await cache.match(DATA_METER_URL))?.json()) as DataMeter | undefined;
      const meter = withBytes(kept ?? null, 'app', bytes, Date.now());
      await cache.put(
        DATA_METER_URL,
        new Response(JSON.stringify(meter), { headers: { 'content-type': 'application/json' } }),
      );
    })
    .catch(() => undefined);
}).observe({ type: 'resource', buffered: true });

// 7.
registerPushAlerts();
