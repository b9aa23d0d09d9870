import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  return (
    <ReasonDialog
      title={t`Delete Review`}
      submitLabel={t`Delete Review`}
      danger
      optional
      reasonLabel={t`Reason for deletion`}
      placeholder={t`Optional`}
      confirming={confirming}
      onClose={onClose}
    >
      <p>
        <Trans>Are you sure you want to delete this product review? This cannot be undone.</Trans>
      </p>
      <dl className="adm-facts">
        <dt>
          <Trans>Product</Trans>
        </dt>
        <dd>{review.name}</dd>
        <dt>
          <Trans>Author</Trans>
        </dt>
        <dd>{fullName(review.user) || t`Anonymous`}</dd>
      </dl>
    </ReasonDialog>
  );
}
