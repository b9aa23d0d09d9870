import { useLingui } from '@lingui/react/macro';
import { useEffect, useState, type ReactNode } from 'react';
import { firstViewData, useTakeOverFirstView } from '../app/first-view';
import { BusinessResultsView } from './business-results-view';
import { DirectoryUnavailable } from './directory-unavailable';
import { PageLoading } from './status';
import { useDirectoryState } from './use-directory-state';
import { useDirectoryResults } from './use-directory-results';
import type { BusinessFilter } from '../store/hooks';

/** Cards drawn with the rest of the page behind the server's copy of it; then SLICE at a time. */
const FIRST_CARDS = 2;
/** A few ms here, under 50 ms of a phone's (4× slower): each slice is a task of its own. */
const SLICE = 2;

/**
 * How many of `count` cards to draw. Behind the server's copy of the page (client/app/first-view.ts)
 * the app draws its cards a few per task, so no task of the page's start is long (Lighthouse's
 * total blocking time, bench row 13); the copy stays on screen until all are drawn. Anywhere else
 * they are drawn at once.
 */
function useDrawnCards(count: number): number {
  const [drawn, setDrawn] = useState(() => (firstViewData() ? FIRST_CARDS : Infinity));
  useEffect(() => {
    if (drawn >= count) return;
    // the whole list once drawn: a longer one later (Show more) is drawn at once
    const timer = setTimeout(() => setDrawn(drawn + SLICE >= count ? Infinity : drawn + SLICE), 0);
    return () => clearTimeout(timer);
  }, [drawn, count]);
  return drawn;
}

/**
 * A page of businesses as cards, for the directory search and a category's listing
 * (docs/screens.md "Business directory", "Category businesses"): the count, the note that only the
 * businesses kept on this phone were searched, the empty and not-yet-downloaded states, and Show
 * more. `empty` says why there are none, `saved` when only the kept ones were searched. A page the
 * server sent with its list (client/app/first-view.ts) is taken over once the whole list is drawn.
 */
export function BusinessResults({
  filter,
  heading,
  defaultRating,
  empty,
  onMore,
}: {
  filter: BusinessFilter;
  /** What the directory's filters chose ("All businesses"); the count then follows it, read out as it changes. */
  heading?: string;
  defaultRating?: number;
  empty: (saved: boolean) => ReactNode;
  onMore: () => void;
}) {
  const { t } = useLingui();
  const { page: result, held } = useDirectoryResults(filter);
  const state = useDirectoryState(result && (result.total > 0 || held !== null));
  const drawn = useDrawnCards(result?.businesses.length ?? 0);
  useTakeOverFirstView(state !== 'loading' && result !== undefined && drawn >= result.businesses.length);

  if (state === 'unavailable')
    return <DirectoryUnavailable message={t`Failed to load businesses. Please try again.`} />;
  if (state === 'loading' || !result) return <PageLoading label={t`Loading businesses…`} />;
  return (
    <BusinessResultsView
      result={result}
      held={held}
      drawn={drawn}
      heading={heading}
      defaultRating={defaultRating}
      empty={empty}
      onMore={onMore}
    />
  );
}
