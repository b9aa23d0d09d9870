/**
 * Whether the server can be reached: what the network does, not what the browser says
 * (docs/product.md "Offline", "A connection that lies"). A phone on a captive Wi-Fi portal, or on
 * mobile data with no bundle left, says it is online while nothing gets through; the app then
 * behaves as offline.
 *  1. Offline when `navigator.onLine` is false, or when the last call to the server failed: no
 *     answer, no answer in time, or an answer that is not the server's (a portal's HTML page).
 *  2. Every call to the server goes through `request()`, which gives up after a stated time
 *     (`sync/constants.ts` "Connection") and reports what happened here.
 *  3. While the server cannot be reached, a probe asks `/api/health`, first after
 *     PROBE_FIRST_DELAY_MS, then doubling (with jitter) up to PROBE_MAX_DELAY_MS; the browser's
 *     `online` event and the app coming to the foreground probe at once. Any answer of the server,
 *     the probe's or a screen's, ends it.
 *  4. Every screen, the header, the sync engine and the outbox read this one state (`isOnline`,
 *     `useOnline`, `onConnectivityChange`).
 */
import { t } from '@lingui/core/macro';
import { useSyncExternalStore } from 'react';
import { BODY_TIMEOUT_MS, PROBE_FIRST_DELAY_MS, PROBE_MAX_DELAY_MS, READ_TIMEOUT_MS } from '../../sync/constants';

/** No answer from the server: the device is offline, the link passes nothing, or it answered too late. */
export class NoConnection extends Error {
  constructor(readonly reason: 'failed' | 'timeout' | 'not-the-server') {
    super('No connection');
    this.name = 'NoConnection';
  }
}

let unreachable = false;
let probeDelay = PROBE_FIRST_DELAY_MS;
let probeTimer: ReturnType<typeof setTimeout> | null = null;
let watching = false;
const listeners = new Set<() => void>();

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/** 1. Online, or why not: the browser knows it, or the link says online while nothing passes. */
export function offlineKind(): 'online' | 'offline' | 'no-connection' {
  if (!browserOnline()) return 'offline';
  return unreachable ? 'no-connection' : 'online';
}

/** Whether the server can be reached, as far as the device knows now. */
export const isOnline = (): boolean => offlineKind() === 'online';

/** 4. Calls `listener` whenever isOnline() may have changed; returns the unsubscribe. */
export function onConnectivityChange(listener: () => void): () => void {
  watchBrowser();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOnline(): boolean {
  return useSyncExternalStore(onConnectivityChange, isOnline, () => true);
}

export function useOfflineKind(): ReturnType<typeof offlineKind> {
  return useSyncExternalStore(onConnectivityChange, offlineKind, () => 'online');
}

function notify(): void {
  for (const listener of [...listeners]) listener();
}

/** The server answered: the link works. */
function reportReachable(): void {
  probeDelay = PROBE_FIRST_DELAY_MS;
  if (probeTimer) clearTimeout(probeTimer);
  probeTimer = null;
  if (!unreachable) return;
  unreachable = false;
  notify();
}

/** A call got no answer from the server: offline until an answer comes (3.). */
function reportUnreachable(): void {
  if (!probeTimer) scheduleProbe();
  if (unreachable) return;
  unreachable = true;
  notify();
}

function scheduleProbe(): void {
  const delay = probeDelay * (0.8 + Math.random() * 0.4);
  probeDelay = Math.min(probeDelay * 2, PROBE_MAX_DELAY_MS);
  probeTimer = setTimeout(() => {
    probeTimer = null;
    void probe();
  }, delay);
}

/** 3. One cheap question to the server; its outcome is reported like any call's. */
export async function probe(): Promise<void> {
  if (!browserOnline()) return;
  try {
    const res = await request('/api/health', { cache: 'no-store' });
    await res.body?.cancel();
  } catch {
    // reported by request(): the next probe is scheduled
  }
}

function probeNow(): void {
  if (!unreachable) return;
  probeDelay = PROBE_FIRST_DELAY_MS;
  if (probeTimer) clearTimeout(probeTimer);
  probeTimer = null;
  void probe();
}

function watchBrowser(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  window.addEventListener('online', () => {
    notify();
    probeNow();
  });
  window.addEventListener('offline', notify);
  window.addEventListener('focus', probeNow);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') probeNow();
  });
}

/**
 * An answer of our own server: /api never answers an HTML page, a captive portal always does; and
 * it answers every failure in JSON, so a failure in anything else (a proxy's bare 502 or 504, a
 * link's 511) comes from something between the phone and the server.
 */
function fromTheServer(url: string, res: Response): boolean {
  if (!new URL(url, 'http://x').pathname.startsWith('/api/')) return true;
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('text/html')) return false;
  return res.ok || res.status === 304 || type.includes('application/json');
}

type RequestOptions = RequestInit & {
  /** How long the server's answer may take to begin (READ_TIMEOUT_MS unless given). */
  timeoutMs?: number;
};

/**
 * 2. `fetch` that gives up: the answer must begin within `timeoutMs` and arrive whole within
 * BODY_TIMEOUT_MS more. Throws NoConnection when there is none, the caller's AbortError when the
 * caller aborted; reports either outcome to the connectivity state.
 */
export async function request(url: string, { timeoutMs = READ_TIMEOUT_MS, signal, ...init }: RequestOptions = {}) {
  const controller = new AbortController();
  let timedOut = false;
  const giveUp = (ms: number) =>
    setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, ms);
  const forward = () => controller.abort(signal?.reason);
  if (signal?.aborted) forward();
  signal?.addEventListener('abort', forward, { once: true });
  let timer = giveUp(timeoutMs);
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: controller.signal });
  } catch (error) {
    clearTimeout(timer);
    if (signal?.aborted && !timedOut) throw error;
    reportUnreachable();
    throw new NoConnection(timedOut ? 'timeout' : 'failed');
  }
  clearTimeout(timer);
  if (!fromTheServer(url, res)) {
    reportUnreachable();
    throw new NoConnection('not-the-server');
  }
  reportReachable();
  // the body may still stall: it is cut (and reads of it fail) after BODY_TIMEOUT_MS more
  timer = giveUp(BODY_TIMEOUT_MS);
  return withBodyDeadline(
    res,
    () => clearTimeout(timer),
    () => timedOut,
  );
}

/** Reads of a body cut by the deadline throw NoConnection, like the call itself. */
function withBodyDeadline(res: Response, done: () => void, timedOut: () => boolean): Response {
  const read =
    <T>(original: () => Promise<T>) =>
    async (): Promise<T> => {
      try {
        return await original();
      } catch (error) {
        if (!timedOut()) throw error;
        reportUnreachable();
        throw new NoConnection('timeout');
      } finally {
        done();
      }
    };
  res.json = read(res.json.bind(res));
  res.text = read(res.text.bind(res));
  res.blob = read(res.blob.bind(res));
  return res;
}

/** For tests: back to a fresh page's state. */
export function resetConnectivity(): void {
  if (probeTimer) clearTimeout(probeTimer);
  probeTimer = null;
  probeDelay = PROBE_FIRST_DELAY_MS;
  unreachable = false;
  // the test may have changed navigator.onLine too
  notify();
}

/**
 * What sign-in and other live-only screens say instead of spinning without a connection, in the
 * reader's language (called while rendering or handling an event, never at module level).
 */
export const needsConnection = (): string =>
  t`You are offline. Signing in needs an internet connection — please connect and try again.`;
