/**
 * The customer's requests, with those still waiting in the outbox (local-requests.ts). Apart from
 * ./hooks.ts because a waiting request is read with the request schemas (zod): the directory's and
 * a category's pages load hooks.ts, and evaluating those schemas there was most of the store's
 * start on those pages (docs/decisions/010, "the store's work after a public page loads").
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { SearchRecord } from '../../sync/schemas/pull';
import { categoryMap, holdsOwnData, section } from './hooks';
import { requestsWithWaiting } from './local-requests';
import type { Local } from './local-views';
import { accountEntries, useAccountId } from './sync-status';

/**
 * The customer's requests with their quotes; closed ones leave the list (docs/screens.md "My
 * Searches"). Undefined until the device holds the account's own data.
 */
export function useMySearches(): Local<SearchRecord>[] | undefined {
  const userId = useAccountId();
  const result = useLiveQuery(
    async () =>
      (await holdsOwnData(userId))
        ? {
            searches: (await section('searches')) ?? [],
            entries: await accountEntries(userId),
            categories: await categoryMap(),
          }
        : undefined,
    [userId],
  );
  if (!result) return undefined;
  const now = new Date().toISOString();
  const current = result.searches
    .filter((s) => s.status !== 'closed')
    .map((s) => (s.status === 'active' && s.expiresAt <= now ? { ...s, status: 'expired' as const } : s));
  return requestsWithWaiting(current, result.entries, result.categories, userId);
}
