import type { ReactNode } from 'react';
import { BusinessCard } from './business-card';
import { DirectoryUnavailable } from './directory-unavailable';
import { PageLoading } from './status';
import { useDirectoryState } from './use-directory-state';
import { heldNote, useDirectoryResults } from './use-directory-results';
import type { BusinessFilter } from '../store/hooks';

/**
 * A page of businesses as cards, for the directory search and a category's listing
 * (docs/screens.md "Business directory", "Category businesses"): the count, the note that only the
 * businesses kept on this phone were searched, the empty and not-yet-downloaded states, and Show
 * more. `empty` says why there are none, `saved` when only the kept ones were searched.
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
  const { page: result, held } = useDirectoryResults(filter);
  const state = useDirectoryState(result && (result.total > 0 || held !== null));

  if (state === 'unavailable') return <DirectoryUnavailable message="Failed to load businesses. Please try again." />;
  if (state === 'loading' || !result) return <PageLoading label="Loading businesses…" />;
  const note = held !== null && (
    <p className="small muted" role="status">
      {heldNote(held)}
    </p>
  );
  if (result.total === 0) {
    return (
      <>
        {note}
        {empty(held !== null)}
      </>
    );
  }
  const count = `${result.total} ${result.total === 1 ? 'business' : 'businesses'}`;
  return (
    <>
      {note}
      {heading === undefined ? (
        <p className="results-count">{count}</p>
      ) : (
        <p className="results-count" aria-live="polite">
          <strong>{heading}</strong> · {count}
        </p>
      )}
      <div className="grid grid-3">
        {result.businesses.map((b) => (
          <BusinessCard key={b.id} business={b} defaultRating={defaultRating} />
        ))}
      </div>
      {result.businesses.length < result.total && (
        <div className="more-row">
          <button type="button" className="btn btn-outline" onClick={onMore}>
            Show more businesses
          </button>
        </div>
      )}
    </>
  );
}
