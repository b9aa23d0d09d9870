/**
 * The profile reads the synced store. A first visit from a shared link (nothing synced yet) would
 * otherwise wait for the whole directory, so while online and before the first pull it fetches
 * this one business, and its public reviews, from the API.
 */
import { useEffect, useState } from 'react';
import type { BusinessRecord, BusinessReviewRecord } from '../../../sync/schemas/pull';
import { api } from '../../lib/api-client';
import { useBusiness, useSyncStatus } from '../../store/hooks';

type Remote = { id: number; business: BusinessRecord | null; reviews: BusinessReviewRecord[] };

export function useProfileBusiness(id: number) {
  const stored = useBusiness(id);
  const { online, lastSyncAt } = useSyncStatus();
  const [remote, setRemote] = useState<Remote | null>(null);
  const needNetwork = stored === null && lastSyncAt === null && online;

  useEffect(() => {
    if (!needNetwork) return;
    let live = true;
    Promise.all([
      api<{ business: BusinessRecord }>(`/businesses/details/${id}`, { fallback: 'Failed to fetch business details' }),
      api<{ data: BusinessReviewRecord[] }>(`/reviews/business/${id}`, { fallback: 'Failed to fetch reviews' }).catch(
        () => ({
          data: [],
        }),
      ),
    ])
      .then(([details, reviews]) => live && setRemote({ id, business: details.business, reviews: reviews.data }))
      .catch(() => live && setRemote({ id, business: null, reviews: [] }));
    return () => {
      live = false;
    };
  }, [id, needNetwork]);

  const fetched = remote?.id === id ? remote : null;
  if (stored) return { business: stored, remoteReviews: null, waiting: false };
  if (fetched?.business) return { business: fetched.business, remoteReviews: fetched.reviews, waiting: false };
  // unknown here: still loading, or truly absent once synced (null)
  return {
    business: stored === null && (lastSyncAt !== null || fetched) ? null : undefined,
    remoteReviews: null,
    waiting: needNetwork,
  };
}
