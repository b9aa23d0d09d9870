import { useLingui } from '@lingui/react/macro';
import { useQueries } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { api } from '../../lib/api-client';
import { accountKey, keepServerState, queryClient } from '../../lib/server-state';
import { searchStatus } from './search-status';
import { wholeQuotes, type Quote } from './types';
import { useMySearches } from './use-my-searches';
import { userKeys } from './user-keys';

/** A quote with its request: the need (for messages) and whether it can still be answered. */
export type QuoteOfRequest = Quote & { requestTitle: string; requestActive: boolean };

const newestFirst = (a: Quote, b: Quote) => Date.parse(b.createdAt) - Date.parse(a.createdAt);

/**
 * The real quotes the customer received: of one request when searchId is given, else of every
 * open request. Read from the requests kept on the device when they carry whole quotes (offline
 * too), else from GET /api/searches/{id}/bids. `edits` keeps a declined quote changed in place.
 */
export function useQuotes(searchId: string | null) {
  const { t } = useLingui();
  const mine = useMySearches();
  const [edits, setEdits] = useState<ReadonlyMap<number, Quote>>(new Map());

  const wanted = searchId ? mine.searches?.filter((s) => String(s.id) === searchId) : mine.searches;
  const local =
    wanted && (!searchId || wanted.length > 0) && wanted.every((s) => wholeQuotes(s))
      ? wanted.flatMap((s) =>
          (wholeQuotes(s) ?? []).map((q) => ({
            ...q,
            requestTitle: s.query,
            requestActive: searchStatus(s) === 'active',
          })),
        )
      : undefined;
  const requests = local
    ? null
    : searchId
      ? [searchId]
      : mine.searches?.filter((s) => s.totalBids > 0).map((s) => String(s.id));
  keepServerState();
  const answers = useQueries(
    {
      queries: (requests ?? []).map((id) => ({
        queryKey: accountKey(userKeys.bids(id)),
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          api(`/searches/${id}/bids`, { fallback: t`Failed to fetch bids`, signal }),
        // as useApi keeps it (lib/use-api.ts): the kept cache says what each answer is
        meta: { path: `/searches/${id}/bids` },
      })),
    },
    queryClient,
  );
  const fetched = answers.every((a) => a.data)
    ? answers.flatMap((a) =>
        a.data!.bids.map((b) => ({
          ...b,
          requestTitle: a.data!.search.query,
          requestActive: searchStatus(a.data!.search) === 'active',
        })),
      )
    : undefined;
  const fetchError = answers.find((a) => a.error)?.error?.message;

  const base = local ?? (requests ? fetched : undefined);
  const quotes = base?.map((q) => ({ ...q, ...edits.get(q.id) })).sort(newestFirst);
  const { refresh } = mine;
  const reload = useCallback(async () => {
    setEdits(new Map());
    await Promise.all([queryClient.refetchQueries({ queryKey: accountKey(userKeys.allBids()) }), refresh()]);
  }, [refresh]);
  const replace = useCallback((quote: Quote) => setEdits((m) => new Map(m).set(quote.id, quote)), []);
  const error = local ? undefined : (fetchError ?? (searchId ? undefined : mine.error));
  return { quotes, error, loading: !quotes && !error, reload, replace };
}
