import type { Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import {
  ROUTE_LIMITS,
  SIGN_IN_LIMITS,
  takeHit,
  type Requester,
  type RouteLimit,
  type SignInLimit,
} from '../limits/rate-limits';

/** Mounts the route limits of server/limits/rate-limits.ts (step 1) in front of their routes. */
export function mountRateLimits(app: Hono<AppEnv>, rules: readonly RouteLimit[] = ROUTE_LIMITS): void {
  for (const rule of rules) {
    app.on([...rule.methods], rule.path, async (c, next) => {
      const multipart = c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data') ?? false;
      if (!rule.multipartOnly || multipart) {
        await takeHit(c.var.deps, rule.name, rule, requesterOf(c));
      }
      await next();
    });
  }
}

/** The requester of a call, as the rate limits key it. */
export const requesterOf = (c: Context<AppEnv>): Requester => ({ caller: c.var.caller, clientKey: c.var.clientKey });

/**
 * A network-keyed sign-in limit (server/limits/rate-limits.ts step 5), placed after the route's
 * validator: a body that fails validation costs nothing and counts nothing.
 */
export const countSignIn = (name: Extract<SignInLimit, 'sign-in-codes' | 'sign-in-checks'>) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await takeHit(c.var.deps, name, SIGN_IN_LIMITS[name], requesterOf(c));
    await next();
  });
