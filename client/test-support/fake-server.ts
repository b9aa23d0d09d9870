/**
 * For the store's tests: a stand-in for the server's sync endpoints behind a stubbed `fetch`,
 * with the push's exactly-once rule, and switches for the failures a phone meets.
 */
import type { PullResponse, PushMutation, PushResult } from '../../sync/protocol';
import type { OfferedAreas } from '../store/device-scope';

type Answer = (m: PushMutation) => Omit<PushResult, 'id'> | undefined;

export function fakeServer() {
  const applied = new Map<string, unknown>();
  const received: PushMutation[][] = [];
  const uploads: string[] = [];
  const state = {
    /** Whole-request trouble: a status code, or 'network' for no answer at all. */
    failPush: null as number | 'network' | null,
    failPull: null as number | 'network' | null,
    refreshOk: true,
    /** Per-mutation answer before the default "apply once". */
    answer: (() => undefined) as Answer,
    /** Pages of the whole-directory pull, in order. */
    pages: [] as PullResponse[],
    /** Pages of the categories scope (`scope=categories`) and of each area (`area=…`). */
    scopePages: [] as PullResponse[],
    areaPages: {} as Record<string, PullResponse[]>,
    /** GET /api/sync/areas: a small directory unless a test says otherwise. */
    areas: { success: true, counter: 0, areas: [], total: { businesses: 0, bytes: 0 } } as OfferedAreas,
    /** GET /api/categories: the server's count of businesses per category. */
    categories: [] as { id: number; _count: { businesses: number } }[],
    tokens: 0,
  };

  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  async function handle(url: string, init: RequestInit = {}): Promise<Response> {
    const path = new URL(url, 'http://device.test').pathname;
    if (path === '/api/sync/push') {
      if (state.failPush === 'network') throw new TypeError('Failed to fetch');
      if (state.failPush) return json({ success: false, message: 'Server trouble' }, state.failPush);
      const { mutations } = JSON.parse(String(init.body)) as { mutations: PushMutation[] };
      received.push(mutations);
      const results = mutations.map((m): PushResult => {
        const special = state.answer(m);
        if (special) return { id: m.id, ...special };
        if (applied.has(m.id)) return { id: m.id, status: 'duplicate', result: applied.get(m.id) };
        applied.set(m.id, { ok: m.name });
        return { id: m.id, status: 'applied', result: { ok: m.name } };
      });
      return json({ results });
    }
    if (path === '/api/sync/areas') return json(state.areas);
    if (path === '/api/categories') return json({ success: true, categories: state.categories });
    if (path === '/api/sync/pull') {
      if (state.failPull === 'network') throw new TypeError('Failed to fetch');
      if (state.failPull) return json({ success: false, message: 'Server trouble' }, state.failPull);
      const query = new URL(url, 'http://device.test').searchParams;
      const area = query.get('area');
      const queue = area !== null ? (state.areaPages[area] ?? []) : query.get('scope') ? state.scopePages : state.pages;
      const page = queue.shift();
      return page ? json(page) : new Response(null, { status: 204 });
    }
    if (path === '/api/uploads') {
      const image = `/api/uploads/${String(uploads.length).padStart(32, 'a')}.webp`;
      uploads.push(image);
      return json({ success: true, image }, 201);
    }
    if (path === '/api/auth/refresh') {
      if (!state.refreshOk) return json({ success: false, message: 'Session ended' }, 401);
      state.tokens++;
      return json({ accessToken: testToken(), refreshToken: `refresh-${state.tokens}` });
    }
    return json({ success: false, message: `No route ${path}` }, 404);
  }

  return {
    state,
    applied,
    received,
    uploads,
    fetch: (input: RequestInfo | URL, init?: RequestInit) => handle(String(input), init),
  };
}

/** An access token the client reads as valid for an hour (only its payload is looked at). */
export function testToken(): string {
  const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }));
  return `header.${payload}.signature`;
}
