import { useEffect, useState } from 'react';

/**
 * A brand-new account is greeted with a welcome, not "Welcome back" (the user dashboard).
 *
 * "New" comes from the sign-in flow, not from the account's createdAt: /register hands this
 * navigation state to /verify, and /verify hands it on to the first screen after sign-in. Only
 * the sign-in that completes a registration is an account's first, and the client knows that
 * exactly; a createdAt test would need a guessed window ("created in the last hour") and would
 * trust the phone's clock. The state belongs to that one history entry: a reload keeps it,
 * coming back to the dashboard later says "Welcome back".
 */
export const NEW_ACCOUNT_STATE = { newAccount: true } as const;

export function isNewAccount(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { newAccount?: unknown }).newAccount === true;
}

const SEEN_KEY = 'soko-dashboard-seen';

/**
 * Whether the signed-in account opens this dashboard for the first time on this device (a new
 * vendor's first look after creating its business): "Welcome", not "Welcome back". Read when the
 * screen opens; marked seen once the greeting is `shown` (not while the dashboard is still empty).
 */
export function useFirstVisit(dashboard: 'user' | 'vendor', userId: number | undefined, shown: boolean): boolean {
  const key = `${SEEN_KEY}:${dashboard}:${userId ?? 0}`;
  const [seenBefore] = useState(() => localStorage.getItem(key) !== null);
  useEffect(() => {
    if (shown) localStorage.setItem(key, '1');
  }, [key, shown]);
  return !seenBefore;
}
