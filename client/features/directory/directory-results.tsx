import { DEFAULT_DIRECTORY_RATING } from '../../../sync/constants';
import { BusinessCard } from '../../components/business-card';
import { EmptyState, ErrorState, PageLoading } from '../../components/status';
import { DIRECTORY_OFFLINE_HINT, useDirectoryState } from '../../components/use-directory-state';
import { heldNote, useDirectoryResults } from '../../components/use-directory-results';
import type { BusinessFilter } from '../../store/hooks';

/** The results grid with its count, empty and not-yet-downloaded states, and Show more. */
export function DirectoryResults({
  filter,
  heading,
  onMore,
  onRetry,
}: {
  filter: BusinessFilter;
  heading: string;
  onMore: () => void;
  onRetry: () => void;
}) {
  const { page: result, held } = useDirectoryResults(filter);
  const state = useDirectoryState(result && (result.total > 0 || held !== null));

  if (state === 'unavailable') {
    return (
      <ErrorState message="Failed to load businesses. Please try again." onRetry={onRetry}>
        <p className="small">{DIRECTORY_OFFLINE_HINT}</p>
      </ErrorState>
    );
  }
  if (state === 'loading' || !result) return <PageLoading label="Loading businesses…" />;
  const note = held !== null && (
    <p className="small muted" role="status">
      {heldNote(held)}
    </p>
  );
  if (result.total === 0)
    return (
      <>
        {note}
        <EmptyState title="No businesses found matching your criteria." />
      </>
    );

  return (
    <>
      {note}
      <p className="results-count" aria-live="polite">
        <strong>{heading}</strong> · {result.total} {result.total === 1 ? 'business' : 'businesses'}
      </p>
      <div className="grid grid-3">
        {result.businesses.map((b) => (
          <BusinessCard key={b.id} business={b} defaultRating={DEFAULT_DIRECTORY_RATING} />
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
