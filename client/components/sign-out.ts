/**
 * Logout of the signed-in areas (docs/screens.md "Sign-in"): the server revokes the refresh token
 * when it can be reached (best effort, never blocking), then the session is cleared on this device,
 * which stops taking the account's notifications.
 */
import { api } from '../lib/api-client';
import { forgetPushOnThisDevice } from '../lib/push-alerts';
import { clearSession, getSession } from '../lib/session';

const LOGOUT_TIMEOUT_MS = 3000;

export async function signOut(): Promise<void> {
  const { refreshToken } = getSession();
  if (refreshToken) {
    try {
      // anonymous: the refresh token names the session, and a 401 here must not start a refresh
      await api('/auth/logout', {
        method: 'POST',
        json: { refreshToken },
        signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS),
        anonymous: true,
      });
    } catch {
      // offline or refused: the token expires on its own; the device forgets it below
    }
  }
  // the server dropped this device's pushes with the session; the browser forgets them too
  await forgetPushOnThisDevice().catch(() => undefined);
  clearSession();
}
