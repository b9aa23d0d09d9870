/** The sync endpoints (sync/protocol.ts): GET /api/sync/pull and POST /api/sync/push. */
import { Hono } from 'hono';
import { DEVICE_ID_HEADER } from '../../sync/protocol';
import { pullQuerySchema, pushRequestSchema } from '../../sync/schemas/sync';
import type { AppEnv } from '../context';
import { badRequest, unauthorized } from '../http/errors';
import { validate } from '../http/validate';
import { pullChanges } from './pull';
import { pushMutations } from './push';

const DEVICE_ID = /^[A-Za-z0-9-]{8,64}$/;

export const syncRoutes = new Hono<AppEnv>()
  .get('/pull', validate('query', pullQuerySchema), (c) => {
    const { since, mine } = c.req.valid('query');
    // own data was asked for: without a valid token the device must refresh, not be told "nothing"
    if (mine !== undefined && !c.var.caller) throw unauthorized(c.var.authError ?? undefined);
    const page = pullChanges(c.var.deps, c.var.caller, since, mine);
    if (!page) return c.body(null, 204);
    c.header('Cache-Control', 'private, no-store');
    return c.json(page);
  })
  .post('/push', validate('json', pushRequestSchema), (c) => {
    const { caller, authError } = c.var;
    let prefix = '';
    if (!caller) {
      const device = c.req.header(DEVICE_ID_HEADER) ?? '';
      if (!authError && !DEVICE_ID.test(device))
        throw badRequest(`Anonymous changes need a ${DEVICE_ID_HEADER} header`);
      prefix = `${device}/`;
    }
    const results = pushMutations(
      c.var.deps,
      { caller, authError },
      { userId: caller?.id ?? 0, prefix },
      c.req.valid('json').mutations,
    );
    c.header('Cache-Control', 'no-store');
    return c.json({ results });
  });
