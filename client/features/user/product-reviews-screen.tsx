import { useState } from 'react';
import { Alert, ErrorState, OfflineNote, PageLoading } from '../../components/status';
import { ItemList } from '../../components/item-list';
import { api } from '../../lib/api-client';
import { useCategories } from '../../store/hooks';
import { discardEntry } from '../../store/outbox';
// the product review feature's one form (features/product-reviews), as on the public page
import { ProductReviewForm } from '../product-reviews/product-review-form';
import { ProductReviewCard, type MyProductReview } from './product-review-card';
import { useMyProductReviews } from './use-my-product-reviews';

/** My Product Reviews (docs/screens.md "My Product Reviews"): Add Review toggles the form; the user's own reviews. */
export default function ProductReviewsScreen() {
  const { reviews, error, offline, reload, update } = useMyProductReviews();
  const categories = useCategories() ?? [];
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [deletingId, setDeletingId] = useState<number | string | null>(null);

  const remove = async (review: MyProductReview) => {
    if (!window.confirm(`Delete your review of "${review.name}"?`)) return;
    setDeletingId(review.id);
    setNotice(null);
    try {
      if (typeof review.id === 'string') await discardEntry(review.id);
      else {
        await api(`/product-reviews/${review.id}`, { method: 'DELETE', fallback: 'Failed to delete product review' });
        update((d) => ({ ...d, data: d.data.filter((r) => r.id !== review.id) }));
      }
    } catch (err) {
      setNotice({ tone: 'error', text: (err as Error).message });
    } finally {
      setDeletingId(null);
    }
  };

  return (
    <section className="area-page">
      <header className="area-head">
        <div>
          <h1>My Product Reviews</h1>
          <p className="muted">Share what you bought, where and for how much.</p>
        </div>
        <button type="button" className="btn btn-primary" aria-expanded={adding} onClick={() => setAdding((v) => !v)}>
          {adding ? 'Close Form' : 'Add Review'}
        </button>
      </header>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {adding && <ProductReviewForm categories={categories} onCancel={() => setAdding(false)} onSubmitted={reload} />}
      {offline && <OfflineNote>You are offline: showing the reviews saved on this phone.</OfflineNote>}
      {!reviews && !error && <PageLoading label="Loading your product reviews…" />}
      {error && <ErrorState message={error} onRetry={reload} />}
      <ItemList items={reviews} empty="No product reviews yet" className="grid grid-3">
        {(review) => (
          <ProductReviewCard
            review={review}
            deleting={deletingId === review.id}
            onDelete={offline && typeof review.id === 'number' ? undefined : () => void remove(review)}
          />
        )}
      </ItemList>
    </section>
  );
}
