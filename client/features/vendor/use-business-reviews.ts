import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { PUBLIC_LIST_MAX_LIMIT } from '../../../sync/constants';
import type { BusinessReview } from '../../../sync/answers/review';
import { useBusinessReviews as useStoredReviews } from '../../store/hooks';
import { shownReply, useReplyEntries, type ReplyEntry, type ShownReply } from './review-replies';
import { useApi } from '../../lib/use-api';
import { vendorKeys } from './vendor-keys';

/** A review of the vendor's business, as the API lists it and the device keeps it. */
type CustomerReview = Pick<
  BusinessReview,
  'id' | 'rating' | 'comment' | 'status' | 'isFlagged' | 'hired' | 'reply' | 'createdAt' | 'user'
>;

/** A review as the vendor's screen shows it: with the reply, the server's or one still queued. */
export type VendorReview = CustomerReview & { shownReply: ShownReply | null };

/**
 * The customer reviews of the vendor's business: GET /api/reviews/business/{id} when online,
 * the copy kept on the device when the network is out; each with its reply.
 */
export function useCustomerReviews(businessId: number) {
  const { t } = useLingui();
  const remote = useApi(
    vendorKeys.reviews(businessId),
    `/reviews/business/${businessId}?page=1&limit=${PUBLIC_LIST_MAX_LIMIT}`,
    t`Failed to fetch reviews`,
  );
  const stored = useStoredReviews(businessId);
  const entries = useReplyEntries();
  useReloadOnSent(entries, remote.reload);
  const useStore = remote.offline && !remote.data;
  const reviews = useStore ? stored : remote.data?.data;
  return {
    reviews: reviews && entries && reviews.map((r) => withReply(r, entries)),
    error: useStore ? undefined : remote.error,
    offline: useStore,
    reload: remote.reload,
  };
}

function withReply(review: CustomerReview, entries: readonly ReplyEntry[]): VendorReview {
  return { ...review, shownReply: shownReply(review.id, review.reply, entries) };
}

/**
 * Fetches the list again when a reply is applied or reconciled away, so the server's copy takes
 * over from the queued one before the outbox forgets it. Not on the first read: nothing changed.
 */
function useReloadOnSent(entries: readonly ReplyEntry[] | undefined, reload: () => void) {
  const before = useRef<string | null>(null);
  const sent = entries
    ?.filter((e) => e.state === 'applied')
    .map((e) => e.id)
    .join(',');
  useEffect(() => {
    if (sent === undefined) return;
    const changed = before.current !== null && before.current !== sent;
    before.current = sent;
    if (changed) reload();
  }, [sent, reload]);
}
