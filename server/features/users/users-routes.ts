import { Hono } from 'hono';
import { z } from 'zod';
import {
  userDeleteSchema,
  userListQuerySchema,
  userRoleUpdateSchema,
  userStatusUpdateSchema,
} from '../../../sync/schemas/user';
import type { AppEnv } from '../../context';
import { validate } from '../../http/validate';
import { userDashboard } from '../dashboards/user-dashboard-service';
import { deleteUser, getUser, listUsers, setUserRole, setUserStatus, userStats } from './user-admin-service';
import { rolesOnly } from '../../auth/permissions';

const idParam = z.object({ id: z.coerce.number({ error: 'Invalid id' }).int('Invalid id').positive('Invalid id') });

/** The customer's dashboard and account administration (docs/screens.md "API", Users and profile). */
export const usersRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
  })
  .get('/dashboard', async (c) => c.json({ success: true, data: await userDashboard(c.var.deps, c.var.caller) }))
  .get('/stats', async (c) => c.json({ success: true, data: await userStats(c.var.deps, c.var.caller) }))
  .get('/', validate('query', userListQuerySchema), async (c) =>
    c.json({ success: true, ...(await listUsers(c.var.deps, c.var.caller, c.req.valid('query'))) }),
  )
  .get('/:id', validate('param', idParam), async (c) =>
    c.json({ success: true, user: await getUser(c.var.deps, c.var.caller, c.req.valid('param').id) }),
  )
  .put(
    '/:id/status',
    rolesOnly('ADMIN'),
    validate('param', idParam),
    validate('json', userStatusUpdateSchema),
    async (c) => {
      const body = c.req.valid('json');
      const user = await setUserStatus(c.var.deps, c.var.caller, c.req.valid('param').id, body);
      return c.json({ success: true, message: body.isActive ? 'Account reactivated' : 'Account suspended', user });
    },
  )
  .put(
    '/:id/role',
    rolesOnly('ADMIN'),
    validate('param', idParam),
    validate('json', userRoleUpdateSchema),
    async (c) => {
      const { role, reason } = c.req.valid('json');
      const user = await setUserRole(c.var.deps, c.var.caller, c.req.valid('param').id, role, reason);
      return c.json({ success: true, message: 'Role updated', user });
    },
  )
  .delete('/:id', validate('param', idParam), validate('json', userDeleteSchema), async (c) => {
    await deleteUser(c.var.deps, c.var.caller, c.req.valid('param').id, c.req.valid('json').reason);
    return c.json({ success: true, message: 'User deleted' });
  });
