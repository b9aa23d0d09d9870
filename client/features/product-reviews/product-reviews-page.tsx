import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ErrorBoundary } from '../../components/error-boundary';
import { PageHead } from '../../components/page-head';
import { ErrorState } from '../../components/status';
import { useDocumentMeta } from '../../lib/document-meta';
import { settled } from '../../lib/outbox-result';
import { useSession } from '../../lib/session';
import { useCategories } from '../../store/hooks';
import { discardEntry, enqueue } from '../../store/outbox';
import { ProductReviewForm, type SubmitOutcome } from './product-review-form';
import { toCreateArgs, type ProductReviewDraft } from './product-review-rules';
import { ProductReviewList } from './product-review-list';
import './product-reviews.css';

/** Through the outbox, its photo kept as a Blob until the push uploads it. */
async function createReview(draft: ProductReviewDraft): Promise<SubmitOutcome> {
  const id = await enqueue(
    'productReview.create',
    toCreateArgs(draft),
    draft.image ? { blobs: { image: draft.image } } : {},
  );
  const result = await settled(id);
  if (result.state === 'refused') {
    await discardEntry(id);
    throw new Error(result.message || 'Failed to create product review');
  }
  return result.state === 'sent' ? 'sent' : 'queued';
}

/** The public product reviews, /product-reviews (docs/screens.md "Product reviews"). */
export default function ProductReviewsPage() {
  useDocumentMeta({
    title: 'Product Reviews',
    description:
      'Honest reviews of products bought in Uganda: prices paid, where to buy, and what other shoppers found helpful.',
  });
  const session = useSession();
  const categories = useCategories() ?? [];
  const [adding, setAdding] = useState(false);

  return (
    <>
      <PageHead
        title="Product Reviews"
        lead="Real shoppers in Uganda share what they bought, where, and what they paid."
      >
        <div className="btn-row pr-actions">
          {session.isAuthenticated ? (
            <button type="button" className="btn btn-light" aria-expanded={adding} onClick={() => setAdding((v) => !v)}>
              {adding ? 'Close form' : 'Add Review'}
            </button>
          ) : (
            <Link className="btn btn-light" to="/login">
              Log in to add a review
            </Link>
          )}
        </div>
      </PageHead>
      <div className="container section">
        {adding && session.isAuthenticated && (
          <ProductReviewForm categories={categories} onSubmit={createReview} onCancel={() => setAdding(false)} />
        )}
        <ErrorBoundary fallback={(retry) => <ErrorState message="Failed to fetch product reviews" onRetry={retry} />}>
          <ProductReviewList categories={categories} canVote={session.isAuthenticated} />
        </ErrorBoundary>
      </div>
    </>
  );
}
