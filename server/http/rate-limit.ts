import type { Context, Hono } from 'hono';
import type { AppEnv } from '../context';
import { ROUTE_LIMITS, takeHit, type Requester, type RouteLimit } from '../limits/rate-limits';

/** Mounts the route limits of server/limits/rate-limits.ts (step 1) in front of their routes. */
export function mountRateLimits(app: Hono<AppEnv>, rules: readonly RouteLimit[] = ROUTE_LIMITS): void {
  for (const rule of rules) {
    app.on([...rule.methods], rule.path, async (c, next) => {
      const multipart = c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data') ?? false;
      if (!rule.multipartOnly || multipart) {
        takeHit(c.var.deps, rule.name, rule, requesterOf(c));
      }
      await next();
    });
  }
}

/** The requester of a call, as the rate limits key it. */
export const requesterOf = (c: Context<AppEnv>): Requester => ({ caller: c.var.caller, clientKey: c.var.clientKey });
