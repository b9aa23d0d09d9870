/** For tests that stub `fetch`: an answer as the API sends it (JSON, with its content-type). */
import { vi } from 'vitest';

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * Stubs `fetch` to answer every request with `body` (a new Response each time: a body reads once);
 * undone by vi.unstubAllGlobals(). The mock's calls hold what was sent.
 */
export function stubFetchJson(body: unknown, status = 200) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => jsonResponse(body, status));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
