import { isIP } from 'node:net';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { getConnInfo } from '@hono/node-server/conninfo';
import { users } from '../../db/schema';
import type { AppEnv } from '../context';
import { purposeKey } from './keys';
import { isSessionLive } from './sessions';
import { verifyAccessToken } from './tokens';
import type { Config } from '../config';
import { firstRow } from '../../db/query';

/**
 * Gives every request its caller: the active account behind a valid bearer token whose session
 * is still live (server/auth/sessions.ts), or null. A token that fails (expired, bad signature,
 * suspended account, ended session) leaves the caller null and records why, so routes that
 * demand sign-in answer 401 with that reason.
 */
export const identifyCaller = createMiddleware<AppEnv>(async (c, next) => {
  c.set('caller', null);
  c.set('authError', null);
  c.set('clientKey', clientKeyFor(c, c.var.deps.config));
  const header = c.req.header('authorization');
  const token = header?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
  if (token && token !== 'null' && token !== 'undefined') {
    const { db, config, now } = c.var.deps;
    const claims = await verifyAccessToken(purposeKey(config.jwtSecret, 'access-tokens'), token, now());
    if (!claims) {
      c.set('authError', 'Your session has expired. Please sign in again.');
    } else {
      const user = await firstRow(db.select().from(users).where(eq(users.id, claims.userId)));
      if (!user) c.set('authError', 'This account no longer exists.');
      else if (!user.isActive) c.set('authError', 'This account has been suspended. Please contact support.');
      else if (!(await isSessionLive(db, user.id, claims.sessionId)))
        c.set('authError', 'Your session has ended. Please sign in again.');
      else
        c.set('caller', {
          id: user.id,
          role: user.role,
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          sessionId: claims.sessionId,
        });
    }
  }
  await next();
});

const LOOPBACK = /^(?:127\.|::1$|::ffff:127\.)/;

/**
 * The client's address: the socket's peer, or, with TRUST_PROXY=loopback and a peer on this
 * machine (nginx, deploy/nginx.conf), the address the proxy appended last to X-Forwarded-For
 * (what came before it the client wrote itself), else its X-Real-IP.
 */
function remoteAddressOf(c: Context<AppEnv>, config: Pick<Config, 'trustProxy'>): string | undefined {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    return 'local'; // no socket: a request made in-process (tests, app.request)
  }
  if (config.trustProxy !== 'loopback' || !peer || !LOOPBACK.test(peer)) return peer;
  const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim() || c.req.header('x-real-ip')?.trim();
  return forwarded && isIP(forwarded) ? forwarded : peer;
}

/** The key the limits of this request's client count under, on any route (not only /api). */
export function clientKeyFor(c: Context<AppEnv>, config: Pick<Config, 'trustProxy'>): string {
  return clientKeyOf(remoteAddressOf(c, config));
}

/**
 * The key a client's limits count under: its network. An IPv4 address is one client; an IPv6
 * address stands for its /64, which one household or phone gets whole (RFC 6177), so hopping
 * through the 2^64 addresses of a /64 buys no fresh limits; an IPv4-mapped IPv6 address is the
 * IPv4 address it maps.
 */
export function clientKeyOf(address: string | undefined): string {
  if (!address) return 'unknown';
  const bare = address.split('%')[0]!.toLowerCase();
  const mapped = bare.match(/^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/);
  if (mapped) return mapped[1]!;
  if (isIP(bare) !== 6) return address;
  const groups = expandIpv6(bare);
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/** The eight groups of a valid IPv6 address, each without leading zeros. */
function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const part = (s: string) => (s ? s.split(':') : []);
  const toGroups = (parts: string[]) =>
    parts.flatMap((p) => {
      if (!p.includes('.')) return [p];
      const [a, b, c, d] = p.split('.').map(Number) as [number, number, number, number];
      return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    });
  const left = toGroups(part(head));
  const right = tail === undefined ? [] : toGroups(part(tail));
  const zeros = Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...zeros, ...right].map((g) => parseInt(g, 16).toString(16));
}
