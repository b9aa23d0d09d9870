/**
 * Where signing in returns to. A page that asks a visitor to log in (the business profile's
 * review form, features/business-profile/reviews-section.tsx) links to `/login?returnTo=<path>`;
 * /login and /register pass it on to /verify, which opens it after sign-in instead of the
 * dashboard. Only a path of this site is followed, never another origin (a crafted link must not
 * send a freshly signed-in user elsewhere), never the sign-in pages themselves, and never the
 * signed-in area of another role, whose guard would sign the user out again
 * (components/signed-in-area-layout.tsx, features/admin/layout/admin-guard.tsx).
 */
import { dashboardPath, type Role } from './session';

export const RETURN_PARAM = 'returnTo';

const SIGN_IN_PAGES = new Set(['/login', '/register', '/verify']);
const AREAS: Record<string, Role> = { user: 'USER', vendor: 'VENDOR', admin: 'ADMIN' };
const ORIGIN = 'https://soko.invalid';

/** `raw` as a path of this site (path, query and hash), or null when it is not one. */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(raw, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN || SIGN_IN_PAGES.has(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `path` with the return path as its `returnTo` parameter, when there is a safe one. */
export function withReturnPath(path: string, returnTo: string | null | undefined): string {
  const safe = safeReturnPath(returnTo);
  if (!safe) return path;
  const url = new URL(path, ORIGIN);
  url.searchParams.set(RETURN_PARAM, safe);
  return `${url.pathname}${url.search}`;
}

/** The page to open once signed in: the return path if this role may open it, else its dashboard. */
export function pathAfterSignIn(returnTo: string | null | undefined, role: Role): string {
  const safe = safeReturnPath(returnTo);
  const area = safe ? AREAS[safe.split(/[/?#]/)[1] ?? ''] : undefined;
  if (!safe || (area && area !== role)) return dashboardPath(role);
  return safe;
}
