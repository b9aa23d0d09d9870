/// <reference lib="webworker" />
/**
 * The signed-in areas' files (user, vendor, admin; sw/signed-in-areas.ts) are not precached:
 * a customer never pays for them; nor is the app's own script (the `app` area), which a visitor
 * who only read a shared page never ran. Every area file fetched is kept cache-first in its own cache;
 * the first time an area's route chunk is fetched (someone opened the area online), the area is
 * marked as kept and the rest of it is fetched in the background, so every screen of the area
 * opens offline afterwards, not only the ones already visited. An area listed in `later` (the
 * app's own) is only marked then: the rest waits until the page asks (`keep`), once its first
 * screen is complete, since its script arrives with the reader's first tap on a page sent with
 * its content (bench row 17). A file shared with another area (the server-state client) opens
 * neither. Save-Data leaves the rest to be cached screen by screen.
 *
 * The kept areas are brought to this build while the worker installs, as a precache would be, so
 * a worker that is ready has them (a failure is tried again at the next start); files of older
 * builds leave the cache on activate. An area a page opened before this worker controlled it is
 * found by its route chunk in the HTTP cache, without a request, and kept too: a page that ran
 * the app has its entry there.
 */
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

declare let self: ServiceWorkerGlobalScope;

const SIGNED_IN_CACHE = 'soko-signed-in';
/** One entry per kept area (`…/vendor`), never requested by a page. */
const MARK = '/__soko-kept-area/';

const pathsIn = async (cache: Cache) => (await cache.keys()).map((request) => new URL(request.url).pathname);
const saveData = () =>
  (self.navigator as WorkerNavigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/** `areaUrls`: per area, the URL paths of its files, its route chunk first (`virtual:soko-signed-in-areas`). */
/** Whether `area` is kept on this device (someone opened it here). */
export async function areaKept(area: string): Promise<boolean> {
  return (await (await caches.open(SIGNED_IN_CACHE)).match(MARK + area)) !== undefined;
}

export function registerSignedInAreas(
  areaUrls: Record<string, string[]>,
  later: readonly string[] = [],
): { keep: (area: string) => Promise<void> } {
  /** Each file's areas, by URL path. */
  const areasOf = new Map<string, string[]>();
  for (const [area, urls] of Object.entries(areaUrls))
    for (const url of urls) areasOf.set(url, [...(areasOf.get(url) ?? []), area]);

  /** Each area by its route chunk, the first of its files. */
  const areaOfRoute = new Map(Object.entries(areaUrls).map(([area, [route]]) => [route, area]));
  const cacheFirst = new CacheFirst({ cacheName: SIGNED_IN_CACHE });
  const keeping = new Map<string, Promise<void>>();

  const mark = async (area: string) => (await caches.open(SIGNED_IN_CACHE)).put(MARK + area, new Response(''));

  async function fetchMissing(area: string): Promise<void> {
    await mark(area);
    const cache = await caches.open(SIGNED_IN_CACHE);
    if (saveData()) return;
    const held = new Set(await pathsIn(cache));
    await Promise.all((areaUrls[area] ?? []).filter((url) => !held.has(url)).map((url) => cache.add(url)));
  }

  /** Every file of the area in the cache, once per worker start; a failure is tried again next start. */
  function keepArea(area: string): Promise<void> {
    let done = keeping.get(area);
    if (!done) {
      done = fetchMissing(area).catch(() => void keeping.delete(area));
      keeping.set(area, done);
    }
    return done;
  }

  async function dropOldBuilds(): Promise<void> {
    const cache = await caches.open(SIGNED_IN_CACHE);
    const old = (await cache.keys()).filter((request) => {
      const path = new URL(request.url).pathname;
      return !areasOf.has(path) && !path.startsWith(MARK);
    });
    await Promise.all(old.map((request) => cache.delete(request)));
  }

  /** The areas marked as kept, and those whose route chunk (listed first) is in the HTTP cache. */
  async function keptAreas(): Promise<string[]> {
    const marked = (await pathsIn(await caches.open(SIGNED_IN_CACHE)))
      .filter((path) => path.startsWith(MARK))
      .map((path) => path.slice(MARK.length));
    const opened = await Promise.all(
      Object.entries(areaUrls).map(async ([area, [route]]) => {
        if (!route) return null;
        if (marked.includes(area)) return area;
        const response = await fetch(route, { cache: 'only-if-cached', mode: 'same-origin' }).catch(() => null);
        return response?.ok ? area : null;
      }),
    );
    return opened.filter((area) => area !== null);
  }

  let started: Promise<unknown> | null = null;
  const keepKeptAreas = () =>
    (started ??= keptAreas()
      .then((areas) => Promise.all(areas.map(keepArea)))
      .catch(() => undefined));

  registerRoute(
    ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && areasOf.has(url.pathname),
    async ({ event, request, url }) => {
      const response = await cacheFirst.handle({ event, request });
      // an area is opened by its route chunk; a file it shares with another area opens neither
      const opened = areaOfRoute.get(url.pathname);
      // a signed-in area's screens import the app's public ones: those are kept with it at once
      if (opened)
        event.waitUntil(
          later.includes(opened)
            ? mark(opened).catch(() => undefined)
            : Promise.all([keepArea(opened), ...later.map(keepArea)]),
        );
      return response;
    },
  );
  self.addEventListener('install', (event) => event.waitUntil(keepKeptAreas()));
  self.addEventListener('activate', (event) => {
    const dropped = dropOldBuilds();
    event.waitUntil(dropped);
    // looked for again: a page may have opened an area between install and now
    void dropped.then(() => {
      started = null;
      return keepKeptAreas();
    });
  });
  self.addEventListener('fetch', (event) => event.waitUntil(keepKeptAreas()));
  return { keep: keepArea };
}
