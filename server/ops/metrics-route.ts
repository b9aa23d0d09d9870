/**
 * Request timing for every answer, and `GET /metrics` (metrics.ts). Only this machine may read
 * it (a loopback connection that no proxy forwarded), or a caller with METRICS_TOKEN: the figures
 * say how busy the marketplace is, which is nobody else's business.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import cluster from 'node:cluster';
import type { Context, Hono } from 'hono';
import { matchedRoutes } from 'hono/route';
import { count, eq } from 'drizzle-orm';
import { timingSafeEqual } from 'node:crypto';
import { alerts } from '../../db/schema';
import type { AppEnv, Deps } from '../context';
import { countPendingAlertsWith, httpDuration, registry, statusClass } from './metrics';
import { allWorkersMetrics } from './worker-metrics';
import { firstRow } from '../../db/query';

const LOOPBACK = /^(?:127\.|::1$|::ffff:127\.)/;

function fromThisMachine(c: Context<AppEnv>): boolean {
  if (c.req.header('x-forwarded-for') || c.req.header('forwarded')) return false;
  try {
    return LOOPBACK.test(getConnInfo(c).remote.address ?? '');
  } catch {
    return true; // no socket: a request made in-process
  }
}

function hasToken(c: Context<AppEnv>, token: string | undefined): boolean {
  const given = c.req.header('authorization')?.match(/^Bearer (.+)$/)?.[1];
  if (!token || !given) return false;
  const [a, b] = [Buffer.from(given), Buffer.from(token)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A route's pattern as read: `/businesses/details/:id`, without its parameters' `{regex}`. */
export function patternOf(path: string): string {
  let out = '';
  let depth = 0;
  for (const char of path) {
    if (char === '{') depth++;
    else if (char === '}') depth--;
    else if (depth === 0) out += char;
  }
  return out;
}

/** The pattern of the route that answered, once it has (after `next()`). */
export function routeOf(c: Context<AppEnv>): string {
  return patternOf(matchedRoutes(c)[c.req.routeIndex]?.path ?? 'unmatched');
}

/** The timing middleware first (it sees every answer), then the route. */
export function mountMetrics(app: Hono<AppEnv>, deps: Deps): void {
  countPendingAlertsWith(
    async () =>
      (await firstRow(deps.db.select({ n: count() }).from(alerts).where(eq(alerts.state, 'pending'))))?.n ?? 0,
  );
  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    httpDuration.observe(
      { method: c.req.method, route: routeOf(c), status_class: statusClass(c.res.status) },
      (performance.now() - started) / 1000,
    );
  });
  app.get('/metrics', async (c) => {
    if (!fromThisMachine(c) && !hasToken(c, deps.config.metricsToken))
      return c.text('Metrics are for this machine, or a caller with METRICS_TOKEN', 403);
    c.header('Cache-Control', 'no-store');
    const { text, contentType } = cluster.isWorker
      ? await allWorkersMetrics()
      : { text: await registry.metrics(), contentType: registry.contentType };
    return c.body(text, 200, { 'Content-Type': contentType });
  });
}
