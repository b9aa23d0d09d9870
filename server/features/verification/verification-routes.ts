import { Hono } from 'hono';
import {
  verificationApproveSchema,
  verificationListQuerySchema,
  verificationMineQuerySchema,
  verificationReasonSchema,
  verificationRequestSchema,
} from '../../../sync/schemas/verification';
import { callerOf, callerWithRole, rolesOnly } from '../../auth/permissions';
import type { AppEnv } from '../../context';
import { validate } from '../../http/validate';
import { CACHE_PRIVATE, cacheFor } from '../uploads/cache-control';
import { idOf } from '../../http/request-input';
import {
  approveVerification,
  listVerificationRequests,
  myVerification,
  refuseVerification,
  requestVerification,
  revokeVerification,
} from './verification-service';

/**
 * docs/product.md "Verification", mounted at /api/verification:
 * - POST /                 { businessId, phone, registrationNumber? }  the owning vendor asks (201)
 * - GET  /mine?businessId= the latest request of the vendor's business and its badge
 * - GET  /?status=PENDING  (admin) requests with business, owner, phone and registration number
 * - PUT  /{id}/approve     (admin) { checked: ('phone' | 'registration')[] }
 * - PUT  /{id}/refuse      (admin) { reason }
 */
export const verificationRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    await next();
    cacheFor(c, CACHE_PRIVATE);
  })
  .post('/', rolesOnly('VENDOR'), validate('json', verificationRequestSchema), async (c) => {
    const request = await requestVerification(c.var.deps, callerOf(c), c.req.valid('json'));
    return c.json({ success: true, message: 'Thank you. An admin will check your details soon.', request }, 201);
  })
  .get('/mine', validate('query', verificationMineQuerySchema), async (c) => {
    const answer = await myVerification(c.var.deps, callerOf(c), c.req.valid('query').businessId);
    return c.json({ success: true, ...answer });
  })
  .get('/', validate('query', verificationListQuerySchema), async (c) => {
    const caller = callerWithRole(c, 'ADMIN');
    const requests = await listVerificationRequests(c.var.deps, caller, c.req.valid('query').status);
    return c.json({ success: true, requests });
  })
  .put('/:id/approve', rolesOnly('ADMIN'), validate('json', verificationApproveSchema), async (c) => {
    const caller = callerWithRole(c, 'ADMIN');
    const request = await approveVerification(c.var.deps, caller, idOf(c.req.param('id')), c.req.valid('json'));
    return c.json({ success: true, message: 'The business is now verified', request });
  })
  .put('/:id/refuse', rolesOnly('ADMIN'), validate('json', verificationReasonSchema), async (c) => {
    const caller = callerWithRole(c, 'ADMIN');
    const request = await refuseVerification(c.var.deps, caller, idOf(c.req.param('id')), c.req.valid('json').reason);
    return c.json({ success: true, message: 'Verification refused', request });
  });

/**
 * PUT /api/businesses/{id}/verification/revoke (admin) { reason }, mounted beside the business
 * routes. No middleware here: one in a group mounted at /businesses would run for every business
 * route, so the route sets its own Cache-Control.
 */
export const businessVerificationRoutes = new Hono<AppEnv>().put(
  '/:id{[0-9]+}/verification/revoke',
  rolesOnly('ADMIN'),
  validate('json', verificationReasonSchema),
  async (c) => {
    const caller = callerWithRole(c, 'ADMIN');
    const answer = await revokeVerification(c.var.deps, caller, idOf(c.req.param('id')), c.req.valid('json').reason);
    cacheFor(c, CACHE_PRIVATE);
    return c.json({ success: true, message: 'The Verified badge was removed', ...answer });
  },
);
