import { Hono } from 'hono';
import { profileUpdateSchema } from '../../../sync/schemas/user';
import type { AppEnv } from '../../context';
import { validate } from '../../http/validate';
import { getProfile, updateProfile } from './profile-service';
import { signedInOnly } from '../../auth/permissions';

/** Mounted at /user: the signed-in account's own profile. */
export const profileRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
  })
  .get('/profile', async (c) => c.json({ success: true, user: await getProfile(c.var.deps, c.var.caller) }))
  .put('/profile', signedInOnly, validate('json', profileUpdateSchema), async (c) =>
    c.json({
      success: true,
      message: 'Profile updated',
      user: await updateProfile(c.var.deps, c.var.caller, c.req.valid('json')),
    }),
  );
