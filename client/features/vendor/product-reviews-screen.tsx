import { Trans } from '@lingui/react/macro';
import { useCategories } from '../../store/hooks';
// the product review feature's one listing (features/product-reviews), as on the public page
import { ProductReviewList } from '../product-reviews/product-review-list';

/**
 * Product Reviews in the vendor area: the public listing (stats, filters, sorts, pages, votes),
 * read from the device's store, so it opens offline too.
 */
export default function VendorProductReviewsScreen() {
  const categories = useCategories() ?? [];
  return (
    <section className="area-page">
      <header>
        <h1>
          <Trans>Product Reviews</Trans>
        </h1>
        <p className="muted">
          <Trans>What customers across Uganda say about products they bought.</Trans>
        </p>
      </header>
      <ProductReviewList categories={categories} canVote />
    </section>
  );
}
