/**
 * The session (docs/screens.md "Sign-in"): token and refreshToken under their own local-storage
 * keys, the rest (user, pendingEmail) in one persisted store. Components read it with
 * `useSession()`.
 */
import { useSyncExternalStore } from 'react';
import type { PublicUser } from '../../sync/schemas/auth';
import { PERSISTED_STORE_NAME, REFRESH_TOKEN_STORAGE_KEY, TOKEN_STORAGE_KEY } from '../../sync/constants';

export type Role = PublicUser['role'];

export type Session = {
  token: string | null;
  refreshToken: string | null;
  user: PublicUser | null;
  pendingEmail: string | null;
  isAuthenticated: boolean;
  role: Role | null;
};

type Persisted = { user: PublicUser | null; pendingEmail: string | null };

const listeners = new Set<() => void>();
let current: Session = read();

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function read(): Session {
  const s = storage();
  let persisted: Persisted = { user: null, pendingEmail: null };
  try {
    persisted = { ...persisted, ...(JSON.parse(s?.getItem(PERSISTED_STORE_NAME) ?? '{}') as Partial<Persisted>) };
  } catch {
    // a damaged store is treated as signed out
  }
  const token = s?.getItem(TOKEN_STORAGE_KEY) ?? null;
  const refreshToken = s?.getItem(REFRESH_TOKEN_STORAGE_KEY) ?? null;
  const user = token ? persisted.user : null;
  return {
    token,
    refreshToken,
    user,
    pendingEmail: persisted.pendingEmail,
    isAuthenticated: Boolean(token && user),
    role: user ? (user.role.toUpperCase() as Role) : null,
  };
}

function write(next: Omit<Session, 'isAuthenticated' | 'role'>) {
  const s = storage();
  if (s) {
    if (next.token) s.setItem(TOKEN_STORAGE_KEY, next.token);
    else s.removeItem(TOKEN_STORAGE_KEY);
    if (next.refreshToken) s.setItem(REFRESH_TOKEN_STORAGE_KEY, next.refreshToken);
    else s.removeItem(REFRESH_TOKEN_STORAGE_KEY);
    s.setItem(PERSISTED_STORE_NAME, JSON.stringify({ user: next.user, pendingEmail: next.pendingEmail }));
  }
  current = read();
  if (!s) {
    current = {
      ...next,
      isAuthenticated: Boolean(next.token && next.user),
      role: next.user ? (next.user.role.toUpperCase() as Role) : null,
    };
  }
  listeners.forEach((l) => l());
}

export function getSession(): Session {
  return current;
}

export function signedIn(result: { user: PublicUser; accessToken: string; refreshToken: string }) {
  write({ token: result.accessToken, refreshToken: result.refreshToken, user: result.user, pendingEmail: null });
}

export function updateTokens(accessToken: string, refreshToken: string, user?: PublicUser) {
  write({ ...current, token: accessToken, refreshToken, user: user ?? current.user });
}

export function updateUser(user: PublicUser) {
  write({ ...current, user });
}

export function setPendingEmail(email: string | null) {
  write({ ...current, pendingEmail: email });
}

/** Logout clears the user and the tokens (docs/screens.md "Sign-in"); callers clear their own caches. */
export function clearSession() {
  write({ token: null, refreshToken: null, user: null, pendingEmail: null });
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** Roles are compared case-insensitively (docs/screens.md "Conventions of every screen"). */
export function hasRole(session: Session, role: Role): boolean {
  return session.role === role.toUpperCase();
}

/** The dashboard route of a role: /user, /vendor or /admin. */
export function dashboardPath(role: Role | null): string {
  switch (role) {
    case 'ADMIN':
      return '/admin/dashboard';
    case 'VENDOR':
      return '/vendor/dashboard';
    default:
      return '/user/dashboard';
  }
}

if (typeof window !== 'undefined') {
  // another tab signed in or out
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_STORAGE_KEY || event.key === PERSISTED_STORE_NAME || event.key === null) {
      current = read();
      listeners.forEach((l) => l());
    }
  });
}
