import { useCallback, useEffect, useState } from 'react';
import { api } from '../../lib/api-client';

type State<T> = { key?: string; data?: T; error?: string; offline?: boolean };

/**
 * One GET of the API for a screen: the data, the error (the server's message or the call's
 * default), a reload, and a local edit of the data (a decline updates a quote in place). The
 * last data stays on screen while a reload runs or fails.
 */
export function useApi<T>(path: string | null, fallback: string) {
  const [nonce, setNonce] = useState(0);
  const key = path ? `${path}#${nonce}` : '';
  const [state, setState] = useState<State<T>>({});

  useEffect(() => {
    if (!path) return;
    const controller = new AbortController();
    api<T>(path, { fallback, signal: controller.signal }).then(
      (data) => setState({ key, data }),
      (err: Error & { isNetwork?: boolean }) => {
        if (err.name !== 'AbortError')
          setState((s) => ({ key, data: s.data, error: err.message, offline: err.isNetwork }));
      },
    );
    return () => controller.abort();
  }, [path, key, fallback]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  const update = useCallback(
    (edit: (data: T) => T) => setState((s) => (s.data ? { ...s, data: edit(s.data) } : s)),
    [],
  );
  return {
    data: state.data,
    error: state.error,
    offline: state.offline ?? false,
    loading: Boolean(path) && state.key !== key,
    reload,
    update,
  };
}
