import { Trans, useLingui } from '@lingui/react/macro';
import { Modal } from '../../components/modal';
import { ErrorState, OfflineNote, PageLoading } from '../../components/status';
import { ItemList } from '../../components/item-list';
import { QuoteCard } from './quote-card';
import { searchStatus } from './search-status';
import { wholeQuotes, type MySearch } from './types';
import { useApi } from '../../lib/use-api';
import { useQuoteActions } from './use-quote-actions';
import { userKeys } from './user-keys';

/**
 * The quotes of one request with Accept and Decline (docs/product.md "Requests and quotes"):
 * GET /api/searches/{id}/bids, or the copy kept on the device when offline. Both are offered
 * only online while the request is active and none was accepted. Accepting shows the contact
 * card and refreshes the requests; declining updates the quote in place.
 */
export function QuotesModal({
  search,
  onClose,
  onAccepted,
}: {
  search: MySearch;
  onClose: () => void;
  onAccepted: () => Promise<void>;
}) {
  const { t } = useLingui();
  const searchTitle = search.query;
  const { data, error, offline, loading, reload, update } = useApi(
    userKeys.bids(search.id),
    `/searches/${search.id}/bids`,
    t`Failed to fetch bids`,
  );
  const quotes = data?.bids ?? (offline ? wholeQuotes(search) : undefined);
  const actions = useQuoteActions({
    onAccepted: async () => {
      reload();
      await onAccepted();
    },
    onDeclined: (declined) => update((d) => ({ ...d, bids: d.bids.map((b) => (b.id === declined.id ? declined : b)) })),
  });
  const answerable = !offline && searchStatus(search) === 'active' && !quotes?.some((q) => q.status === 'ACCEPTED');

  return (
    <Modal title={t`Quotes for "${searchTitle}"`} onClose={onClose}>
      {offline && quotes && (
        <OfflineNote>
          <Trans>You are offline: these are the quotes saved on this phone. Connect to accept one.</Trans>
        </OfflineNote>
      )}
      {loading && !quotes && <PageLoading label={t`Loading quotes…`} />}
      {error && !quotes && <ErrorState message={error} onRetry={reload} />}
      <ItemList items={quotes} empty={t`No quotes received yet`} className="row-list">
        {(quote) => (
          <QuoteCard
            quote={actions.withContact(quote)}
            request={search.query}
            busy={actions.busyId === quote.id}
            error={actions.errorFor(quote.id)}
            onAccept={answerable ? () => void actions.accept(quote) : undefined}
            onDecline={answerable ? () => void actions.decline(quote) : undefined}
          />
        )}
      </ItemList>
    </Modal>
  );
}
