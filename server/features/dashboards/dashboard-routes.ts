import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { validate } from '../../http/validate';
import { adminStats } from './admin-stats-service';
import { businessDashboard } from './business-dashboard-service';

const noStore = async (c: { header: (name: string, value: string) => void }, next: () => Promise<void>) => {
  await next();
  c.header('Cache-Control', 'private, no-store');
};

/** Mounted at /businesses/dashboard: GET /{businessId}, for its owner or an admin. */
export const businessDashboardRoutes = new Hono<AppEnv>()
  .use(noStore)
  .get(
    '/:businessId',
    validate(
      'param',
      z.object({ businessId: z.coerce.number({ error: 'Invalid id' }).int('Invalid id').positive('Invalid id') }),
    ),
    async (c) =>
      c.json({
        success: true,
        data: await businessDashboard(c.var.deps, c.var.caller, c.req.valid('param').businessId),
      }),
  );

/** Mounted at /stats/admin: the admin's platform statistics. */
export const adminStatsRoutes = new Hono<AppEnv>()
  .use(noStore)
  .get('/', async (c) => c.json({ success: true, data: await adminStats(c.var.deps, c.var.caller) }));
