import { Hono } from 'hono';
import { z } from 'zod';
import {
  ADMIN_LIST_DEFAULT_LIMIT,
  ADMIN_LIST_MAX_LIMIT,
  FEATURED_DEFAULT_LIMIT,
  PUBLIC_LIST_MAX_LIMIT,
  TOP_RATED_DEFAULT_LIMIT,
} from '../../../sync/constants';
import {
  businessCreateSchema,
  businessSearchSchema,
  businessStatusSchema,
  businessUpdateSchema,
} from '../../../sync/schemas/business';
import { adminSearchSchema } from '../../../sync/schemas/text';
import { callerOf, callerWithRole, isAdmin } from '../../auth/permissions';
import type { AppEnv } from '../../context';
import { applyWrite, writerOnly } from '../../sync/registry';
import { businessStats } from '../stats/stats-service';
import { CACHE_PRIVATE, CACHE_PUBLIC_LIST, CACHE_PUBLIC_STATS, cacheFor } from '../uploads/cache-control';
import { withStoredImage } from '../uploads/image-store';
import { idOf, pageQuerySchema, readInput, withNumbers } from '../../http/request-input';
import { pagination } from '../../../sync/answers/envelope';
import { listBusinessesForAdmin } from './business-admin-list';
import { searchBusinesses } from './business-search';
import {
  createBusiness,
  deleteBusiness,
  getBusinessProfile,
  getMyBusiness,
  listBusinesses,
  listFeatured,
  listTopRated,
  markBusinessReviewed,
  ownBusiness,
  recordVisit,
  setBusinessStatus,
} from './business-service';
import { parseWith, validate } from '../../http/validate';

const HOME_LIST_MAX = 50;
const homeListQuery = (fallback: number) =>
  z.object({
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .catch(fallback)
      .transform((n) => Math.min(n, HOME_LIST_MAX)),
  });
const allQuery = pageQuerySchema(PUBLIC_LIST_MAX_LIMIT, PUBLIC_LIST_MAX_LIMIT).extend({
  status: z.enum(['all', 'active', 'inactive']).optional().catch(undefined),
});
const adminQuery = pageQuerySchema(ADMIN_LIST_DEFAULT_LIMIT, ADMIN_LIST_MAX_LIMIT).extend({
  status: z.enum(['all', 'active', 'inactive']).optional().catch(undefined),
  /** `new`: not yet looked at by an admin nor verified (docs/product.md "Shared links"). */
  review: z.enum(['new']).optional().catch(undefined),
  q: adminSearchSchema,
});

