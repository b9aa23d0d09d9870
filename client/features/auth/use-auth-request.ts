/**
 * Sending a sign-in form to /api/auth (docs/screens.md "Sign-in"): it needs a connection and says
 * so instead of trying, is busy while the request runs, and keeps the server's refusal to show.
 */
import { useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { needsConnection, useOnline } from '../../lib/connectivity';

/** What to tell the visitor when a request failed: the connection is needed, or the server's message. */
export function authFailure(err: unknown): string {
  return err instanceof ApiError && err.isNetwork ? needsConnection() : (err as Error).message;
}

export function useAuthRequest() {
  const online = useOnline();
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** Runs `request` when the form is `valid` and the device online; an earlier refusal goes either way. */
  async function send(valid: boolean, request: () => Promise<void>) {
    setServerError(null);
    if (!valid) return;
    if (!online) return setServerError(needsConnection());
    setBusy(true);
    try {
      await request();
    } catch (err) {
      setServerError(authFailure(err));
    } finally {
      setBusy(false);
    }
  }

  return { busy, serverError, send };
}
