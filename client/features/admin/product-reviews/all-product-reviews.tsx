import { useLingui } from '@lingui/react/macro';
import { markOutOfDate } from '../../../lib/server-state';
import { adminKeys } from '../data/admin-keys';
import { useConfirm } from '../data/use-confirm';
import { withoutOne } from '../ui/pagination';
import { ACTION_STATUS } from '../reviews/admin-review';
import { ModerationQueue } from '../reviews/moderation-queue';
import { useModerationQueue } from '../reviews/use-moderation-queue';
import { deleteProductReview, fetchProductReviews, type AdminProductReview } from './admin-product-review';
import { DeleteProductReviewDialog } from './delete-product-review-dialog';
import { ProductReviewCard } from './product-review-card';

/**
 * The moderation queue of product reviews, as business reviews (admin/reviews): searched on the
 * server, approved or rejected one by one or a page at a time with Undo, rejections reversible,
 * and Delete.
 */
export function AllProductReviews() {
  const queue = useModerationQueue({ name: 'product-reviews', noun: 'product review', load: fetchProductReviews });
  const { t } = useLingui();
  const deleting = useConfirm({
    change: (review: AdminProductReview, reason: string) => deleteProductReview(review.id, reason),
    onChanged: (review) => {
      queue.query.update((current) => ({
        ...current,
        reviews: current.reviews.filter((r) => r.id !== review.id),
        pagination: withoutOne(current.pagination),
      }));
      markOutOfDate(adminKeys.lists('product-reviews'));
    },
  });

  return (
    <ModerationQueue
      queue={queue}
      title={t`All Product Reviews`}
      lead={t`Product reviews wait here until an admin approves them`}
      placeholder={t`Search product, shop, comment or author`}
      layout="adm-grid adm-grid-2"
      card={(review, state) => (
        <ProductReviewCard
          {...state}
          review={review}
          onModerate={(action) => queue.setStatus(review.id, ACTION_STATUS[action])}
          onDelete={() => deleting.ask(review)}
        />
      )}
    >
      {deleting.item && (
        <DeleteProductReviewDialog review={deleting.item} onClose={deleting.close} confirming={deleting.confirming} />
      )}
    </ModerationQueue>
  );
}
