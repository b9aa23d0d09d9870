/**
 * Every byte a page costs, whoever fetches it: the page, its service worker (precache, network
 * strategies) and its dedicated workers (the pull worker). Two independent counts:
 *
 *  - CDP: Network.loadingFinished encodedDataLength (status line, headers and body as received)
 *    in the page's target and in every target auto-attached under it, requests answered by a
 *    service worker or a cache left out (their network fetch, if any, is counted where it was
 *    made). Playwright drops the messages of flat child sessions it did not open itself, so the
 *    children are attached in the nested mode (Target.receivedMessageFromTarget /
 *    Target.sendMessageToTarget), through one CDP session on the page.
 *  - TCP: a pass-through proxy in front of the server counting the bytes of every connection in
 *    each direction, whichever part of the browser opened it. It sees what CDP might miss.
 */
import { createConnection, createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from 'playwright-core';

export type TargetRequest = {
  /** The target's type as Chromium names it: page, service_worker, worker… */
  target: string;
  url: string;
  /** Network.loadingFinished encodedDataLength; 0 for a failed request. */
  bytes: number;
  failed: boolean;
};

/** A request answered without the network. */
export type LocalRequest = { target: string; url: string; from: 'service worker' | 'cache' };

export type AllTargetsCounter = {
  /** Bytes from the network over every target (not from a service worker or a cache). */
  total(): number;
  requests(): TargetRequest[];
  /** Requests answered by a service worker or the HTTP cache, in the order they ended. */
  served(): LocalRequest[];
  /** Targets seen, as `type url`. */
  targets(): string[];
  /**
   * Requests started and not finished, but for a worker's script that the page asked for: its end
   * is reported by the worker's target, sometimes before that target could be listened to. Bytes
   * still moving show in the proxy's count (startCountingProxy) instead.
   */
  inFlight(): number;
  /** Every request started and not finished yet, as `type url`. */
  pendingUrls(): string[];
  /** performance.now() of the last request started or finished in any target. */
  lastActivity(): number;
};

type Message = { id?: number; method?: string; params?: Record<string, unknown>; result?: unknown; error?: unknown };
type Send = (method: string, params?: Record<string, unknown>) => Promise<unknown>;

/** One target's CDP endpoint: its type, and how to send it a command. */
type Endpoint = { type: string; send: Send };

type OnEvent = (method: string, params: Record<string, unknown>) => void;

/** The page session's events this counter reads (its children's come nested in them). */
const PAGE_EVENTS = [
  'Network.requestWillBeSent',
  'Network.requestServedFromCache',
  'Network.responseReceived',
  'Network.loadingFinished',
  'Network.loadingFailed',
  'Target.attachedToTarget',
  'Target.receivedMessageFromTarget',
  'Target.detachedFromTarget',
] as const;

/** A child target spoken to through its parent in the nested (non-flat) mode. */
function nested(type: string, post: (message: string) => Promise<unknown>) {
  let nextId = 0;
  const waiting = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  let onEvent: OnEvent = () => undefined;
  const send: Send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = ++nextId;
      waiting.set(id, { resolve, reject });
      post(JSON.stringify({ id, method, params })).catch((error: unknown) => {
        waiting.delete(id);
        reject(error instanceof Error ? error : new Error(String(error)));
      });
    });
  const receive = (message: Message) => {
    if (message.id === undefined) {
      if (message.method) onEvent(message.method, message.params ?? {});
      return;
    }
    const w = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.error) w?.reject(new Error(JSON.stringify(message.error)));
    else w?.resolve(message.result);
  };
  return { endpoint: { type, send }, receive, listen: (fn: OnEvent) => (onEvent = fn) };
}

/**
 * Counts from now on, in the page and every target under it: call before the page navigates,
 * so the service worker it registers and the workers it starts are attached as they start.
 * `eachTarget`: commands sent to every target under the page as it is attached (a service
 * worker's fetches are not slowed by the page's network conditions: give it the same ones).
 */
