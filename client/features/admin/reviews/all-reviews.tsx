import { useState } from 'react';
import { EmptyState } from '../../../components/status';
import { useAdminQuery } from '../data/use-admin-query';
import { ErrorBanner } from '../ui/error-banner';
import { FilterTabs, MODERATION_FILTERS } from '../ui/filter-tabs';
import { PageHeader } from '../ui/page-header';
import { Pagination } from '../ui/pagination';
import { QueryStatus } from '../ui/query-status';
import { ListSearch, ResultCount, useListSearch } from '../ui/list-search';
import {
  ACTION_STATUS,
  fetchReviews,
  flagReview,
  queueParams,
  type AdminReview,
  type ReviewAction,
  type ReviewFilter,
} from './admin-review';
import { BulkBar, UndoNotice } from './bulk-bar';
import { useBulkModeration, type StatusChange } from './bulk-moderation';
import { ReviewCard } from './review-card';

const NONE: ReadonlySet<number> = new Set();

/**
 * The moderation queue of business reviews: searched on the server (comment, author, business),
 * approved or rejected one by one or a page at a time, with Undo; a rejection can be reversed.
 */
export function AllReviews() {
  const [filter, setFilter] = useState<ReviewFilter>('PENDING');
  const [page, setPage] = useState(1);
  const search = useListSearch(() => setPage(1));
  const q = search.q;
  const key = `reviews?${queueParams({ filter, q, page })}`;
  const query = useAdminQuery(key, (signal) => fetchReviews({ filter, q, page }, signal));
  // The selection belongs to the list it was made in: another page, filter or search starts empty.
  const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<number> }>({ key, ids: NONE });
  const selected = selection.key === key ? selection.ids : NONE;
  const select = (ids: ReadonlySet<number>) => setSelection({ key, ids });
  const [busyId, setBusyId] = useState<number | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const reviews = query.data?.reviews ?? [];

  // A page emptied by moderation (the last one of a queue): go to the new last page.
  if (query.data && !query.loading && page > query.data.pages) setPage(query.data.pages);

  /** Shows the new statuses at once; after a bulk change or an undo, loads the page again (bulk-moderation.ts). */
  const showChanges = (changes: StatusChange[], refill: boolean) => {
    const next = new Map(changes.map((c) => [c.id, c.status]));
    query.update((current) => ({
      ...current,
      reviews: current.reviews.map((r) => (next.has(r.id) ? { ...r, status: next.get(r.id)! } : r)),
    }));
    if (refill) query.reload();
  };
  const bulk = useBulkModeration({
    path: '/reviews/bulk',
    noun: 'review',
    sessionKey: 'undo:reviews',
    onChanged: showChanges,
  });

  const act = async (review: AdminReview, action: ReviewAction) => {
    setBusyId(review.id);
    setActionError(null);
    bulk.clearError();
    try {
      if (action === 'flag') {
        await flagReview(review);
        query.update((current) => ({
          ...current,
          reviews: current.reviews.map((r) => (r.id === review.id ? { ...r, isFlagged: !review.isFlagged } : r)),
        }));
      } else {
        await bulk.apply([review.id], ACTION_STATUS[action], { refill: false });
      }
    } catch (err) {
      setActionError((err as Error).message);
    } finally {
      setBusyId(null);
    }
  };

  const applySelected = async (ids: number[], status: StatusChange['status']) => {
    setActionError(null);
    if (await bulk.apply(ids, status)) select(NONE);
  };

  return (
    <section>
      <PageHeader title="All Reviews" subtitle="Business reviews wait here until an admin approves them" />
      <QueryStatus query={query} loadingText="Loading reviews…" retryLabel="Try Again" />
      <ErrorBanner
        message={actionError ?? bulk.error}
        onDismiss={() => {
          setActionError(null);
          bulk.clearError();
        }}
      />
      <UndoNotice notice={bulk.notice} busy={bulk.busy} onUndo={() => void bulk.undo()} onDismiss={bulk.dismiss} />
      <div className="adm-toolbar">
        <FilterTabs
          label="Filter reviews"
          value={filter}
          onChange={(next) => {
            setFilter(next);
            setPage(1);
          }}
          options={MODERATION_FILTERS}
        />
        <ListSearch label="Search reviews" placeholder="Search comment, author or business" {...search.input} />
      </div>
      {query.data && <ResultCount total={query.data.total} />}
      <BulkBar
        pageIds={reviews.map((r) => r.id)}
        selected={selected}
        onSelect={select}
        busy={bulk.busy}
        onApply={(ids, status) => void applySelected(ids, status)}
      />
      {query.data && reviews.length === 0 && <EmptyState title={q ? 'No reviews found' : 'No reviews yet'} />}
      <div className="adm-stack">
        {reviews.map((review) => (
          <ReviewCard
            key={review.id}
            review={review}
            busy={busyId === review.id || bulk.busy}
            onAction={(r, a) => void act(r, a)}
            selected={selected.has(review.id)}
            onSelect={(on) => {
              const next = new Set(selected);
              if (on) next.add(review.id);
              else next.delete(review.id);
              select(next);
            }}
          />
        ))}
      </div>
      {query.data && <Pagination page={page} pages={query.data.pages} onPage={setPage} />}
    </section>
  );
}
