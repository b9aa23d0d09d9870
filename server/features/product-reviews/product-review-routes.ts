import { Hono, type Context } from 'hono';
import {
  ADMIN_LIST_DEFAULT_LIMIT,
  ADMIN_LIST_MAX_LIMIT,
  PRODUCT_REVIEWS_PAGE_SIZE,
  PUBLIC_LIST_MAX_LIMIT,
} from '../../../sync/constants';
import {
  productReviewBulkSchema,
  productReviewCreateSchema,
  productReviewDeleteSchema,
  productReviewUpdateSchema,
} from '../../../sync/schemas/product-review';
import { reviewListQuerySchema } from '../../../sync/schemas/review';
import { callerOf, callerWithRole } from '../../auth/permissions';
import type { AppEnv } from '../../context';
import { CACHE_PRIVATE, CACHE_PUBLIC_LIST, cacheFor } from '../uploads/cache-control';
import { withStoredImage } from '../uploads/image-store';
import { idOf, pageQuerySchema, readInput, withNumbers } from '../../http/request-input';
import { pagination } from '../../../sync/answers/envelope';
import {
  assertCanChangeProductReview,
  currentVote,
  deleteProductReview,
  listAllProductReviews,
  listMyProductReviews,
  listProductReviews,
  moderateProductReview,
  moderateProductReviews,
  updateProductReview,
} from './product-review-service';
import { applyWrite } from '../../sync/registry';
import { parseWith, validate } from '../../http/validate';

const listQuery = pageQuerySchema(PRODUCT_REVIEWS_PAGE_SIZE, PUBLIC_LIST_MAX_LIMIT);
const adminQuery = pageQuerySchema(ADMIN_LIST_DEFAULT_LIMIT, ADMIN_LIST_MAX_LIMIT).extend(reviewListQuerySchema.shape);

/** A multipart image file wins over an `image` path sent as text. */
async function readReviewForm(c: Context<AppEnv>) {
  const { fields, files } = await readInput(c);
  return { fields: withNumbers(fields, ['categoryId', 'rating']), file: files.image };
}

/** Voting the direction you already voted withdraws it; the other direction switches it. */
async function toggleVote(c: Context<AppEnv>, direction: 'up' | 'down') {
  const caller = callerOf(c);
  const reviewId = idOf(c.req.param('id'));
  const target = (await currentVote(c.var.deps, caller, reviewId)) === direction ? 'none' : direction;
  return c.json({
    success: true,
    data: await applyWrite(c.var.deps, { caller, clientKey: c.var.clientKey }, 'productReview.vote', {
      reviewId,
      direction: target,
    }),
  });
}

export const productReviewRoutes = new Hono<AppEnv>()
  .post('/', async (c) => {
    const caller = callerOf(c);
    const { fields, file } = await readReviewForm(c);
    const input = parseWith(productReviewCreateSchema, fields);
    const data = await withStoredImage(
      c.var.deps,
      file,
      async (image) =>
        await applyWrite(
          c.var.deps,
          { caller, clientKey: c.var.clientKey },
          'productReview.create',
          image ? { ...input, image } : input,
        ),
    );
    return c.json({ success: true, data }, 201);
  })
  .get('/', validate('query', listQuery), async (c) => {
    const page = c.req.valid('query');
    const { data, total } = await listProductReviews(c.var.deps, c.var.caller, page);
    // Signed in, each review carries the caller's own vote.
    cacheFor(c, c.var.caller ? CACHE_PRIVATE : CACHE_PUBLIC_LIST);
    return c.json({ success: true, data, pagination: pagination(page, total) });
  })
  .get('/admin', async (c) => {
    const caller = callerWithRole(c, 'ADMIN');
    const query = parseWith(adminQuery, c.req.query());
    const { data, total } = await listAllProductReviews(c.var.deps, caller, query.status, query, query.q);
    cacheFor(c, CACHE_PRIVATE);
    return c.json({ success: true, data, pagination: pagination(query, total) });
  })
  /** `{ ids, status, from? }` → `{ changed: [{ id, from, to }], unknown }` (moderateProductReviews). */
  .put('/bulk', async (c) => {
    const caller = callerWithRole(c, 'ADMIN');
    const input = parseWith(productReviewBulkSchema, (await readInput(c)).fields);
    return c.json({ success: true, ...(await moderateProductReviews(c.var.deps, caller, input)) });
  })
  .put('/:id{[0-9]+}/approve', async (c) => {
    const caller = callerWithRole(c, 'ADMIN');
    const data = await moderateProductReview(c.var.deps, caller, idOf(c.req.param('id')), 'APPROVED');
    return c.json({ success: true, data });
  })
  .put('/:id{[0-9]+}/reject', async (c) => {
    const caller = callerWithRole(c, 'ADMIN');
    const data = await moderateProductReview(c.var.deps, caller, idOf(c.req.param('id')), 'REJECTED');
    return c.json({ success: true, data });
  })
  .get('/my-reviews', async (c) => {
    const data = await listMyProductReviews(c.var.deps, callerOf(c));
    cacheFor(c, CACHE_PRIVATE);
    return c.json({ success: true, data });
  })
  .put('/:id{[0-9]+}', async (c) => {
    const caller = callerOf(c);
    const id = idOf(c.req.param('id'));
    await assertCanChangeProductReview(c.var.deps, caller, id);
    const { fields, file } = await readReviewForm(c);
    const input = parseWith(productReviewUpdateSchema, fields);
    const data = await withStoredImage(
      c.var.deps,
      file,
      async (image) => await updateProductReview(c.var.deps, caller, id, image ? { ...input, image } : input),
    );
    return c.json({ success: true, data });
  })
  .delete('/:id{[0-9]+}', async (c) => {
    const caller = callerOf(c);
    const { fields } = await readInput(c);
    const { reason } = parseWith(productReviewDeleteSchema, { reason: fields.reason ?? c.req.query('reason') });
    await deleteProductReview(c.var.deps, caller, idOf(c.req.param('id')), reason);
    return c.json({ success: true, message: 'Product review deleted' });
  })
  .put('/:id{[0-9]+}/upvote', async (c) => await toggleVote(c, 'up'))
  .put('/:id{[0-9]+}/downvote', async (c) => await toggleVote(c, 'down'));
