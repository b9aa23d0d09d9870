import { Hono } from 'hono';
import { authRoutes } from './auth/auth-routes';
import type { AppEnv } from './context';
import { categoryRoutes } from './features/categories/category-routes';

/**
 * Every /api route group, mounted in one place. Each group's file lives under
 * server/features/<feature>/ beside its domain functions.
 */
export const api = new Hono<AppEnv>()
  .get('/health', (c) => c.json({ status: 'ok' }))
  .route('/auth', authRoutes)
  .route('/categories', categoryRoutes);

export type AppType = typeof api;
