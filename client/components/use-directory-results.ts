/**
 * A page of the directory for the category listing and the directory search.
 *  1. A device that keeps the whole directory (store/device-scope.ts) answers from its store, as
 *     the synced directory always did.
 *  2. A scoped device online asks the server's ranked search (POST /api/businesses/search) for
 *     the whole directory and keeps the answer as a listing (store/seen-first.ts), so the same
 *     listing opens offline.
 *  3. Offline, or when the server cannot be reached, it answers from what the device holds and
 *     says how much that is (`held`).
 * A page the server sent with this list (client/app/first-view.ts) answers from the server's copy
 * until the device has its own: a scoped device keeps it as it would keep its own fetch, without
 * asking again, and one keeping the whole directory shows it until its first pull has landed.
 */
import { t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { firstListing } from '../app/first-view';
import { SEARCH_MAX_LIMIT } from '../../sync/constants';
import type { BusinessView } from '../../sync/answers/business';
import type { BusinessRecord } from '../../sync/schemas/pull';
import { api } from '../lib/api-client';
import { useOnline } from '../lib/connectivity';
import { useBusinesses, useDeviceMode, useHeldCount, useSyncStatus, type BusinessFilter } from '../store/hooks';

/**
 * Keeps a list the server answered as a listing (store/seen-first.ts). The module comes with the
 * sync engine's, after the page's first screen: it is not part of the page's own script, whose
 * evaluation is then a shorter task (bench row 13).
 */
function keep(filter: Omit<BusinessFilter, 'limit' | 'offset'>, businesses: BusinessView[], total: number) {
  void import('../store/seen-first')
    .then(({ keepListing, listingKey }) => keepListing(listingKey(filter), businesses, total))
    .catch(() => undefined);
}

export type DirectoryResults = {
  /** undefined while reading; the device's records (1, 3) or the server's list items (2) */
  page: { businesses: (BusinessRecord | BusinessView)[]; total: number; fallback?: boolean } | undefined;
  /** Set when the page covers only the businesses kept on this device (3). */
  held: number | null;
};

type Answer =
  { key: string; businesses: BusinessView[]; total: number; fallback: boolean } | { key: string; failed: true };

export function useDirectoryResults(filter: BusinessFilter): DirectoryResults {
  const mode = useDeviceMode();
  const online = useOnline();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const remote = mode === 'scoped' && online;
  const { categoryId, query, minPrice, maxPrice, sortBy, limit = SEARCH_MAX_LIMIT } = filter;
  // which filter an answer is for
  const key = JSON.stringify([categoryId, query, minPrice, maxPrice, sortBy, limit]);
  const { lastSyncAt } = useSyncStatus();
  // the list the server sent with the page, for the filter it was sent for
  const [sent] = useState(() => firstListing({ categoryId, query, minPrice, maxPrice, sortBy, limit }));
  const [sentKey] = useState(key);
  const seed = sentKey === key ? sent : null;
  const showsSeed = seed !== null && (mode === undefined || remote || (mode !== 'scoped' && lastSyncAt === null));
  const current = answer?.key === key ? answer : null;
  // the device's own page is read only while it is the one shown (1., 3.): a pull page written
  // while the server's copy or its search answers is not read and decoded for nothing
  const showsRemote = remote && !(current && 'failed' in current);
  const readsLocal = mode !== undefined && !showsSeed && !showsRemote;
  const local = useBusinesses(filter, readsLocal);
  // only a scoped device's offline answer says how many it holds (3.)
  const held = useHeldCount(readsLocal && mode === 'scoped');
  // what was shown before the device's page was read (the server's copy, or its search's answer
  // before going offline): kept until it is, instead of a loading state
  const before = current && !('failed' in current) ? current : (seed ?? undefined);

  // a scoped device keeps the server's copy as it keeps its own fetch (2.)
  useEffect(() => {
    if (mode !== 'scoped' || !seed) return;
    keep({ categoryId, query, minPrice, maxPrice, sortBy }, seed.businesses, seed.total);
  }, [mode, seed, categoryId, query, minPrice, maxPrice, sortBy]);

  // 2.
  useEffect(() => {
    if (!remote || seed) return;
    let live = true;
    // the server's pages hold at most SEARCH_MAX_LIMIT: a longer list is asked for in such pages
    const size = Math.min(limit, SEARCH_MAX_LIMIT);
    const pages = Array.from({ length: Math.ceil(limit / size) }, (_, i) =>
      api('/businesses/search', {
        method: 'POST',
        json: { categoryId, query, minPrice, maxPrice, sortBy, page: i + 1, limit: size },
        anonymous: true,
        read: true,
        fallback: t`Failed to load businesses`,
      }),
    );
    Promise.all(pages)
      .then((answers) => ({
        businesses: answers.flatMap((a) => a.businesses).slice(0, limit),
        total: answers[0]!.pagination.total,
        // the need found nothing in the category: these are its businesses (business-search.ts step 6)
        fallback: answers[0]!.fallback === true,
      }))
      .then(({ businesses, total, fallback }) => {
        if (live) setAnswer({ key, businesses, total, fallback });
        keep({ categoryId, query, minPrice, maxPrice, sortBy }, businesses, total);
      })
      .catch(() => live && setAnswer({ key, failed: true }));
    return () => {
      live = false;
    };
  }, [remote, seed, key, categoryId, query, minPrice, maxPrice, sortBy, limit]);

  if (showsSeed) return { page: seed, held: null };
  if (mode === undefined) return { page: undefined, held: null };
  if (mode !== 'scoped') return { page: local ?? before, held: null };
  if (remote && current && !('failed' in current)) return { page: current, held: null };
  if (remote && !current) return { page: undefined, held: null };
  // 3.
  return local && held !== undefined ? { page: local, held } : { page: before, held: null };
}
