/**
 * The profile reads the device's store. Online, a device that does not keep the whole directory
 * (client/store/device-scope.ts) fetches the business and its reviews from the API and keeps them
 * (store/seen-first.ts), so the next visit opens offline; the stored copy shows meanwhile. A
 * device that keeps the whole directory fetches only before its first pull has landed (a first
 * visit from a shared link), instead of waiting for the whole directory. A page the server sent
 * with its content (client/app/first-view.ts) starts from the server's copy, without asking again.
 */
import { t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import type { BusinessReview } from '../../../sync/answers/review';
import type { BusinessRecord, BusinessReviewRecord } from '../../../sync/schemas/pull';
import { firstViewData } from '../../app/first-view';
import { ApiError, api } from '../../lib/api-client';
import { useBusiness, useDeviceMode, useSyncStatus } from '../../store/hooks';
import { storedMode } from '../../store/device-scope';
import { forgetBusiness, keepProfile, markSeen } from '../../store/seen-first';

/**
 * `business` null: the server said it has no such business (404). `noConnection`: the server could
 * not be reached; `failed`: it answered with trouble of its own. Neither says whether it exists.
 */
type Remote = {
  id: number;
  business: BusinessRecord | null;
  reviews: BusinessReviewRecord[];
  noConnection?: true;
  failed?: string;
};

function fromFirstView(id: number): Remote | null {
  const data = firstViewData();
  return data?.kind === 'profile' && data.business.id === id
    ? { id, business: data.business, reviews: data.reviews }
    : null;
}

/**
 * The API's reviews as the device keeps them. The API names the author without their id
 * (server/features/reviews/review-view.ts), which BusinessReviewRecord carries; the page's first
 * view reads them the same way (server/pages/public-pages.ts).
 */
function asKept(reviews: BusinessReview[]): BusinessReviewRecord[] {
  return reviews as Omit<BusinessReviewRecord, 'userId'>[] as BusinessReviewRecord[];
}

export function useProfileBusiness(id: number) {
  const stored = useBusiness(id);
  const mode = useDeviceMode();
  const { online, lastSyncAt } = useSyncStatus();
  const [seed] = useState(() => fromFirstView(id));
  const [remote, setRemote] = useState<Remote | null>(null);
  const [attempt, setAttempt] = useState(0);
  /** Asks the server again after a failure. */
  const retry = () => {
    setRemote(null);
    setAttempt((n) => n + 1);
  };
  const wholeAndSynced = mode === 'whole' && lastSyncAt !== null;
  // a scoped device refreshes what it shows; one keeping the whole directory only fills a gap
  const needNetwork = online && mode !== undefined && (mode === 'scoped' || (stored === null && lastSyncAt === null));

  useEffect(() => {
    void markSeen(id).catch(() => undefined);
  }, [id]);

  useEffect(() => {
    // kept for offline like a fetched profile
    if (seed?.business) void keepProfile(seed.business, seed.reviews).catch(() => undefined);
  }, [seed]);

  useEffect(() => {
    if (!needNetwork || seed?.id === id) return;
    let live = true;
    Promise.all([
      api(`/businesses/details/${id}`, { fallback: t`Failed to fetch business details` }),
      api(`/reviews/business/${id}`, { fallback: t`Failed to fetch reviews` })
        .then(({ data }) => ({ data: asKept(data) }))
        .catch(() => ({ data: [] })),
    ])
      .then(async ([details, reviews]) => {
        if (live) setRemote({ id, business: details.business, reviews: reviews.data });
        // kept for offline; a full store only costs the offline copy, never the page
        await keepProfile(details.business, reviews.data).catch(() => undefined);
      })
      .catch(async (error: unknown) => {
        // the mode as it is now: it may have been decided while the profile loaded
        if (error instanceof ApiError && error.status === 404 && (await storedMode()) === 'scoped')
          await forgetBusiness(id);
        const noConnection = error instanceof ApiError && error.isNetwork;
        const gone = error instanceof ApiError && error.status === 404;
        const failed = noConnection || gone ? undefined : (error as Error).message;
        if (live)
          setRemote({
            id,
            business: null,
            reviews: [],
            ...(noConnection && { noConnection }),
            ...(failed && { failed }),
          });
      });
    return () => {
      live = false;
    };
  }, [id, needNetwork, seed, attempt]);

  const fetched: Remote | null = remote?.id === id ? remote : seed?.id === id ? seed : null;
  if (stored) return { business: stored, remoteReviews: null, waiting: false, retry };
  if (fetched?.business) return { business: fetched.business, remoteReviews: fetched.reviews, waiting: false, retry };
  // unknown here: still loading, truly absent (null), or not kept on this device and no way to ask
  const notHeld = stored === null && ((!online && !wholeAndSynced) || fetched?.noConnection === true);
  const failed = stored === null ? fetched?.failed : undefined;
  // "not found" only once the device's own copy was read and the server said so (or the whole directory lacks it)
  const settled = stored === null && (fetched !== null || notHeld || wholeAndSynced);
  return {
    business: settled ? null : undefined,
    remoteReviews: null,
    waiting: needNetwork && !fetched,
    notHeld,
    failed,
    retry,
  };
}
