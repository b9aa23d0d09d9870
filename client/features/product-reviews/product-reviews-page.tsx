import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ErrorBoundary } from '../../components/error-boundary';
import { ErrorState } from '../../components/status';
import { useDocumentMeta } from '../../lib/document-meta';
import { PRODUCT_REVIEWS_META } from '../../../sync/public-pages';
import { useSession } from '../../lib/session';
import { useCategories } from '../../store/hooks';
import { ProductReviewForm } from './product-review-form';
import { ProductReviewList } from './product-review-list';
import { ProductReviewsHead, SignInToAddReview } from './product-reviews-view';
import './product-reviews.css';

/** The public product reviews, /product-reviews (docs/screens.md "Product reviews"). */
export default function ProductReviewsPage() {
  const { t } = useLingui();
  useDocumentMeta(PRODUCT_REVIEWS_META);
  const session = useSession();
  const categories = useCategories() ?? [];
  const [adding, setAdding] = useState(false);

  return (
    <>
      <ProductReviewsHead
        action={
          session.isAuthenticated ? (
            <button type="button" className="btn btn-light" aria-expanded={adding} onClick={() => setAdding((v) => !v)}>
              {adding ? t`Close form` : t`Add Review`}
            </button>
          ) : (
            <SignInToAddReview />
          )
        }
      />
      <div className="container section">
        {adding && session.isAuthenticated && (
          <ProductReviewForm categories={categories} onCancel={() => setAdding(false)} />
        )}
        <ErrorBoundary
          fallback={(retry) => <ErrorState message={t`Failed to fetch product reviews`} onRetry={retry} />}
        >
          <ProductReviewList categories={categories} canVote={session.isAuthenticated} />
        </ErrorBoundary>
      </div>
    </>
  );
}
