/**
 * Calls to /api. Adds the bearer token, refreshes it once on a 401 (one refresh at a time for
 * the whole tab), and turns every failure into an ApiError carrying the server's message or
 * the call's default message (docs/screens.md "Conventions of every screen").
 */
import { t } from '@lingui/core/macro';
import type { AnswerTo, ApiMethod, ApiPath, BodyTo } from '../../sync/api-contract';
import { READ_TIMEOUT_MS, UPLOAD_TIMEOUT_MS, WRITE_TIMEOUT_MS } from '../../sync/constants';
import { NoConnection, request } from './connectivity';
import { clearSession, getSession, updateTokens } from './session';

/** What a call that reached no server says (docs/product.md "A connection that lies"): never "not found". */
export const NO_CONNECTION_MESSAGE = 'No connection. Please check your connection and try again.';
/** NO_CONNECTION_MESSAGE in the reader's language (its English is the constant's, which tests read). */
const noConnectionMessage = () => t`No connection. Please check your connection and try again.`;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
  /** No answer at all: the device is offline, the link passes nothing, or the server did not answer in time. */
  get isNetwork() {
    return this.status === 0;
  }
}

type Options<M extends ApiMethod, P extends string = string> = {
  /** GET unless given. */
  method?: M;
  /**
   * A body: the call names its method (a GET has none, and a body does not make a POST). Its type is
   * the input of the route's zod schema (sync/api-inputs.ts); a route that takes none takes no `json`.
   */
  json?: M extends 'GET' ? never : NoInfer<BodyTo<M, P>>;
  form?: M extends 'GET' ? never : FormData;
  /** The call's default message when the server gives none (docs/screens.md "Conventions of every screen"). */
  fallback?: string;
  signal?: AbortSignal;
  /** A POST that only reads (a search): it gives up as soon as a GET would (sync/constants.ts "Connection"). */
  read?: true;
  /** Leave the Authorization header off. */
  anonymous?: boolean;
  /** Past the browser's copy of a public answer (max-age): it asks the server, which answers 304 when unchanged. */
  fresh?: true;
};

let refreshing: Promise<boolean> | null = null;

/** Seconds left before the access token expires (0 when absent or unreadable). */
function tokenSecondsLeft(token: string | null, nowMs = Date.now()): number {
  if (!token) return 0;
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: number };
    return Math.max(0, (payload.exp ?? 0) - nowMs / 1000);
  } catch {
    return 0;
  }
}

/** Refreshes the tokens; concurrent callers share one request. False when the session ended. */
export function refreshTokens(): Promise<boolean> {
  refreshing ??= (async () => {
    const { refreshToken } = getSession();
    if (!refreshToken) return false;
    try {
      const res = await request('/api/auth/refresh', {
        timeoutMs: WRITE_TIMEOUT_MS,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refreshToken }),
      });
      if (res.status === 401) {
        clearSession();
        return false;
      }
      if (!res.ok) return false;
      const data = (await res.json()) as AnswerTo<'POST', '/auth/refresh'>;
      updateTokens(data.accessToken, data.refreshToken);
      return true;
    } catch {
      return false;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/** A valid access token, refreshed first when it is about to expire; null when signed out. */
export async function freshToken(minSeconds = 60): Promise<string | null> {
  const { token, refreshToken } = getSession();
  if (!token && !refreshToken) return null;
  if (tokenSecondsLeft(token) > minSeconds) return token;
  return (await refreshTokens()) ? getSession().token : null;
}

/** Sends one call, refreshing the token once on a 401; a call that reached no server is ApiError 0. */
async function send(path: string, options: Options<ApiMethod>): Promise<Response> {
  const once = () => {
    const headers: Record<string, string> = {};
    const token = options.anonymous ? null : getSession().token;
    if (token) headers.authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      body = options.form;
    }
    const method = options.method ?? 'GET';
    return request(`/api${path}`, {
      method,
      headers,
      body,
      signal: options.signal,
      ...(options.fresh && { cache: 'no-cache' as const }),
      timeoutMs: options.form
        ? UPLOAD_TIMEOUT_MS
        : method === 'GET' || options.read
          ? READ_TIMEOUT_MS
          : WRITE_TIMEOUT_MS,
    });
  };
  return noConnectionAsApiError(async () => {
    const res = await once();
    if (res.status !== 401 || options.anonymous || !getSession().refreshToken || !(await refreshTokens())) return res;
    return once();
  });
}

async function noConnectionAsApiError<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (!(err instanceof NoConnection)) throw err;
    throw new ApiError(0, noConnectionMessage());
  }
}

/**
 * One call of /api. Its answer's type comes from the path and method (sync/api-contract.ts), so a
 * caller never names it: `await api(`/searches/${id}/bids`)` is `{ success: true; bids: … }`.
 */
export async function api<P extends ApiPath<M>, M extends ApiMethod = 'GET'>(
  path: P,
  options: Options<M, P> = {},
): Promise<AnswerTo<M, P>> {
  const fallback = options.fallback ?? t`Request failed`;
  const res = await send(path, options as Options<ApiMethod>);
  const type = res.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) {
    throw new ApiError(res.status, res.ok ? 'Server returned non-JSON response' : fallback);
  }
  const data = await noConnectionAsApiError(
    () => res.json() as Promise<{ message?: string; errors?: Record<string, string> }>,
  );
  if (!res.ok) throw new ApiError(res.status, data.message || fallback, data.errors);
  return data as AnswerTo<M, P>;
}

/**
 * A file the server sends (a CSV export): the same call as `api`, the body as a Blob and the
 * server's file name. A refusal carries the server's message, else `fallback`.
 */
export async function apiFile(path: string, fallback: string): Promise<{ blob: Blob; fileName: string | null }> {
  const res = await send(path, {});
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(res.status, body?.message || fallback);
  }
  const blob = await noConnectionAsApiError(() => res.blob());
  return { blob, fileName: res.headers.get('content-disposition')?.match(/filename="([^"]+)"/)?.[1] ?? null };
}
