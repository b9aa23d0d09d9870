import { useLingui } from '@lingui/react/macro';
import { ACTION_STATUS, fetchReviews, flagReview, type AdminReview, type ReviewAction } from './admin-review';
import { ModerationQueue } from './moderation-queue';
import { ReviewCard } from './review-card';
import { useModerationQueue } from './use-moderation-queue';

/**
 * The moderation queue of business reviews: searched on the server (comment, author, business),
 * approved or rejected one by one or a page at a time, with Undo; a rejection can be reversed.
 */
export function AllReviews() {
  const { t } = useLingui();
  const queue = useModerationQueue({ name: 'reviews', noun: 'review', load: fetchReviews, flag: flagReview });

  const act = (review: AdminReview, action: ReviewAction) =>
    action === 'flag' ? queue.flag(review) : queue.setStatus(review.id, ACTION_STATUS[action]);

  return (
    <ModerationQueue
      queue={queue}
      title={t`All Reviews`}
      lead={t`Business reviews wait here until an admin approves them`}
      placeholder={t`Search comment, author or business`}
      layout="adm-stack"
      card={(review, state) => <ReviewCard {...state} review={review} onAction={act} />}
    />
  );
}
