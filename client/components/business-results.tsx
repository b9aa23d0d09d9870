import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useTakeOverFirstView } from '../app/first-view';
import { BusinessResultsView } from './business-results-view';
import { DirectoryUnavailable } from './directory-unavailable';
import { PageLoading } from './status';
import { useDirectoryState } from './use-directory-state';
import { useDirectoryResults } from './use-directory-results';
import type { BusinessFilter } from '../store/hooks';

/**
 * A page of businesses as cards, for the directory search and a category's listing
 * (docs/screens.md "Business directory", "Category businesses"): the count, the note that only the
 * businesses kept on this phone were searched, the empty and not-yet-downloaded states, and Show
 * more. `empty` says why there are none, `saved` when only the kept ones were searched. A page the
 * server sent with its list (client/app/first-view.ts) is taken over once the list is on screen.
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
  useTakeOverFirstView(state !== 'loading' && result !== undefined);

  if (state === 'unavailable')
    return <DirectoryUnavailable message={t`Failed to load businesses. Please try again.`} />;
  if (state === 'loading' || !result) return <PageLoading label={t`Loading businesses…`} />;
  return (
    <BusinessResultsView
      result={result}
      held={held}
      heading={heading}
      defaultRating={defaultRating}
      empty={empty}
      onMore={onMore}
    />
  );
}
