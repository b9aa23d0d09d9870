import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, ErrorState, OfflineNote, PageLoading } from '../../components/status';
import { ItemList } from '../../components/item-list';
import { api } from '../../lib/api-client';
import { markOutOfDate, queryClient } from '../../lib/server-state';
import { useCategories } from '../../store/hooks';
import { discardEntry } from '../../store/outbox';
// the product review feature's one form (features/product-reviews), as on the public page
import { ProductReviewForm } from '../product-reviews/product-review-form';
import { ProductReviewCard, type MyProductReview } from './product-review-card';
import { useMyProductReviews } from './use-my-product-reviews';
import { userKeys } from './user-keys';

/** My Product Reviews (docs/screens.md "My Product Reviews"): Add Review toggles the form; the user's own reviews. */
export default function ProductReviewsScreen() {
  const { t } = useLingui();
  const { reviews, error, offline, reload, update } = useMyProductReviews();
  const categories = useCategories() ?? [];
  const [adding, setAdding] = useState(false);
  /** A review still in the outbox is discarded there, unsent; a sent one is deleted on the server. */
  const remove = useMutation(
    {
      mutationFn: async (review: MyProductReview) => {
        if (typeof review.id === 'string') await discardEntry(review.id);
        else
          await api(`/product-reviews/${review.id}`, {
            method: 'DELETE',
            fallback: t`Failed to delete product review`,
          });
      },
      onSuccess: (_answer, review) => {
        if (typeof review.id === 'string') return;
        update((d) => ({ ...d, data: d.data.filter((r) => r.id !== review.id) }));
        markOutOfDate(userKeys.productReviews());
      },
    },
    queryClient,
  );

  return (
    <section className="area-page">
      <header className="area-head">
        <div>
          <h1>
            <Trans>My Product Reviews</Trans>
          </h1>
          <p className="muted">
            <Trans>Share what you bought, where and for how much.</Trans>
          </p>
        </div>
        <button type="button" className="btn btn-primary" aria-expanded={adding} onClick={() => setAdding((v) => !v)}>
          {adding ? t`Close Form` : t`Add Review`}
        </button>
      </header>
      {remove.error && <Alert tone="error">{remove.error.message}</Alert>}
      {adding && <ProductReviewForm categories={categories} onCancel={() => setAdding(false)} onSubmitted={reload} />}
      {offline && (
        <OfflineNote>
          <Trans>You are offline: showing the reviews saved on this phone.</Trans>
        </OfflineNote>
      )}
      {!reviews && !error && <PageLoading label={t`Loading your product reviews…`} />}
      {error && <ErrorState message={error} onRetry={reload} />}
      <ItemList items={reviews} empty={t`No product reviews yet`} className="grid grid-3">
        {(review) => (
          <ProductReviewCard
            review={review}
            deleting={remove.isPending && remove.variables.id === review.id}
            onDelete={
              offline && typeof review.id === 'number'
                ? undefined
                : () => {
                    const name = review.name;
                    if (window.confirm(t`Delete your review of "${name}"?`)) remove.mutate(review);
                  }
            }
          />
        )}
      </ItemList>
    </section>
  );
}
