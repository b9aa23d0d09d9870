/**
 * A GET that screens outside the synced store need (surveys): loading, data, an error message,
 * reload. Offline the request fails at once, and the screen says so plainly instead of spinning.
 */
import { useCallback, useEffect, useState } from 'react';
import { ApiError, api } from '../../lib/api-client';

export const SURVEYS_OFFLINE =
  'You are offline. Surveys need an internet connection to load; please connect and try again.';

export function useFetch<T>(path: string, fallback: string) {
  const [state, setState] = useState<{ data: T | null; error: string | null; loading: boolean }>({
    data: null,
    error: null,
    loading: true,
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    api<T>(path, { fallback, signal: controller.signal, anonymous: false })
      .then((data) => setState({ data, error: null, loading: false }))
      .catch((err: unknown) => {
        if ((err as Error).name === 'AbortError') return;
        setState({
          data: null,
          error: err instanceof ApiError && err.isNetwork ? SURVEYS_OFFLINE : (err as Error).message,
          loading: false,
        });
      });
    return () => controller.abort();
  }, [path, fallback, attempt]);

  const reload = useCallback(() => {
    setState((s) => ({ ...s, loading: true, error: null }));
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, reload };
}
