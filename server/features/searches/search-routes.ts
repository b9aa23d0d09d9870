import { Hono } from 'hono';
import { z } from 'zod';
import { bidFormSchema } from '../../../sync/schemas/bid';
import {
  searchCreateSchema,
  searchDeleteSchema,
  searchListQuerySchema,
  searchPreviewQuerySchema,
} from '../../../sync/schemas/search';
import type { AppEnv } from '../../context';
import { validate } from '../../http/validate';
import { listLeads, myLeadShare } from './lead-service';
import {
  closeSearch,
  deleteSearch,
  getSearchForAdmin,
  listAllSearches,
  listMySearches,
  listSearchBids,
  markSearchDone,
  previewRecipients,
} from './search-service';
import { applyWrite, writerOnly } from '../../sync/registry';
import { requesterOf } from '../../http/rate-limit';

const id = z.coerce.number({ error: 'Invalid id' }).int('Invalid id').positive('Invalid id');

/** Requests (searches), leads and quotes (docs/product.md "Requests and quotes"). */
export const searchRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
  })
  .post('/', writerOnly('search.create'), validate('json', searchCreateSchema), async (c) => {
    const search = await applyWrite(c.var.deps, requesterOf(c), 'search.create', c.req.valid('json'));
    return search.merged
      ? c.json({ success: true, message: 'Your earlier request was updated', search }, 200)
      : c.json({ success: true, message: 'Your request was sent to matching businesses', search }, 201);
  })
  .get('/preview', validate('query', searchPreviewQuerySchema), async (c) =>
    c.json({ success: true, ...(await previewRecipients(c.var.deps, c.var.caller, c.req.valid('query'))) }),
  )
  .get('/', validate('query', searchListQuerySchema), async (c) =>
    c.json({ success: true, ...(await listAllSearches(c.var.deps, c.var.caller, c.req.valid('query'))) }),
  )
  .get('/my-searches', async (c) => c.json({ success: true, searches: await listMySearches(c.var.deps, c.var.caller) }))
  .get('/getmyleads/:businessId', validate('param', z.object({ businessId: id })), async (c) =>
    c.json({ success: true, ...(await listLeads(c.var.deps, c.var.caller, c.req.valid('param').businessId)) }),
  )
  .get('/lead-share/:businessId', validate('param', z.object({ businessId: id })), async (c) =>
    c.json({ success: true, ...(await myLeadShare(c.var.deps, c.var.caller, c.req.valid('param').businessId)) }),
  )
  .post(
    '/leads/:leadId/bid',
    writerOnly('bid.create'),
    validate('param', z.object({ leadId: id })),
    validate('json', bidFormSchema),
    async (c) => {
      const bid = await applyWrite(c.var.deps, requesterOf(c), 'bid.create', {
        ...c.req.valid('json'),
        leadId: c.req.valid('param').leadId,
      });
      return c.json({ success: true, message: 'Quote sent', bid }, 201);
    },
  )
  .get('/admin/:id', validate('param', z.object({ id })), async (c) =>
    c.json({ success: true, search: await getSearchForAdmin(c.var.deps, c.var.caller, c.req.valid('param').id) }),
  )
  .delete('/admin/:id', validate('param', z.object({ id })), validate('json', searchDeleteSchema), async (c) => {
    await deleteSearch(c.var.deps, c.var.caller, c.req.valid('param').id, c.req.valid('json').reason);
    return c.json({ success: true, message: 'Request deleted' });
  })
  .get('/:id/bids', validate('param', z.object({ id })), async (c) =>
    c.json({ success: true, ...(await listSearchBids(c.var.deps, c.var.caller, c.req.valid('param').id)) }),
  )
  .put('/:id/done', validate('param', z.object({ id })), async (c) =>
    c.json({
      success: true,
      message: 'Marked as done',
      search: await markSearchDone(c.var.deps, c.var.caller, c.req.valid('param').id),
    }),
  )
  .put('/:id/close', validate('param', z.object({ id })), async (c) =>
    c.json({
      success: true,
      message: 'Request closed',
      search: await closeSearch(c.var.deps, c.var.caller, c.req.valid('param').id),
    }),
  );
