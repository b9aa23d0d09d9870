/** For tests that stub `fetch`: an answer as the API sends it (JSON, with its content-type), or no network. */
import { vi, type Mock } from 'vitest';

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * Stubs `fetch` to answer every request with `body` (a new Response each time: a body reads once);
 * undone after each test (test/setup/client-setup.ts). The mock's calls hold what was sent.
 */
export function stubFetchJson(body: unknown, status = 200) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => jsonResponse(body, status));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Stubs `fetch` with `fetchMock` (by default a mock that answers nothing, for a test that expects no call); undone after each test. */
export function stubFetch(fetchMock: Mock = vi.fn()): Mock {
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Stubs `fetch` to fail as it does on a phone without a connection: a TypeError, no answer. */
export function stubNoNetwork() {
  return stubFetch(vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
}
