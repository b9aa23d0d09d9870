import { Hono } from 'hono';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { AppEnv, Deps } from '../context';
import { identifyCaller } from './middleware';

/** The key a request's limits count under, as seen through a socket whose peer is `peer`. */
async function keyOf(trustProxy: 'loopback' | undefined, peer: string, headers: Record<string, string> = {}) {
  const app = new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set('deps', { config: { trustProxy } } as unknown as Deps);
      await next();
    })
    .use(identifyCaller)
    .get('/key', (c) => c.text(c.var.clientKey));
  // @hono/node-server's bindings, as getConnInfo reads them
  const res = await app.request('/key', { headers }, { incoming: { socket: { remoteAddress: peer } } });
  return res.text();
}

const FORWARDED = { 'x-forwarded-for': '10.9.9.9, 41.210.1.7', 'x-real-ip': '41.210.1.7' };

describe('the client address behind a proxy (TRUST_PROXY)', () => {
  it.each([
    ['unset: the headers are ignored, from loopback too', undefined, '127.0.0.1', FORWARDED, '127.0.0.1'],
    ['unset: a direct client forging them is itself', undefined, '41.210.9.9', FORWARDED, '41.210.9.9'],
    ['loopback: the address the proxy appended last', 'loopback', '127.0.0.1', FORWARDED, '41.210.1.7'],
    ['… from ::1 and an IPv4-mapped loopback too', 'loopback', '::ffff:127.0.0.1', FORWARDED, '41.210.1.7'],
    [
      '… an IPv6 client counted by its /64',
      'loopback',
      '::1',
      { 'x-forwarded-for': '2001:db8:aa:bb::5' },
      '2001:db8:aa:bb::/64',
    ],
    [
      '… X-Real-IP when there is no X-Forwarded-For',
      'loopback',
      '127.0.0.1',
      { 'x-real-ip': '41.210.1.8' },
      '41.210.1.8',
    ],
    ['… the peer itself when nothing was forwarded', 'loopback', '127.0.0.1', {}, '127.0.0.1'],
    [
      '… the peer itself when the header is not an address',
      'loopback',
      '127.0.0.1',
      { 'x-forwarded-for': 'evil' },
      '127.0.0.1',
    ],
    ['loopback: a peer elsewhere forging them is itself', 'loopback', '41.210.9.9', FORWARDED, '41.210.9.9'],
  ] as const)('%s', async (_label, trustProxy, peer, headers, key) => {
    expect(await keyOf(trustProxy, peer, headers)).toBe(key);
  });
});

it('TRUST_PROXY is read at start: loopback or unset, anything else stops the start', () => {
  const dir = mkdtempSync(join(tmpdir(), 'soko-trust-proxy-'));
  const env = { JWT_SECRET: 'x'.repeat(40), DATABASE_PATH: join(dir, 'app.db') };
  try {
    expect(loadConfig(env).trustProxy).toBeUndefined();
    expect(loadConfig({ ...env, TRUST_PROXY: ' ' }).trustProxy).toBeUndefined();
    expect(loadConfig({ ...env, TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
    for (const wrong of ['1', 'true', '10.0.0.1', 'LOOPBACK'])
      expect(() => loadConfig({ ...env, TRUST_PROXY: wrong })).toThrow(/TRUST_PROXY must be "loopback"/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
