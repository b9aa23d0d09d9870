/**
 * A phone for the outbox tests, in node: the client's real store (Dexie over fake-indexeddb),
 * session and sync engine, with the global fetch playing the network in front of the real Hono
 * app. The network can be cut, can lose an answer after the server acted, or can answer with an
 * error of its own, per path, for the next N calls. Import this module before any client module.
 */
import 'fake-indexeddb/auto';
import type { TestApp } from '../../helpers/test-app';

type Fault = 'offline' | 'answer-lost' | { status: number };
type Rule = { path: RegExp; fault: Fault; times: number };

export type Network = {
  /** Calls that reached the server, by path (query cut). */
  served: string[];
  offline: boolean;
  /** The next `times` calls to a matching path get the fault. */
  fail(path: RegExp, fault: Fault, times?: number): void;
  /** No more calls reach the app (after the test app is closed). */
  close(): void;
};

export function installNetwork(t: TestApp): Network {
  const rules: Rule[] = [];
  let closed = false;
  const network: Network = {
    served: [],
    offline: false,
    fail(path, fault, times = 1) {
      rules.push({ path, fault, times });
    },
    close() {
      closed = true;
    },
  };
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^https?:\/\/[^/]+/, '');
    if (closed || network.offline) throw new TypeError('Failed to fetch');
    const rule = rules.find((r) => r.times > 0 && r.path.test(path));
    if (rule) rule.times--;
    if (rule?.fault === 'offline') throw new TypeError('Failed to fetch');
    if (rule && typeof rule.fault === 'object') {
      const message = rule.fault.status >= 500 ? 'Service unavailable' : 'Refused by the network';
      return new Response(JSON.stringify({ success: false, message }), {
        status: rule.fault.status,
        headers: { 'content-type': 'application/json' },
      });
    }
    const { cache: _cache, ...rest } = init ?? {};
    const res = await t.app.request(path, rest);
    network.served.push(path.split('?')[0]!);
    if (rule?.fault === 'answer-lost') {
      await res.arrayBuffer();
      throw new TypeError('Failed to fetch');
    }
    return res;
  }) as typeof fetch;
  return network;
}
