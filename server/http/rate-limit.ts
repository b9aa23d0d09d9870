import type { Hono, MiddlewareHandler } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
import type { AppEnv } from '../context';

type Rule = { method: string; path: string; limit: number; windowMs: number; what: string };

const MINUTE = 60_000;

/**
 * Per-client limits on the calls worth abusing (OWASP API4: unrestricted resource consumption).
 * Codes also have per-address caps in the database (auth-service); these bound what one client
 * can send at all. Over a limit: 429 with Retry-After and RateLimit-* headers.
 */
export const RATE_LIMIT_RULES: Rule[] = [
  { method: 'POST', path: '/api/auth/*', limit: 30, windowMs: 15 * MINUTE, what: 'sign-in attempts' },
  { method: 'POST', path: '/api/messages', limit: 10, windowMs: 60 * MINUTE, what: 'messages' },
  { method: 'POST', path: '/api/reviews', limit: 30, windowMs: 60 * MINUTE, what: 'reviews' },
  { method: 'POST', path: '/api/product-reviews', limit: 30, windowMs: 60 * MINUTE, what: 'product reviews' },
  { method: 'POST', path: '/api/uploads', limit: 60, windowMs: 60 * MINUTE, what: 'uploads' },
  { method: 'POST', path: '/api/sync/push', limit: 120, windowMs: MINUTE, what: 'sync requests' },
  { method: 'POST', path: '/api/searches', limit: 60, windowMs: 60 * MINUTE, what: 'requests' },
];

/** The key of a client: its signed-in account when there is one, else its address. */
const clientKey = (c: Parameters<MiddlewareHandler<AppEnv>>[0]) =>
  c.var.caller ? `user:${c.var.caller.id}` : `addr:${c.var.clientKey}`;

export function mountRateLimits(app: Hono<AppEnv>, rules: Rule[] = RATE_LIMIT_RULES): void {
  for (const rule of rules) {
    const limiter = rateLimiter<AppEnv>({
      windowMs: rule.windowMs,
      limit: rule.limit,
      standardHeaders: 'draft-6',
      keyGenerator: (c) => `${rule.path}|${clientKey(c)}`,
      message: { success: false, message: `Too many ${rule.what}. Please wait a while and try again.` },
    });
    app.on(rule.method, rule.path, limiter);
  }
}
