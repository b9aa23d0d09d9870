import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState, ErrorState, PageLoading } from '../../components/status';
import { ItemList } from '../../components/item-list';
import { useOnline } from '../../lib/connectivity';
import { api } from '../../lib/api-client';
import { QuotesModal } from './quotes-modal';
import { SearchCard } from './search-card';
import { useMySearches } from './use-my-searches';
import type { MySearch } from './types';

/** My Searches (docs/product.md "Requests and quotes"): the customer's requests, their quotes, and Close while active. */
export default function MySearchesScreen() {
  const { searches: all, error, loading, reload, refresh } = useMySearches();
  const [open, setOpen] = useState<MySearch | null>(null);
  const [closingId, setClosingId] = useState<number | null>(null);
  const [markingId, setMarkingId] = useState<number | null>(null);
  const [actionError, setActionError] = useState<{ id: number; message: string } | null>(null);
  const [doneAt, setDoneAt] = useState<ReadonlyMap<number, string>>(new Map());
  const [closed, setClosed] = useState<ReadonlySet<number>>(new Set());
  const online = useOnline();
  // a tapped "new quote" notification opens ?quotes={id}: that request's quotes, once listed
  const [params, setParams] = useSearchParams();
  const quotesOf = Number(params.get('quotes'));
  const shown = open ?? (quotesOf ? all?.find((s) => s.id === quotesOf) : undefined) ?? null;
  const closeQuotes = () => {
    setOpen(null);
    if (quotesOf) setParams({}, { replace: true });
  };
  const searches = all
    ?.filter((s) => !closed.has(s.id))
    .map((s) => (doneAt.has(s.id) && !s.doneAt ? { ...s, doneAt: doneAt.get(s.id)! } : s));

  /** One action on a request's card: the card shows it running, and its error if it fails. */
  const act = async (search: MySearch, setBusy: (id: number | null) => void, action: () => Promise<void>) => {
    setBusy(search.id);
    setActionError(null);
    try {
      await action();
      void refresh();
    } catch (err) {
      setActionError({ id: search.id, message: (err as Error).message });
    } finally {
      setBusy(null);
    }
  };

  const close = async (search: MySearch) => {
    if (!window.confirm(`Close "${search.query}"? Businesses will no longer be able to send quotes.`)) return;
    await act(search, setClosingId, async () => {
      await api(`/searches/${search.id}/close`, { method: 'PUT', fallback: 'Failed to close search' });
      setClosed((ids) => new Set(ids).add(search.id));
    });
  };

  /** After the hire: the job is done, and the card invites a review of the hired business. */
  const markDone = (search: MySearch) =>
    act(search, setMarkingId, async () => {
      const answer = await api(`/searches/${search.id}/done`, {
        method: 'PUT',
        fallback: 'Failed to mark the job done',
      });
      setDoneAt((m) => new Map(m).set(search.id, answer.search.doneAt ?? new Date().toISOString()));
    });

  return (
    <section className="area-page">
      <header className="area-head">
        <div>
          <h1>My Searches</h1>
          <p className="muted">Your requests and the quotes businesses sent you.</p>
        </div>
        <Link className="btn btn-primary" to="/user/get-quotes">
          Get quotes
        </Link>
      </header>
      {loading && !searches && <PageLoading label="Loading your searches…" />}
      {error && <ErrorState message={error} onRetry={reload} />}
      <ItemList
        items={searches}
        empty={
          <EmptyState title="No searches yet">
            <p className="muted">
              Tell businesses what you need with <Link to="/user/get-quotes">Get quotes</Link> and they will send you
              their prices.
            </p>
          </EmptyState>
        }
        className="row-list"
      >
        {(search) => (
          <SearchCard
            search={search}
            closing={closingId === search.id}
            marking={markingId === search.id}
            error={actionError?.id === search.id ? actionError.message : null}
            onViewQuotes={() => setOpen(search)}
            onClose={() => void close(search)}
            onDone={online ? () => void markDone(search) : undefined}
          />
        )}
      </ItemList>
      {shown && <QuotesModal search={shown} onClose={closeQuotes} onAccepted={refresh} />}
    </section>
  );
}
