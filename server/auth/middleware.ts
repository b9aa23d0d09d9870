import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { getConnInfo } from '@hono/node-server/conninfo';
import { users } from '../../db/schema';
import type { AppEnv } from '../context';
import { verifyAccessToken } from './tokens';

/**
 * Gives every request its caller: the active account behind a valid bearer token, or null.
 * A token that fails (expired, bad signature, suspended account) leaves the caller null and
 * records why, so routes that demand sign-in answer 401 with that reason.
 */
export const identifyCaller = createMiddleware<AppEnv>(async (c, next) => {
  c.set('caller', null);
  c.set('authError', null);
  c.set('clientKey', clientKeyOf(c));
  const header = c.req.header('authorization');
  const token = header?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
  if (token && token !== 'null' && token !== 'undefined') {
    const { db, config, now } = c.var.deps;
    const claims = await verifyAccessToken(config.jwtSecret, token, now());
    if (!claims) {
      c.set('authError', 'Your session has expired. Please sign in again.');
    } else {
      const user = db.select().from(users).where(eq(users.id, claims.userId)).get();
      if (!user) c.set('authError', 'This account no longer exists.');
      else if (!user.isActive) c.set('authError', 'This account has been suspended. Please contact support.');
      else
        c.set('caller', {
          id: user.id,
          role: user.role,
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
        });
    }
  }
  await next();
});

function clientKeyOf(c: Parameters<Parameters<typeof createMiddleware<AppEnv>>[0]>[0]): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'local';
  }
}
