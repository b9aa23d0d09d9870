import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ErrorState, PageLoading } from '../../components/status';
import { ItemList } from '../../components/item-list';
import { useOnline } from '../../lib/connectivity';
import { QuoteCard } from './quote-card';
import { QUOTE_STATUS_LABEL } from './search-status';
import { useQuoteActions } from './use-quote-actions';
import { useQuotes, type QuoteOfRequest } from './use-quotes';

const FILTERS = ['all', 'PENDING', 'ACCEPTED', 'DECLINED'] as const;

/**
 * My Bids & Quotes (docs/product.md "Requests and quotes"): the real quotes of one request (?searchId=&searchTitle=) or of
 * all the customer's requests, by status, with Accept and Decline.
 */
export default function MyBidsScreen() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const searchId = params.get('searchId');
  const searchTitle = params.get('searchTitle') ?? '';
  const { quotes, error, loading, reload, replace } = useQuotes(searchId);
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>('all');
  const actions = useQuoteActions({ onAccepted: reload, onDeclined: replace });
  const accepted = new Set(quotes?.filter((q) => q.status === 'ACCEPTED').map((q) => q.searchId));
  const shown = quotes?.filter((q) => filter === 'all' || q.status === filter);
  const online = useOnline();
  // answered only online, while the request is active and none of its quotes was accepted
  const answerable = (q: QuoteOfRequest) => online && q.requestActive && !accepted.has(q.searchId);

  return (
    <section className="area-page">
      <header className="area-head">
        <div>
          <h1>
            <Trans>My Bids & Quotes</Trans>
          </h1>
          <p className="muted">
            {searchId ? t`Quotes for "${searchTitle}"` : t`Quotes businesses sent on your requests.`}
          </p>
        </div>
        {searchId && (
          <Link className="btn btn-outline" to="/user/my-searches">
            <Trans>Close Search</Trans>
          </Link>
        )}
      </header>
      <div className="tabs" role="group" aria-label={t`Filter quotes by status`}>
        {FILTERS.map((f) => (
          <button key={f} type="button" aria-pressed={filter === f} onClick={() => setFilter(f)}>
            {f === 'all' ? t`All` : t(QUOTE_STATUS_LABEL[f]!.label)} (
            {quotes?.filter((q) => f === 'all' || q.status === f).length ?? 0})
          </button>
        ))}
      </div>
      {loading && !quotes && <PageLoading label={t`Loading quotes…`} />}
      {error && <ErrorState message={error} onRetry={reload} />}
      <ItemList items={shown} empty={t`No quotes received yet`} className="row-list">
        {(quote) => (
          <div>
            {!searchId && <RequestTitle title={quote.requestTitle} />}
            <QuoteCard
              quote={actions.withContact(quote)}
              request={quote.requestTitle}
              busy={actions.busyId === quote.id}
              error={actions.errorFor(quote.id)}
              onAccept={answerable(quote) ? () => void actions.accept(quote) : undefined}
              onDecline={answerable(quote) ? () => void actions.decline(quote) : undefined}
            />
          </div>
        )}
      </ItemList>
    </section>
  );
}

function RequestTitle({ title }: { title: string }) {
  return (
    <p className="meta-line">
      <Trans>For: {title}</Trans>
    </p>
  );
}
