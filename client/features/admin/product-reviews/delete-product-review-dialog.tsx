import { fullName } from '../display';
import type { Change } from '../../../lib/changes';
import { ReasonDialog } from '../ui/reason-dialog';
import type { AdminProductReview } from './admin-product-review';

/** Confirmation with the review's name and author; the reason for deletion is optional. */
export function DeleteProductReviewDialog({
  review,
  confirming,
  onClose,
}: {
  review: AdminProductReview;
  confirming: Change<string>;
  onClose: () => void;
}) {
  return (
    <ReasonDialog
      title="Delete Review"
      submitLabel="Delete Review"
      danger
      optional
      reasonLabel="Reason for deletion"
      placeholder="Optional"
      confirming={confirming}
      onClose={onClose}
    >
      <p>Are you sure you want to delete this product review? This cannot be undone.</p>
      <dl className="adm-facts">
        <dt>Product</dt>
        <dd>{review.name}</dd>
        <dt>Author</dt>
        <dd>{fullName(review.user) || 'Anonymous'}</dd>
      </dl>
    </ReasonDialog>
  );
}