export const businessRoutes = new Hono<AppEnv>()
  .post('/search', async (c) => {
    const input = parseWith(businessSearchSchema, (await readInput(c)).fields);
    return c.json({ success: true, ...(await searchBusinesses(c.var.deps, input)) });
  })
  .get('/featured', validate('query', homeListQuery(FEATURED_DEFAULT_LIMIT)), async (c) => {
    const businesses = await listFeatured(c.var.deps, c.req.valid('query').limit);
    cacheFor(c, CACHE_PUBLIC_LIST);
    return c.json({ success: true, businesses, total: businesses.length });
  })
  .get('/top-rated', validate('query', homeListQuery(TOP_RATED_DEFAULT_LIMIT)), async (c) => {
    const businesses = await listTopRated(c.var.deps, c.req.valid('query').limit);
    cacheFor(c, CACHE_PUBLIC_LIST);
    return c.json({ success: true, businesses, total: businesses.length });
  })
  .get('/stats', async (c) => {
    cacheFor(c, CACHE_PUBLIC_STATS);
    return c.json({ success: true, ...(await businessStats(c.var.deps.db)) });
  })
  /** The spec's client expects a bare array; the full count travels in X-Total-Count. */
  .get('/all', validate('query', allQuery), async (c) => {
    const { businesses, total } = await listBusinesses(c.var.deps, c.var.caller, c.req.valid('query'));
    cacheFor(c, isAdmin(c.var.caller) ? CACHE_PRIVATE : CACHE_PUBLIC_LIST);
    c.header('X-Total-Count', String(total));
    return c.json(businesses);
  })
  /** The admin list: searched on the server, with `pagination.total` (business-admin-list.ts). */
  .get('/admin', async (c) => {
    const caller = callerWithRole(c, 'ADMIN');
    const query = parseWith(adminQuery, c.req.query());
    const { businesses, total } = await listBusinessesForAdmin(c.var.deps, caller, query);
    cacheFor(c, CACHE_PRIVATE);
    return c.json({ success: true, businesses, pagination: pagination(query, total) });
  })
  /** A signed-in account without a business gets `business: null`, not an error. */
  .get('/my-business', async (c) => {
    const business = await getMyBusiness(c.var.deps, callerOf(c));
    cacheFor(c, CACHE_PRIVATE);
    return c.json({ success: true, business });
  })
  .get('/details/:id{[0-9]+}', async (c) => {
    const { business, personal } = await getBusinessProfile(c.var.deps, c.var.caller, idOf(c.req.param('id')));
    cacheFor(c, personal ? CACHE_PRIVATE : CACHE_PUBLIC_LIST);
    return c.json({ success: true, business });
  })
  .post('/', async (c) => {
    const caller = callerWithRole(c, 'VENDOR');
    const { fields, files } = await readInput(c);
    const input = parseWith(businessCreateSchema, withNumbers(fields, ['categoryId']));
    const business = await withStoredImage(
      c.var.deps,
      files.logo,
      async (logo) => await createBusiness(c.var.deps, caller, logo ? { ...input, logo } : input),
    );
    return c.json({ success: true, business }, 201);
  })
  .on(['PUT', 'PATCH'], '/:id{[0-9]+}', writerOnly('business.update'), async (c) => {
    const caller = callerOf(c);
    const id = idOf(c.req.param('id'));
    await ownBusiness(c.var.deps, caller, id);
    const { fields, files } = await readInput(c);
    const input = parseWith(businessUpdateSchema, withNumbers(fields, ['categoryId']));
    // the same write as the offline `business.update`: one implementation, one rate limit
    const business = await withStoredImage(
      c.var.deps,
      files.logo,
      async (logo) =>
        await applyWrite(c.var.deps, { caller, clientKey: c.var.clientKey }, 'business.update', {
          ...input,
          ...(logo && { logo }),
          businessId: id,
        }),
    );
    return c.json({ success: true, business });
  })
  .put('/:id{[0-9]+}/status', async (c) => {
    const caller = callerWithRole(c, 'ADMIN');
    const input = parseWith(businessStatusSchema, (await readInput(c)).fields);
    const business = await setBusinessStatus(c.var.deps, caller, idOf(c.req.param('id')), input);
    return c.json({ success: true, business });
  })
  /** An admin has looked at a new business: its profile may be indexed (docs/product.md "Shared links"). */
  .put('/:id{[0-9]+}/reviewed', async (c) => {
    const caller = callerWithRole(c, 'ADMIN');
    const business = await markBusinessReviewed(c.var.deps, caller, idOf(c.req.param('id')));
    return c.json({ success: true, business });
  })
  .delete('/admin/:id{[0-9]+}', async (c) => {
    const caller = callerWithRole(c, 'ADMIN');
    const { fields } = await readInput(c);
    const reason = typeof fields.reason === 'string' ? fields.reason.trim().slice(0, 500) : c.req.query('reason');
    await deleteBusiness(c.var.deps, caller, idOf(c.req.param('id')), reason || null);
    return c.json({ success: true, message: 'Business deleted' });
  })
  /** Fire-and-forget from the profile page; counted once a day per visitor. */
  .post('/:id{[0-9]+}/visit', async (c) => {
    const counted = await recordVisit(c.var.deps, c.var.caller, c.var.clientKey, idOf(c.req.param('id')));
    return c.json({ success: true, counted });
  });
