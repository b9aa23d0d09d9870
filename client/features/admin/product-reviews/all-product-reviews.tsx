import { useState } from 'react';
import { EmptyState } from '../../../components/status';
import { useAdminQuery } from '../data/use-admin-query';
import { ErrorBanner } from '../ui/error-banner';
import { FilterTabs, MODERATION_FILTERS } from '../ui/filter-tabs';
import { PageHeader } from '../ui/page-header';
import { Pagination } from '../ui/pagination';
import { QueryStatus } from '../ui/query-status';
import {
  deleteProductReview,
  fetchProductReviews,
  moderateProductReview,
  type AdminProductReview,
  type ModerationAction,
  type ProductReviewFilter,
} from './admin-product-review';
import { DeleteProductReviewDialog } from './delete-product-review-dialog';
import { ProductReviewCard } from './product-review-card';

/** The moderation queue of product reviews: approve, reject, delete (as business reviews, admin/reviews). */
export function AllProductReviews() {
  const [filter, setFilter] = useState<ProductReviewFilter>('PENDING');
  const [page, setPage] = useState(1);
  const query = useAdminQuery(`product-reviews?status=${filter}&page=${page}`, (signal) =>
    fetchProductReviews(filter, page, signal),
  );
  const [deleting, setDeleting] = useState<AdminProductReview | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const reviews = query.data?.reviews ?? [];

  const remove = async (review: AdminProductReview, reason: string) => {
    await deleteProductReview(review.id, reason);
    query.update((current) => ({ ...current, reviews: current.reviews.filter((r) => r.id !== review.id) }));
    setDeleting(null);
  };

  const moderate = async (review: AdminProductReview, action: ModerationAction) => {
    setBusyId(review.id);
    setActionError(null);
    try {
      await moderateProductReview(review.id, action);
      const status = action === 'approve' ? 'APPROVED' : 'REJECTED';
      query.update((current) => ({
        ...current,
        reviews: current.reviews.map((r) => (r.id === review.id ? { ...r, status } : r)),
      }));
    } catch (err) {
      setActionError((err as Error).message);
    } finally {
      setBusyId(null);
    }
  };

  return (
    <section>
      <PageHeader title="All Product Reviews" subtitle="Product reviews wait here until an admin approves them" />
      <QueryStatus query={query} loadingText="Loading product reviews…" retryLabel="Try Again" />
      <ErrorBanner message={actionError} onDismiss={() => setActionError(null)} />
      <FilterTabs
        label="Filter product reviews"
        value={filter}
        onChange={(next) => {
          setFilter(next);
          setPage(1);
        }}
        options={MODERATION_FILTERS}
      />
      {query.data && reviews.length === 0 && <EmptyState title="No product reviews yet" />}
      <div className="adm-grid adm-grid-2">
        {reviews.map((review) => (
          <ProductReviewCard
            key={review.id}
            review={review}
            busy={busyId === review.id}
            onModerate={(action) => void moderate(review, action)}
            onDelete={() => setDeleting(review)}
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
