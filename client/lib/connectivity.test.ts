import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BODY_TIMEOUT_MS, PROBE_FIRST_DELAY_MS, READ_TIMEOUT_MS } from '../../sync/constants';
import { jsonResponse, stubFetch, stubNoNetwork } from '../test-support/json-response';
import { setOnline } from '../test-support/device';
import { api, ApiError, NO_CONNECTION_MESSAGE } from './api-client';
import { isOnline, NoConnection, offlineKind, onConnectivityChange, request } from './connectivity';

/** A fetch that never answers until its signal aborts: a link that passes nothing. */
const hangingFetch = () =>
  vi.fn(
    (_url: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );

const portalPage = () => new Response('<html>Log in to the Wi-Fi</html>', { headers: { 'content-type': 'text/html' } });

beforeEach(() => setOnline(true));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the connectivity state is what the network does', () => {
  it.each([
    ['a request that fails while the browser says online', () => stubNoNetwork(), 'failed'],
    ['a captive portal answering its own page', () => stubFetch(vi.fn(async () => portalPage())), 'not-the-server'],
    // the server answers every failed call in JSON (docs/product.md "Running it"): this is a proxy's
    [
      'a gateway that cannot reach the server, answering 504 without a body',
      () => stubFetch(vi.fn(async () => new Response(null, { status: 504 }))),
      'not-the-server',
    ],
    [
      'a link answering 511 in plain text',
      () =>
        stubFetch(
          vi.fn(async () => new Response('Log in first', { status: 511, headers: { 'content-type': 'text/plain' } })),
        ),
      'not-the-server',
    ],
  ] as const)('%s makes the device offline', async (_case, stub, reason) => {
    stub();
    const seen = vi.fn();
    onConnectivityChange(seen);
    await expect(request('/api/categories')).rejects.toEqual(new NoConnection(reason));
    expect(isOnline()).toBe(false);
    expect(offlineKind()).toBe('no-connection');
    expect(seen).toHaveBeenCalled();
  });

  it('a request that hangs gives up after READ_TIMEOUT_MS and makes the device offline', async () => {
    vi.useFakeTimers();
    stubFetch(hangingFetch());
    const call = request('/api/categories');
    const outcome = expect(call).rejects.toMatchObject({ reason: 'timeout' });
    await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS - 1);
    expect(isOnline()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(isOnline()).toBe(false);
  });

  it('a caller who aborts gets its own AbortError, and the connectivity stays as it was', async () => {
    stubFetch(hangingFetch());
    const controller = new AbortController();
    const call = request('/api/categories', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(isOnline()).toBe(true);
  });

  it('probes /api/health with backoff and is online again at its first answer', async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.5); // no jitter: the delays are 2 s, 4 s, 8 s…
    const fetchMock = stubNoNetwork();
    await expect(request('/api/categories')).rejects.toBeInstanceOf(NoConnection);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // first probe within 1.2 × the first delay, failing; the next waits about twice as long
    await vi.advanceTimersByTimeAsync(PROBE_FIRST_DELAY_MS * 1.2);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/health');
    await vi.advanceTimersByTimeAsync(PROBE_FIRST_DELAY_MS * 1.5);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    fetchMock.mockImplementation(async () => jsonResponse({ status: 'ok' }));
    await vi.advanceTimersByTimeAsync(PROBE_FIRST_DELAY_MS * 1.5);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(isOnline()).toBe(true);
    // no more probes once the server answered
    await vi.advanceTimersByTimeAsync(PROBE_FIRST_DELAY_MS * 40);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("the browser's online event probes at once", async () => {
    const fetchMock = stubNoNetwork();
    await expect(request('/api/categories')).rejects.toBeInstanceOf(NoConnection);
    fetchMock.mockImplementation(async () => jsonResponse({ status: 'ok' }));
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(isOnline()).toBe(true));
    expect(fetchMock).toHaveBeenLastCalledWith('/api/health', expect.anything());
  });

  it('the browser saying offline is offline, whatever the last request did', () => {
    setOnline(false);
    expect(isOnline()).toBe(false);
    expect(offlineKind()).toBe('offline');
  });
});

describe('a call of the API with no connection', () => {
  it.each([
    ['fails', () => stubNoNetwork()],
    ['meets a captive portal', () => stubFetch(vi.fn(async () => portalPage()))],
  ])('%s: "No connection", never the server\'s "not found"', async (_case, stub) => {
    stub();
    const error = await api('/businesses/details/7', { fallback: 'Business not found' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, isNetwork: true, message: NO_CONNECTION_MESSAGE });
  });

  it('a body that stalls after its headers is cut and reads as no connection', async () => {
    vi.useFakeTimers();
    stubFetch(
      vi.fn(async (_url: string, init?: RequestInit) => {
        const body = new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"success":'));
            init?.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
          },
        });
        return new Response(body, { headers: { 'content-type': 'application/json' } });
      }),
    );
    const call = api('/categories', { fallback: 'Failed to fetch categories' }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(BODY_TIMEOUT_MS);
    expect(await call).toMatchObject({ status: 0, message: NO_CONNECTION_MESSAGE });
    expect(isOnline()).toBe(false);
  });
});
