/**
 * For tests of a call made with an access token the server no longer takes: the server refuses
 * the first try with a 401, answers `/api/auth/refresh` with a new pair, and answers `ok` to a try
 * that carries the new token (client/lib/api-client.ts refreshes once and sends again).
 */
import { vi } from 'vitest';
import { jsonResponse } from './json-response';
import { signInAs, testUser } from './test-user';

const REFRESHED_TOKEN = `refreshed.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }))}.signature`;

/** Signs an admin in and stubs `fetch` as above; the mock's calls hold what was sent. */
export function stubExpiredSession(ok: () => Response) {
  signInAs(testUser({ role: 'ADMIN' }), 'refresh-1');
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    if (url === '/api/auth/refresh') {
      return jsonResponse({ success: true, accessToken: REFRESHED_TOKEN, refreshToken: 'refresh-2' });
    }
    const authorization = new Headers(init.headers).get('authorization');
    return authorization === `Bearer ${REFRESHED_TOKEN}`
      ? ok()
      : jsonResponse({ success: false, message: 'Invalid or expired token' }, 401);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** What each call asked for: its address, and whether it carried the refreshed token. */
export const callsOf = (fetchMock: ReturnType<typeof stubExpiredSession>) =>
  fetchMock.mock.calls.map(([url, init]) => {
    const refreshed = new Headers(init?.headers).get('authorization') === `Bearer ${REFRESHED_TOKEN}`;
    return `${url}${refreshed ? ' (refreshed)' : ''}`;
  });
