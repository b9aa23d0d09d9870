import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { listCategories } from './category-service';

export const categoryRoutes = new Hono<AppEnv>().get('/', (c) => {
  c.header('Cache-Control', 'public, max-age=60, stale-while-revalidate=600');
  return c.json({ success: true, categories: listCategories(c.var.deps.db) });
});
