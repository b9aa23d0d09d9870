import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState, ErrorState, PageLoading } from '../../components/status';
import { ItemList } from '../../components/item-list';
import { useOnline } from '../../lib/connectivity';
import { api } from '../../lib/api-client';
import { lastChange } from '../../lib/changes';
import { markOutOfDate, queryClient } from '../../lib/server-state';
import { QuotesModal } from './quotes-modal';
import { SearchCard } from './search-card';
import { useMySearches } from './use-my-searches';
import type { MySearch } from './types';
import { userKeys } from './user-keys';

/** My Searches (docs/product.md "Requests and quotes"): the customer's requests, their quotes, and Close while active. */
export default function MySearchesScreen() {
  const { t } = useLingui();
  const { searches: all, error, loading, reload, refresh } = useMySearches();
  const [open, setOpen] = useState<MySearch | null>(null);
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

  /** A request changed: the kept lists of requests are out of date, and the device's copy is read again. */
  const changed = () => {
    markOutOfDate(userKeys.searches(), userKeys.dashboard());
    void refresh();
  };

  const close = useMutation(
    {
      mutationFn: (search: MySearch) =>
        api(`/searches/${search.id}/close`, { method: 'PUT', fallback: t`Failed to close search` }),
      onSuccess: (_answer, search) => {
        setClosed((ids) => new Set(ids).add(search.id));
        changed();
      },
    },
    queryClient,
  );

  /** After the hire: the job is done, and the card invites a review of the hired business. */
  const markDone = useMutation(
    {
      mutationFn: (search: MySearch) =>
        api(`/searches/${search.id}/done`, { method: 'PUT', fallback: t`Failed to mark the job done` }),
      onSuccess: (answer, search) => {
        setDoneAt((m) => new Map(m).set(search.id, answer.search.doneAt ?? new Date().toISOString()));
        changed();
      },
    },
    queryClient,
  );

  /** A card shows its action running, and the refusal of the last action if it was its own. */
  const last = lastChange(close, markDone);
  const refusalOf = (search: MySearch) => (last.isError && last.variables.id === search.id ? last.error.message : null);

  return (
    <section className="area-page">
      <header className="area-head">
        <div>
          <h1>
            <Trans>My Searches</Trans>
          </h1>
          <p className="muted">
            <Trans>Your requests and the quotes businesses sent you.</Trans>
          </p>
        </div>
        <Link className="btn btn-primary" to="/user/get-quotes">
          <Trans>Get quotes</Trans>
        </Link>
      </header>
      {loading && !searches && <PageLoading label={t`Loading your searches…`} />}
      {error && <ErrorState message={error} onRetry={reload} />}
      <ItemList
        items={searches}
        empty={
          <EmptyState title={t`No searches yet`}>
            <p className="muted">
              <Trans>
                Tell businesses what you need with <Link to="/user/get-quotes">Get quotes</Link> and they will send you
                their prices.
              </Trans>
            </p>
          </EmptyState>
        }
        className="row-list"
      >
        {(search) => (
          <SearchCard
            search={search}
            closing={close.isPending && close.variables.id === search.id}
            marking={markDone.isPending && markDone.variables.id === search.id}
            error={refusalOf(search)}
            onViewQuotes={() => setOpen(search)}
            onClose={() => {
              const query = search.query;
              const question = t`Close "${query}"? Businesses will no longer be able to send quotes.`;
              if (window.confirm(question)) close.mutate(search);
            }}
            onDone={online ? () => markDone.mutate(search) : undefined}
          />
        )}
      </ItemList>
      {shown && <QuotesModal search={shown} onClose={closeQuotes} onAccepted={refresh} />}
    </section>
  );
}
