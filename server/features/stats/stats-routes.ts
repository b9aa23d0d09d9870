import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { CACHE_PUBLIC_STATS, cacheFor } from '../uploads/cache-control';
import { categoryStats, platformStats, recentActivity } from './stats-service';

export const statsRoutes = new Hono<AppEnv>()
  .get('/platform', (c) => {
    cacheFor(c, CACHE_PUBLIC_STATS);
    return c.json({ success: true, data: platformStats(c.var.deps) });
  })
  .get('/categories', (c) => {
    cacheFor(c, CACHE_PUBLIC_STATS);
    return c.json({ success: true, data: categoryStats(c.var.deps.db) });
  })
  .get('/recent-activity', (c) => {
    cacheFor(c, CACHE_PUBLIC_STATS);
    return c.json({ success: true, data: recentActivity(c.var.deps.db) });
  });