export async function countAllTargets(
  context: BrowserContext,
  page: Page,
  eachTarget: readonly (readonly [method: string, params: Record<string, unknown>])[] = [],
): Promise<AllTargetsCounter> {
  const root = await context.newCDPSession(page);
  const seen: TargetRequest[] = [];
  const targets: string[] = [];
  const pending = new Map<string, { target: string; url: string; local: false | 'service worker' | 'cache' }>();
  const served: LocalRequest[] = [];
  /** Ends seen before their start (events of two targets arrive in any order), or with none. */
  const early = new Map<string, { target: string; bytes: number; failed: boolean }>();
  const workerScripts = new Set<string>();
  let last = performance.now();
  let sessions = 0;

  // keyed by request id alone: a worker's script is asked for by the page and finishes in the worker
  const onNetwork = (type: string, method: string, p: Record<string, unknown>) => {
    const id = String(p.requestId);
    if (method === 'Network.requestWillBeSent') {
      last = performance.now();
      const url = (p.request as { url: string }).url;
      const ended = early.get(id);
      early.delete(id);
      // its end came first, from another target (the worker that asked for it)
      if (ended) seen.push({ ...ended, target: type, url });
      // a redirect keeps its request id: the hop before it ended with this event
      else pending.set(id, { target: type, url, local: false });
    } else if (method === 'Network.requestServedFromCache') {
      const r = pending.get(id);
      if (r) r.local = 'cache';
    } else if (method === 'Network.responseReceived') {
      const res = p.response as {
        url: string;
        fromServiceWorker?: boolean;
        fromDiskCache?: boolean;
        fromPrefetchCache?: boolean;
      };
      // a service worker's own script is reported from its response on
      const r = pending.get(id) ?? { target: type, url: res.url, local: false };
      pending.set(id, r);
      if (res.fromServiceWorker) r.local = 'service worker';
      else if (res.fromDiskCache || res.fromPrefetchCache) r.local = 'cache';
    } else if (method === 'Network.loadingFinished' || method === 'Network.loadingFailed') {
      last = performance.now();
      const r = pending.get(id);
      pending.delete(id);
      const failed = method === 'Network.loadingFailed';
      const bytes = failed ? 0 : Number(p.encodedDataLength ?? 0);
      if (!r) early.set(id, { target: type, bytes, failed });
      else if (r.local) served.push({ target: r.target, url: r.url, from: r.local });
      else seen.push({ target: r.target, url: r.url, bytes, failed });
    }
  };

  /** The event handler of one target: counts its requests and attaches, nested, to what it starts. */
  const handler = (endpoint: Endpoint, key: string): OnEvent => {
    const children = new Map<string, (message: Message) => void>();
    return (method, params) => {
      if (method.startsWith('Network.')) onNetwork(endpoint.type, method, params);
      else if (method === 'Target.attachedToTarget') {
        const info = params.targetInfo as { type: string; url: string };
        const sessionId = String(params.sessionId);
        targets.push(`${info.type} ${info.url}`);
        workerScripts.add(info.url);
        const child = nested(info.type, (message) =>
          endpoint.send('Target.sendMessageToTarget', { sessionId, message }),
        );
        child.listen(handler(child.endpoint, `${key}/${++sessions}`));
        children.set(sessionId, child.receive);
        // a target without a Network domain or auto-attach (some workers) counts what it can
        void child.endpoint.send('Network.enable').catch(() => undefined);
        for (const [command, commandParams] of eachTarget)
          void child.endpoint.send(command, commandParams).catch(() => undefined);
        void child.endpoint.send('Target.setAutoAttach', AUTO_ATTACH).catch(() => undefined);
      } else if (method === 'Target.receivedMessageFromTarget') {
        children.get(String(params.sessionId))?.(JSON.parse(String(params.message)) as Message);
      } else if (method === 'Target.detachedFromTarget') {
        children.delete(String(params.sessionId));
      }
    };
  };

  const pageEndpoint: Endpoint = {
    type: 'page',
    send: (method, params) => (root as unknown as { send: Send }).send(method, params),
  };
  const onPage = handler(pageEndpoint, 'page');
  for (const event of PAGE_EVENTS)
    root.on(event, (params: unknown) => onPage(event, params as Record<string, unknown>));
  await pageEndpoint.send('Network.enable');
  await pageEndpoint.send('Target.setAutoAttach', AUTO_ATTACH);

  const all = () => [...seen, ...[...early.values()].map((e) => ({ ...e, url: '(only its end reported)' }))];
  return {
    total: () => all().reduce((sum, r) => sum + r.bytes, 0),
    requests: all,
    served: () => [...served],
    targets: () => [...targets],
    inFlight: () => [...pending.values()].filter((r) => !workerScripts.has(r.url)).length,
    pendingUrls: () => [...pending.values()].map((r) => `${r.target} ${r.url}`),
    lastActivity: () => last,
  };
}

/** Nested sessions (Playwright drops flat ones it did not open), the targets left running. */
const AUTO_ATTACH = { autoAttach: true, waitForDebuggerOnStart: false, flatten: false };

export type CountingProxy = {
  url: string;
  /** Bytes the server sent to the browser, and the browser to the server, over every connection. */
  down(): number;
  up(): number;
  connections(): number;
  /** performance.now() of the last byte through, either way. */
  lastActivity(): number;
  close(): Promise<void>;
};

/** A TCP pass-through to `target` (http://host:port) counting every byte each way. */
export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const to = new URL(target);
  let down = 0;
  let up = 0;
  let connections = 0;
  let last = performance.now();
  const open = new Set<Socket>();
  const server = createServer((client) => {
    connections++;
    const upstream = createConnection({ host: to.hostname, port: Number(to.port) });
    open.add(client).add(upstream);
    client.on('data', (chunk: Buffer) => {
      up += chunk.length;
      last = performance.now();
    });
    upstream.on('data', (chunk: Buffer) => {
      down += chunk.length;
      last = performance.now();
    });
    client.pipe(upstream).pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    down: () => down,
    up: () => up,
    connections: () => connections,
    lastActivity: () => last,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
