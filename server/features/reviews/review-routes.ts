import { Hono } from 'hono';
import {
  ADMIN_LIST_DEFAULT_LIMIT,
  ADMIN_LIST_MAX_LIMIT,
  PUBLIC_LIST_DEFAULT_LIMIT,
  PUBLIC_LIST_MAX_LIMIT,
} from '../../../sync/constants';
import {
  bulkModerationSchema,
  reviewCreateSchema,
  reviewFlagSchema,
  reviewListQuerySchema,
  reviewReplySchema,
} from '../../../sync/schemas/review';
import { callerOf, callerWithRole } from '../../auth/permissions';
import type { AppEnv } from '../../context';
import { CACHE_PRIVATE, CACHE_PUBLIC_LIST, cacheFor } from '../uploads/cache-control';
import { idOf, pageQuerySchema, readInput, withNumbers } from '../../http/request-input';
import { pagination } from '../../../sync/answers/envelope';
import {
  flagReview,
  listAllReviews,
  listBusinessReviews,
  listMyReviews,
  moderateReview,
  moderateReviews,
} from './review-service';
import { applyWrite, writerOnly } from '../../sync/registry';
import { parseWith, validate } from '../../http/validate';

const publicPage = pageQuerySchema(PUBLIC_LIST_DEFAULT_LIMIT, PUBLIC_LIST_MAX_LIMIT);
const adminQuery = pageQuerySchema(ADMIN_LIST_DEFAULT_LIMIT, ADMIN_LIST_MAX_LIMIT).extend(reviewListQuerySchema.shape);

export const reviewRoutes = new Hono<AppEnv>()
  .post('/', async (c) => {
    const caller = callerOf(c);
    const { fields } = await readInput(c);
    const input = parseWith(reviewCreateSchema, withNumbers(fields, ['businessId', 'rating']));
    return c.json(
      {
        success: true,
        data: await applyWrite(c.var.deps, { caller, clientKey: c.var.clientKey }, 'review.create', input),
      },
      201,
    );
  })
  .get('/my-reviews', async (c) => {
    const data = await listMyReviews(c.var.deps, callerOf(c));
    cacheFor(c, CACHE_PRIVATE);
    return c.json({ success: true, data });
  })
  .get('/business/:id{[0-9]+}', validate('query', publicPage), async (c) => {
    const page = c.req.valid('query');
    const { data, total } = await listBusinessReviews(c.var.deps, c.var.caller, idOf(c.req.param('id')), page);
    // A signed-in caller may see their own pending review in the list.
    cacheFor(c, c.var.caller ? CACHE_PRIVATE : CACHE_PUBLIC_LIST);
    return c.json({ success: true, data, pagination: pagination(page, total) });
  })
  .get('/', async (c) => {
    const caller = callerWithRole(c, 'ADMIN');
    const query = parseWith(adminQuery, c.req.query());
    const { data, total } = await listAllReviews(c.var.deps, caller, query.status, query, query.q);
    cacheFor(c, CACHE_PRIVATE);
    return c.json({ success: true, data, pagination: pagination(query, total) });
  })
  /** `{ ids, status, from? }` → `{ changed: [{ id, from, to }], unknown }` (review-service.ts moderateReviews). */
  .put('/bulk', async (c) => {
    const caller = callerWithRole(c, 'ADMIN');
    const input = parseWith(bulkModerationSchema, (await readInput(c)).fields);
    return c.json({ success: true, ...(await moderateReviews(c.var.deps, caller, input)) });
  })
  .put('/:id{[0-9]+}/approve', async (c) => {
    const data = await moderateReview(c.var.deps, callerWithRole(c, 'ADMIN'), idOf(c.req.param('id')), 'APPROVED');
    return c.json({ success: true, data });
  })
  .put('/:id{[0-9]+}/reject', async (c) => {
    const data = await moderateReview(c.var.deps, callerWithRole(c, 'ADMIN'), idOf(c.req.param('id')), 'REJECTED');
    return c.json({ success: true, data });
  })
  .post('/:id{[0-9]+}/reply', writerOnly('review.reply'), async (c) => {
    const caller = callerOf(c);
    const { reply } = parseWith(reviewReplySchema, (await readInput(c)).fields);
    const args = { reviewId: idOf(c.req.param('id')), reply };
    const data = await applyWrite(c.var.deps, { caller, clientKey: c.var.clientKey }, 'review.reply', args);
    return c.json({ success: true, message: 'Reply published', data }, 201);
  })
  .put('/:id{[0-9]+}/flag', async (c) => {
    const caller = callerWithRole(c, 'ADMIN');
    const { isFlagged } = parseWith(reviewFlagSchema, (await readInput(c)).fields);
    return c.json({ success: true, data: await flagReview(c.var.deps, caller, idOf(c.req.param('id')), isFlagged) });
  });
