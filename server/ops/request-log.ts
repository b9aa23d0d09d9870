/**
 * A request id on every answer (X-Request-Id, kept from a proxy that set one) and, with
 * LOG_REQUESTS on, a log line per request (log.ts): in production its id, method, route pattern,
 * status and duration as JSON; in development hono's readable `--> GET /path 200 3ms`.
 */
import type { Hono } from 'hono';
import { logger } from 'hono/logger';
import { requestId } from 'hono/request-id';
import type { AppEnv, Deps } from '../context';
import { log } from './log';
import { routeOf } from './metrics-route';

export function mountRequestLog(app: Hono<AppEnv>, deps: Deps): void {
  app.use('*', requestId());
  if (!deps.config.logRequests) return;
  if (deps.config.development) {
    app.use('*', logger());
    return;
  }
  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    log.info('request', {
      reqId: c.var.requestId,
      method: c.req.method,
      route: routeOf(c),
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  });
}
