import { Hono } from 'hono';
import { z } from 'zod';
import { reportCreateSchema, reportListQuerySchema, reportStatusUpdateSchema } from '../../../sync/schemas/report';
import type { AppEnv } from '../../context';
import { validate } from '../../http/validate';
import { createReport, getReport, listMyReports, listReports, setReportStatus } from './report-service';
import { rolesOnly, signedInOnly } from '../../auth/permissions';

const idParam = z.object({ id: z.coerce.number({ error: 'Invalid id' }).int('Invalid id').positive('Invalid id') });

/** The report calls (docs/screens.md "API", Reports). */
export const reportRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
  })
  .post('/', signedInOnly, validate('json', reportCreateSchema), async (c) => {
    const report = await createReport(c.var.deps, c.var.caller, c.req.valid('json'));
    return c.json({ success: true, message: 'Thank you. An admin will look at your report.', report }, 201);
  })
  .get('/my-reports', async (c) => c.json({ success: true, reports: await listMyReports(c.var.deps, c.var.caller) }))
  .get('/', validate('query', reportListQuerySchema), async (c) => {
    const reports = await listReports(c.var.deps, c.var.caller, c.req.valid('query'));
    return c.json({ success: true, reports });
  })
  .get('/:id', validate('param', idParam), async (c) =>
    c.json({ success: true, report: await getReport(c.var.deps, c.var.caller, c.req.valid('param').id) }),
  )
  .put(
    '/:id/status',
    rolesOnly('ADMIN'),
    validate('param', idParam),
    validate('json', reportStatusUpdateSchema),
    async (c) => {
      const report = await setReportStatus(c.var.deps, c.var.caller, c.req.valid('param').id, c.req.valid('json'));
      return c.json({ success: true, message: 'Report updated', report });
    },
  );
