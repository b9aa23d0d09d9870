import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Role } from '../../db/schema';
import type { AppEnv, Caller } from '../context';
import { forbidden, unauthorized } from '../http/errors';

/**
 * Permission checks for domain functions `(db, caller, input)`: a route and a replayed
 * mutation call the same function, so they cannot disagree on who may do what.
 */
export function requireCaller(caller: Caller | null, authError?: string | null): Caller {
  if (!caller) throw unauthorized(authError ?? undefined);
  return caller;
}

export function requireRole(caller: Caller | null, ...roles: Role[]): Caller {
  const who = requireCaller(caller);
  if (!roles.includes(who.role)) throw forbidden();
  return who;
}

/**
 * Business and product writes: ownership alone is not enough, the account must still act as a
 * vendor (or admin), so a vendor an admin demotes to USER stops changing its business at once.
 */
export function requireVendorAccount(caller: Caller | null): Caller {
  const who = requireCaller(caller);
  if (who.role !== 'VENDOR' && who.role !== 'ADMIN') throw forbidden('Only a vendor account can change a business');
  return who;
}

export function isAdmin(caller: Caller | null): boolean {
  return caller?.role === 'ADMIN';
}

/** The caller of a route that demands sign-in (401 with the token's problem otherwise). */
export function callerOf(c: Context<AppEnv>): Caller {
  return requireCaller(c.var.caller, c.var.authError);
}

/** The caller of a route that demands one of the roles. */
export function callerWithRole(c: Context<AppEnv>, ...roles: Role[]): Caller {
  const caller = callerOf(c);
  if (!roles.includes(caller.role)) throw forbidden();
  return caller;
}

/**
 * Route middleware, placed before a route's validators: a caller who may not make the call at
 * all learns that (401, 403) whatever it sent, never a 400 describing the body. The domain
 * function still checks who may act on what.
 */
export const signedInOnly = createMiddleware<AppEnv>(async (c, next) => {
  callerOf(c);
  await next();
});

/** As `signedInOnly`, for a call only some roles may make. */
export const rolesOnly = (...roles: Role[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    callerWithRole(c, ...roles);
    await next();
  });
