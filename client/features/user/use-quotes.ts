import { useCallback, useEffect, useState } from 'react';
import { api } from '../../lib/api-client';
import { searchStatus } from './search-status';
import { wholeQuotes, type Quote } from './types';
import { useMySearches } from './use-my-searches';

/** A quote with its request: the need (for messages) and whether it can still be answered. */
export type QuoteOfRequest = Quote & { requestTitle: string; requestActive: boolean };
type Fetched = { key?: string; quotes?: QuoteOfRequest[]; error?: string };

const newestFirst = (a: Quote, b: Quote) => Date.parse(b.createdAt) - Date.parse(a.createdAt);

/**
 * The real quotes the customer received: of one request when searchId is given, else of every
 * open request. Read from the requests kept on the device when they carry whole quotes (offline
 * too), else from GET /api/searches/{id}/bids. `edits` keeps a declined quote changed in place.
 */
export function useQuotes(searchId: string | null, searchTitle: string) {
  const mine = useMySearches();
  const [nonce, setNonce] = useState(0);
  const [fetched, setFetched] = useState<Fetched>({});
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
      ? [{ id: searchId, title: searchTitle }]
      : mine.searches?.filter((s) => s.totalBids > 0).map((s) => ({ id: String(s.id), title: s.query }));
  const key = requests ? `${requests.map((r) => r.id).join(',')}#${nonce}` : '';

  useEffect(() => {
    if (!requests) return;
    const controller = new AbortController();
    Promise.all(
      requests.map((r) =>
        api<{ bids: Quote[]; search?: { query: string; status: string; expiresAt: string } }>(
          `/searches/${r.id}/bids`,
          { fallback: 'Failed to fetch bids', signal: controller.signal },
        ).then((d) =>
          d.bids.map((b) => ({
            ...b,
            requestTitle: d.search?.query ?? r.title,
            requestActive: d.search ? searchStatus(d.search) === 'active' : false,
          })),
        ),
      ),
    ).then(
      (lists) => setFetched({ key, quotes: lists.flat() }),
      (err: Error) => {
        if (err.name !== 'AbortError') setFetched((s) => ({ ...s, key, error: err.message }));
      },
    );
    return () => controller.abort();
    // the key names the requests and the reload
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const base = local ?? (fetched.key === key ? fetched.quotes : undefined);
  const quotes = base?.map((q) => ({ ...q, ...edits.get(q.id) })).sort(newestFirst);
  const { refresh } = mine;
  const reload = useCallback(async () => {
    setEdits(new Map());
    setNonce((n) => n + 1);
    await refresh();
  }, [refresh]);
  const replace = useCallback((quote: Quote) => setEdits((m) => new Map(m).set(quote.id, quote)), []);
  const error = local ? undefined : (fetched.error ?? (searchId ? undefined : mine.error));
  return { quotes, error, loading: !quotes && !error, reload, replace };
}
