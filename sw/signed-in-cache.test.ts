import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const AREAS = {
  vendor: ['/assets/vendor-routes-new.js', '/assets/leads-new.js'],
  admin: ['/assets/admin-routes-new.js'],
  app: ['/assets/index-new.js', '/assets/faq-new.js', '/assets/contact-new.js'],
};

type RouteHandler = (options: { event: unknown; request: Request; url: URL }) => Promise<Response>;
const routes = vi.hoisted(() => ({ handler: null as null | RouteHandler }));
vi.mock('workbox-routing', () => ({
  registerRoute: (_match: unknown, handler: RouteHandler) => void (routes.handler = handler),
}));
vi.mock('workbox-strategies', () => ({
  CacheFirst: class {
    handle = async () => new Response('script');
  },
}));

/** A Cache API keyed by URL path, enough for the worker's calls. */
class FakeCache {
  entries = new Map<string, string>();
  constructor(private readonly fetched: string[]) {}
  keys = async () => [...this.entries.keys()].map((path) => new Request(`http://soko.test${path}`));
  put = async (url: string, response: Response) => void this.entries.set(url, await response.text());
  add = async (url: string) => {
    this.fetched.push(url);
    this.entries.set(url, 'network');
  };
  delete = async (request: Request) => this.entries.delete(new URL(request.url).pathname);
}

let cache: FakeCache;
let fetched: string[];
let httpCached: string[];
let listeners: Map<string, (event: unknown) => void>;
let waited: Promise<unknown>[];

async function startWorker(saveData = false) {
  vi.resetModules();
  listeners = new Map();
  vi.spyOn(self, 'addEventListener').mockImplementation((type, listener) => {
    // the last fetch listener is the area keeper's (workbox's router adds its own first)
    listeners.set(type, listener as (event: unknown) => void);
  });
  Object.defineProperty(self.navigator, 'connection', { value: { saveData }, configurable: true });
  const { registerSignedInAreas } = await import('./signed-in-cache');
  return registerSignedInAreas(AREAS, ['app']);
}

/** A page's request for `path` through the worker's route, and the background work it started. */
async function request(path: string) {
  const event = { waitUntil: (p: Promise<unknown>) => waited.push(p) };
  const url = new URL(`http://soko.test${path}`);
  await routes.handler!({ event, request: new Request(url), url });
  await Promise.all(waited);
}

/** Dispatches activate, then a page's request, and waits for the background work they started. */
async function activate() {
  const event = { waitUntil: (p: Promise<unknown>) => waited.push(p) };
  listeners.get('activate')!(event);
  await Promise.all(waited);
  listeners.get('fetch')!(event);
  await Promise.all(waited);
}

beforeEach(() => {
  fetched = [];
  httpCached = [];
  waited = [];
  cache = new FakeCache(fetched);
  vi.stubGlobal('caches', { open: async () => cache });
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const hit = init?.cache === 'only-if-cached' && httpCached.includes(url);
    return new Response(hit ? 'cached' : null, { status: hit ? 200 : 504 });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the signed-in areas cache', () => {
  it("drops an older build's files and brings a kept area to this build", async () => {
    cache.entries.set('/assets/vendor-routes-old.js', 'old');
    cache.entries.set('/assets/leads-new.js', 'kept');
    cache.entries.set('/__soko-kept-area/vendor', '');
    await startWorker();
    await activate();
    expect([...cache.entries.keys()].sort()).toEqual([
      '/__soko-kept-area/vendor',
      '/assets/leads-new.js',
      '/assets/vendor-routes-new.js',
    ]);
    expect(fetched).toEqual(['/assets/vendor-routes-new.js']);
  });

  it('keeps an area whose route chunk a page loaded before the worker controlled it, and no other', async () => {
    httpCached = ['/assets/vendor-routes-new.js'];
    await startWorker();
    await activate();
    expect(fetched.sort()).toEqual(['/assets/leads-new.js', '/assets/vendor-routes-new.js']);
    expect(cache.entries.has('/__soko-kept-area/admin')).toBe(false);
  });

  it('with Save-Data marks the area kept but downloads nothing in the background', async () => {
    httpCached = ['/assets/vendor-routes-new.js'];
    await startWorker(true);
    await activate();
    expect(fetched).toEqual([]);
    expect(cache.entries.has('/__soko-kept-area/vendor')).toBe(true);
  });

  it("keeps the app's screens once the page asks, or at once with a signed-in area that is opened", async () => {
    const worker = await startWorker();
    // the app's script comes with a reader's first tap on a page sent with its content
    await request('/assets/index-new.js');
    expect(cache.entries.has('/__soko-kept-area/app')).toBe(true);
    expect(fetched).toEqual([]);

    await worker.keep('app');
    expect(fetched.sort()).toEqual([...AREAS.app].sort());

    // a signed-in area keeps the app's public screens it imports at once, with its own
    fetched.length = 0;
    cache.entries.clear();
    await startWorker();
    await request('/assets/vendor-routes-new.js');
    expect(fetched.sort()).toEqual([...AREAS.app, '/assets/leads-new.js', '/assets/vendor-routes-new.js'].sort());
  });
});
