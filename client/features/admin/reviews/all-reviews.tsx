import { useState } from 'react';
import { EmptyState } from '../../../components/status';
import { useAdminQuery } from '../data/use-admin-query';
import { ErrorBanner } from '../ui/error-banner';
import { FilterTabs, MODERATION_FILTERS } from '../ui/filter-tabs';
import { PageHeader } from '../ui/page-header';
import { Pagination } from '../ui/pagination';
import { QueryStatus } from '../ui/query-status';
import {
  applyAction,
  fetchReviews,
  moderateReview,
  type AdminReview,
  type ReviewAction,
  type ReviewFilter,
} from './admin-review';
import { ReviewCard } from './review-card';

/** The moderation queue of business reviews: approve, reject, flag. */
export function AllReviews() {
  const [filter, setFilter] = useState<ReviewFilter>('PENDING');
  const [page, setPage] = useState(1);
  const query = useAdminQuery(`reviews?status=${filter}&page=${page}`, (signal) => fetchReviews(filter, page, signal));
  const [busyId, setBusyId] = useState<number | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const reviews = query.data?.reviews ?? [];

  const act = async (review: AdminReview, action: ReviewAction) => {
    setBusyId(review.id);
    setActionError(null);
    try {
      await moderateReview(review, action);
      query.update((current) => ({
        ...current,
        reviews: current.reviews.map((r) => (r.id === review.id ? applyAction(r, action) : r)),
      }));
    } catch (err) {
      setActionError((err as Error).message);
    } finally {
      setBusyId(null);
    }
  };

  return (
    <section>
      <PageHeader title="All Reviews" subtitle="Business reviews wait here until an admin approves them" />
      <QueryStatus query={query} loadingText="Loading reviews…" retryLabel="Try Again" />
      <ErrorBanner message={actionError} onDismiss={() => setActionError(null)} />
      <FilterTabs
        label="Filter reviews"
        value={filter}
        onChange={(next) => {
          setFilter(next);
          setPage(1);
        }}
        options={MODERATION_FILTERS}
      />
      {query.data && reviews.length === 0 && <EmptyState title="No reviews yet" />}
      <div className="adm-stack">
        {reviews.map((review) => (
          <ReviewCard key={review.id} review={review} busy={busyId === review.id} onAction={(r, a) => void act(r, a)} />
        ))}
      </div>
      {query.data && <Pagination page={page} pages={query.data.pages} onPage={setPage} />}
    </section>
  );
}
