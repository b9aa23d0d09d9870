/**
 * Home's data without the offline store on the critical path: three small API answers (platform
 * stats, categories, top-rated vendors), remembered in localStorage so the next visit paints at
 * once and an offline visit still shows them. With neither network nor memory (first visit was
 * offline), the figures are derived from the synced directory, loaded on demand. A home page the
 * server sent with its content (client/app/first-view.ts) starts from the server's data, without
 * asking again.
 */
import { startTransition, useEffect, useState } from 'react';
import { HOME_TOP_RATED_LIMIT } from '../../../sync/constants';
import type { PlatformStats } from '../../../sync/answers/stats';
import type { CategoryRecord } from '../../../sync/schemas/pull';
import type { BusinessCardData } from '../../components/business-card';
import { firstViewOf } from '../../app/first-view';
import { api } from '../../lib/api-client';
import { readStoredJson, writeStoredJson } from '../../lib/stored-json';
import { topCategories } from './home-sections';

/** The counters home shows: GET /stats/platform's, or derived on the device (home-local.ts), which knows no users. */
export type HomeStats = Pick<PlatformStats, 'totalBusinesses' | 'totalCategories' | 'totalReviews'> & {
  totalUsers: number | null;
};
export type HomeCategory = Pick<CategoryRecord, 'id' | 'name' | 'emoji' | 'image' | 'description' | '_count'>;
export type HomeData = { stats: HomeStats | null; categories: HomeCategory[]; topRated: BusinessCardData[] };

const CACHE_KEY = 'soko-home';

const readCache = () => readStoredJson<HomeData | null>(CACHE_KEY, null);
const writeCache = (data: HomeData) => writeStoredJson(CACHE_KEY, data);

export { topCategories } from './home-sections';

async function fetchHome(previous: HomeData | null): Promise<HomeData | null> {
  const [stats, categories, topRated] = await Promise.allSettled([
    api('/stats/platform', { fallback: 'Failed to fetch statistics', anonymous: true }),
    api('/categories', { fallback: 'Failed to fetch categories', anonymous: true }),
    api(`/businesses/top-rated?limit=${HOME_TOP_RATED_LIMIT}`, {
      fallback: 'Failed to fetch businesses',
      anonymous: true,
    }),
  ]);
  if (stats.status === 'rejected' && categories.status === 'rejected' && topRated.status === 'rejected') return null;
  return {
    stats: stats.status === 'fulfilled' ? stats.value.data : (previous?.stats ?? null),
    categories:
      categories.status === 'fulfilled' ? topCategories(categories.value.categories) : (previous?.categories ?? []),
    topRated:
      topRated.status === 'fulfilled'
        ? topRated.value.businesses.slice(0, HOME_TOP_RATED_LIMIT)
        : (previous?.topRated ?? []),
  };
}

export function useHomeData(): { data: HomeData | null; loading: boolean } {
  const [seed] = useState(() => firstViewOf('home')?.home ?? null);
  const [data, setData] = useState<HomeData | null>(() => seed ?? readCache());
  const [loading, setLoading] = useState(seed === null);

  useEffect(() => {
    if (seed) {
      writeCache(seed);
      return;
    }
    let live = true;
    void (async () => {
      let next = await fetchHome(readCache());
      if (next) writeCache(next);
      else if (!readCache()) next = await import('./home-local').then((m) => m.homeFromStore()).catch(() => null);
      if (!live) return;
      // the sections appear in one time-sliced render, not one long task
      startTransition(() => {
        if (next) setData(next);
        setLoading(false);
      });
    })();
    return () => {
      live = false;
    };
  }, [seed]);

  return { data, loading };
}
