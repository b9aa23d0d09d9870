import { useState } from 'react';
import { EmptyState } from '../../../components/status';
import { useAdminQuery } from '../data/use-admin-query';
import { PageHeader } from '../ui/page-header';
import { Pagination } from '../ui/pagination';
import { QueryStatus } from '../ui/query-status';
import { deleteProductReview, fetchProductReviews, type AdminProductReview } from './admin-product-review';
import { DeleteProductReviewDialog } from './delete-product-review-dialog';
import { ProductReviewCard } from './product-review-card';

export function AllProductReviews() {
  const [page, setPage] = useState(1);
  const query = useAdminQuery(`product-reviews?page=${page}`, (signal) => fetchProductReviews(page, signal));
  const [deleting, setDeleting] = useState<AdminProductReview | null>(null);
  const reviews = query.data?.reviews ?? [];

  const remove = async (review: AdminProductReview, reason: string) => {
    await deleteProductReview(review.id, reason);
    query.update((current) => ({ ...current, reviews: current.reviews.filter((r) => r.id !== review.id) }));
    setDeleting(null);
  };

  return (
    <section>
      <PageHeader title="All Product Reviews" subtitle="Every product review written on Soko" />
      <QueryStatus query={query} loadingText="Loading product reviews…" retryLabel="Try Again" />
      {query.data && reviews.length === 0 && <EmptyState title="No product reviews yet" />}
      <div className="adm-grid adm-grid-2">
        {reviews.map((review) => (
          <ProductReviewCard key={review.id} review={review} onDelete={() => setDeleting(review)} />
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
