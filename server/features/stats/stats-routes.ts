import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { CACHE_PUBLIC_STATS, cacheFor } from '../uploads/cache-control';
import { categoryStats, platformStats, recentActivity } from './stats-service';

export const statsRoutes = new Hono<AppEnv>()
  .get('/platform', async (c) => {
    cacheFor(c, CACHE_PUBLIC_STATS);
    return c.json({ success: true, data: await platformStats(c.var.deps) });
  })
  .get('/categories', async (c) => {
    cacheFor(c, CACHE_PUBLIC_STATS);
    return c.json({ success: true, data: await categoryStats(c.var.deps.db) });
  })
  .get('/recent-activity', async (c) => {
    cacheFor(c, CACHE_PUBLIC_STATS);
    return c.json({ success: true, data: await recentActivity(c.var.deps.db) });
  });
