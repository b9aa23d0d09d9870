/**
 * Server state that is not synced (docs/decisions/008-server-state-with-tanstack-query.md): the
 * signed-in screens' API answers, through one TanStack Query client. Its cache is kept in
 * IndexedDB, so a screen seen online opens offline with its last answer and when it was fetched.
 * Synced data (the directory, the account's own rows) stays in the Dexie store's live queries.
 *
 * Each answer is keyed by the account it was fetched for, so one account never sees another's,
 * and the cache is emptied when the account on this device changes. Under the account, a feature
 * names its answers with a key factory (features/vendor/vendor-keys.ts, admin/data/admin-keys.ts…):
 * what a change makes out of date is then a prefix of keys, not a guess at strings.
 */
import { onlineManager, partialMatchKey, QueryClient, type Query, type QueryKey } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client';
import { db, getMeta } from '../store/db';
import { ApiError } from './api-client';
import { isOnline, onConnectivityChange } from './connectivity';
import { getSession, subscribeSession } from './session';

const MINUTE = 60_000;
/** How long a screen's last answer is kept for offline use after it was fetched. */
const SERVER_STATE_MAX_AGE_MS = 7 * 24 * 60 * MINUTE;

// queries wait, and ask again when it returns, for the app's one connectivity state, not the browser's word
onlineManager.setEventListener((setOnline) => onConnectivityChange(() => setOnline(isOnline())));

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // a screen opened again within a minute shows its answer without asking again
      staleTime: MINUTE,
      // kept (and persisted) for offline use, not only while a screen shows it
      gcTime: SERVER_STATE_MAX_AGE_MS,
      // a refusal (4xx) will not change by asking again; a network failure waits for the connection
      retry: (count, error) => error instanceof ApiError && error.status >= 500 && count < 2,
    },
    // a change made straight to the server is sent at once, offline too, and fails with the
    // connection's message (lib/api-client.ts); a write that waits for the connection goes
    // through the outbox (store/outbox.ts), never through a paused mutation
    mutations: { networkMode: 'always' },
  },
});

/** The key of an answer kept for the signed-in account: a feature's key (from its key factory) under the account. */
export const accountKey = (key: QueryKey) => ['api', getSession().user?.id ?? 0, ...key] as const;

/**
 * After a change the server took (a mutation's onSuccess): the answers under these keys are out of
 * date. They are marked stale, not fetched again now: the screen that made the change already
 * shows it (or reloads what it shows itself), so a change sends the same requests as before; each
 * answer is asked for again when next shown.
 */
export function markOutOfDate(...keys: QueryKey[]): void {
  for (const key of keys) void queryClient.invalidateQueries({ queryKey: accountKey(key), refetchType: 'none' });
}

/** The answers under a feature's key, kept for any account (an area's answers, removed on sign-out). */
export const underKey =
  (key: QueryKey) =>
  (query: Query): boolean =>
    partialMatchKey(query.queryKey.slice(2), key);

const persister = createAsyncStoragePersister({
  storage: {
    getItem: (key) => getMeta<string | null>(key as 'serverState', null),
    setItem: async (key, value: string) => void (await db.meta.put({ key: key as 'serverState', value })),
    removeItem: async (key) => void (await db.meta.delete(key as 'serverState')),
  },
  key: 'serverState',
  // at most one write a second while answers arrive
  throttleTime: 1000,
});

let started = false;

/** Restores the kept answers and keeps them from then on; once per page. */
export function keepServerState(): void {
  if (started) return;
  started = true;
  const options = { queryClient, persister, maxAge: SERVER_STATE_MAX_AGE_MS };
  void persistQueryClientRestore(options)
    // a kept cache that cannot be read is dropped by the persister: screens then ask the server,
    // and their answers are kept from then on all the same
    .catch(() => undefined)
    .then(() => {
      persistQueryClientSubscribe(options);
      // an answer that arrived while the kept ones were read raised its events before anything
      // listened, and would be kept only at the next change: a screen seen online then opened
      // offline without it (e2e/server-state-offline.test.ts, on a loaded machine)
      return persistQueryClientSave(options);
    })
    .catch(() => undefined);
  let user = getSession().user?.id ?? null;
  subscribeSession(() => {
    const next = getSession().user?.id ?? null;
    if (next === user) return;
    user = next;
    queryClient.clear();
  });
}
