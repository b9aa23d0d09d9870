import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useSession } from '../../lib/session';
import { useProductReviews, useSyncStatus } from '../../store/hooks';
import type { MyProductReview } from './product-review-card';
import { useApi } from '../../lib/use-api';
import { userKeys } from './user-keys';

/**
 * The customer's own product reviews: GET /api/product-reviews/my-reviews, with the ones still
 * waiting (or refused) in the outbox first. Offline, the copy kept on the device is shown.
 * The list reloads when the outbox sends something.
 */
export function useMyProductReviews() {
  const { t } = useLingui();
  const userId = useSession().user?.id ?? 0;
  const remote = useApi(userKeys.productReviews(), '/product-reviews/my-reviews', t`Failed to fetch your reviews`);
  const stored = useProductReviews();
  const { pendingCount } = useSyncStatus();
  const { reload } = remote;
  useEffect(() => {
    if (pendingCount === 0) reload();
  }, [pendingCount, reload]);

  const mine = stored?.filter((r) => r.userId === userId);
  const local: MyProductReview[] = (mine ?? [])
    .filter((r) => r.pending && r.syncState !== 'applied')
    .map((r) => ({
      ...r,
      id: r.mutationId ?? r.id,
      waiting: r.syncState === 'waiting',
      refused: r.syncState === 'rejected' ? (r.syncMessage ?? t`Failed to create product review`) : undefined,
      imageBlob: r.imageBlob,
    }));
  const offline = remote.offline && !remote.data;
  const synced = offline ? mine?.filter((r) => !r.pending) : remote.data?.data;
  const reviews = synced && [...local, ...synced.filter((r) => !local.some((l) => l.id === r.id))];
  return { reviews, error: offline ? undefined : remote.error, offline, reload, update: remote.update };
}
