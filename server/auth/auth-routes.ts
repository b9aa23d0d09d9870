import { Hono } from 'hono';
import { loginSchema, logoutSchema, refreshSchema, registerSchema, verifyOtpSchema } from '../../sync/schemas/auth';
import type { AppEnv } from '../context';
import { validate } from '../http/validate';
import { countSignIn } from '../http/rate-limit';
import { callerOf } from './permissions';
import * as auth from './auth-service';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { toPublicUser } from './user-view';
import { firstRow } from '../../db/query';
import { requestLocale } from '../i18n/request-locale';

export const authRoutes = new Hono<AppEnv>()
  // answers carry tokens, codes' outcomes or the account: no cache may keep them (ASVS 5.0 V14.3)
  .use('*', async (c, next) => {
    c.header('Cache-Control', 'no-store');
    await next();
  })
  .post('/register', validate('json', registerSchema), countSignIn('sign-in-codes'), async (c) =>
    c.json(await auth.register(c.var.deps, c.req.valid('json'), c.var.clientKey, requestLocale(c).locale), 201),
  )
  .post('/login', validate('json', loginSchema), countSignIn('sign-in-codes'), async (c) =>
    c.json(await auth.login(c.var.deps, c.req.valid('json'), c.var.clientKey, requestLocale(c).locale)),
  )
  .post('/resend-otp', validate('json', loginSchema), countSignIn('sign-in-codes'), async (c) =>
    c.json(await auth.resendOtp(c.var.deps, c.req.valid('json'), c.var.clientKey, requestLocale(c).locale)),
  )
  .post('/verify-otp', validate('json', verifyOtpSchema), countSignIn('sign-in-checks'), async (c) =>
    c.json(await auth.verifyOtp(c.var.deps, c.req.valid('json'), c.var.clientKey)),
  )
  .post('/refresh', validate('json', refreshSchema), async (c) =>
    c.json(await auth.refresh(c.var.deps, c.req.valid('json').refreshToken)),
  )
  .post('/logout', validate('json', logoutSchema), async (c) =>
    c.json(await auth.logout(c.var.deps, c.req.valid('json').refreshToken)),
  )
  .get('/me', async (c) => {
    const caller = callerOf(c);
    const user = (await firstRow(c.var.deps.db.select().from(users).where(eq(users.id, caller.id))))!;
    return c.json({ success: true, user: toPublicUser(user) });
  });
