import { useLingui } from '@lingui/react/macro';
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import {
  CARDS_RENDERED_OVER,
  dropKeptCards,
  firstViewData,
  rendersOverFirstView,
  useTakeOverFirstView,
} from '../app/first-view';
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
/** Over the server's copy a card per task: the server's cards are on screen meanwhile. */
const SLICE_OVER = 1;

/**
 * How many of `count` cards to draw. Over or behind the server's copy of the page
 * (client/app/first-view.ts) the app draws its cards a few per task, so no task of the page's start
 * is long (Lighthouse's total blocking time, bench row 13). Over it, the server's cards not drawn
 * yet are kept in their place; behind it, the copy stays on screen until all are drawn. Anywhere
 * else they are drawn at once.
 */
function useDrawnCards(count: number, over: boolean): number {
  const [drawn, setDrawn] = useState(() => (over ? CARDS_RENDERED_OVER : firstViewData() ? FIRST_CARDS : Infinity));
  useEffect(() => {
    if (drawn >= count) return;
    const next = drawn + (over ? SLICE_OVER : SLICE);
    // the whole list once drawn: a longer one later (Show more) is drawn at once
    const timer = setTimeout(() => setDrawn(next >= count ? Infinity : next), 0);
    return () => clearTimeout(timer);
  }, [drawn, count, over]);
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
  const [over] = useState(rendersOverFirstView);
  const [sent] = useState(result);
  // over the server's page, the app's list is the page from its first render; a list other than
  // the server's (another sort, a filter typed in the server's copy, the device's own) is drawn at once
  const drawing = useDrawnCards(result?.businesses.length ?? 0, over);
  const drawn = over && result !== sent ? Infinity : drawing;
  useTakeOverFirstView(state !== 'loading' && result !== undefined && (over || drawn >= result.businesses.length));
  // the server's cards kept past the app's own go as the app draws its own, all of them once it shows another list
  useLayoutEffect(() => {
    if (over) dropKeptCards(drawn);
  }, [over, drawn]);

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
