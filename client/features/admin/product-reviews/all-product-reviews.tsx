import { useState } from 'react';
import { EmptyState } from '../../../components/status';
import { useAdminQuery } from '../data/use-admin-query';
import { ACTION_STATUS, queueParams } from '../reviews/admin-review';
import { BulkBar, UndoNotice } from '../reviews/bulk-bar';
import { useBulkModeration, type StatusChange } from '../reviews/bulk-moderation';
import { ErrorBanner } from '../ui/error-banner';
import { FilterTabs, MODERATION_FILTERS } from '../ui/filter-tabs';
import { PageHeader } from '../ui/page-header';
import { Pagination } from '../ui/pagination';
import { QueryStatus } from '../ui/query-status';
import { ListSearch, ResultCount, useListSearch } from '../ui/list-search';
import {
  deleteProductReview,
  fetchProductReviews,
  type AdminProductReview,
  type ModerationAction,
  type ProductReviewFilter,
} from './admin-product-review';
import { DeleteProductReviewDialog } from './delete-product-review-dialog';
import { ProductReviewCard } from './product-review-card';

const NONE: ReadonlySet<number> = new Set();

/**
 * The moderation queue of product reviews, as business reviews (admin/reviews): searched on the
 * server, approved or rejected one by one or a page at a time with Undo, rejections reversible,
 * and Delete.
 */
export function AllProductReviews() {
  const [filter, setFilter] = useState<ProductReviewFilter>('PENDING');
  const [page, setPage] = useState(1);
  const search = useListSearch(() => setPage(1));
  const q = search.q;
  const key = `product-reviews?${queueParams({ filter, q, page })}`;
  const query = useAdminQuery(key, (signal) => fetchProductReviews({ filter, q, page }, signal));
  const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<number> }>({ key, ids: NONE });
  const selected = selection.key === key ? selection.ids : NONE;
  const select = (ids: ReadonlySet<number>) => setSelection({ key, ids });
  const [deleting, setDeleting] = useState<AdminProductReview | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const reviews = query.data?.reviews ?? [];

  if (query.data && !query.loading && page > query.data.pages) setPage(query.data.pages);

  const showChanges = (changes: StatusChange[], refill: boolean) => {
    const next = new Map(changes.map((c) => [c.id, c.status]));
    query.update((current) => ({
      ...current,
      reviews: current.reviews.map((r) => (next.has(r.id) ? { ...r, status: next.get(r.id)! } : r)),
    }));
    if (refill) query.reload();
  };
  const bulk = useBulkModeration({
    path: '/product-reviews/bulk',
    noun: 'product review',
    sessionKey: 'undo:product-reviews',
    onChanged: showChanges,
  });

  const remove = async (review: AdminProductReview, reason: string) => {
    await deleteProductReview(review.id, reason);
    query.update((current) => ({
      ...current,
      reviews: current.reviews.filter((r) => r.id !== review.id),
      total: Math.max(0, current.total - 1),
    }));
    setDeleting(null);
  };

  const moderate = async (review: AdminProductReview, action: ModerationAction) => {
    setBusyId(review.id);
    await bulk.apply([review.id], ACTION_STATUS[action], { refill: false });
    setBusyId(null);
  };

  const toggle = (id: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    select(next);
  };

  return (
    <section>
      <PageHeader title="All Product Reviews" subtitle="Product reviews wait here until an admin approves them" />
      <QueryStatus query={query} loadingText="Loading product reviews…" retryLabel="Try Again" />
      <ErrorBanner message={bulk.error} onDismiss={bulk.clearError} />
      <UndoNotice notice={bulk.notice} busy={bulk.busy} onUndo={() => void bulk.undo()} onDismiss={bulk.dismiss} />
      <div className="adm-toolbar">
        <FilterTabs
          label="Filter product reviews"
          value={filter}
          onChange={(next) => {
            setFilter(next);
            setPage(1);
          }}
          options={MODERATION_FILTERS}
        />
        <ListSearch
          label="Search product reviews"
          placeholder="Search product, shop, comment or author"
          {...search.input}
        />
      </div>
      {query.data && <ResultCount total={query.data.total} />}
      <BulkBar
        pageIds={reviews.map((r) => r.id)}
        selected={selected}
        onSelect={select}
        busy={bulk.busy}
        onApply={(ids, status) => void bulk.apply(ids, status).then((ok) => ok && select(NONE))}
      />
      {query.data && reviews.length === 0 && (
        <EmptyState title={q ? 'No product reviews found' : 'No product reviews yet'} />
      )}
      <div className="adm-grid adm-grid-2">
        {reviews.map((review) => (
          <ProductReviewCard
            key={review.id}
            review={review}
            busy={busyId === review.id || bulk.busy}
            onModerate={(action) => void moderate(review, action)}
            onDelete={() => setDeleting(review)}
            selected={selected.has(review.id)}
            onSelect={(on) => toggle(review.id, on)}
          />
        ))}
      </div>
      {query.data && <Pagination page={page} pages={query.data.pages} onPage={setPage} />}
      {deleting && (
        <DeleteProductReviewDialog
          review={deleting}
          onClose={() => setDeleting(null)}
          onConfirm={(reason) => remove(deleting, reason)}
        />
      )}
    </section>
  );
}
