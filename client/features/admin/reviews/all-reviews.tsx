import { ACTION_STATUS, fetchReviews, flagReview, type AdminReview, type ReviewAction } from './admin-review';
import { ModerationQueue } from './moderation-queue';
import { ReviewCard } from './review-card';
import { useModerationQueue } from './use-moderation-queue';

/**
 * The moderation queue of business reviews: searched on the server (comment, author, business),
 * approved or rejected one by one or a page at a time, with Undo; a rejection can be reversed.
 */
export function AllReviews() {
  const queue = useModerationQueue({ name: 'reviews', noun: 'review', fetch: fetchReviews });

  const act = (review: AdminReview, action: ReviewAction) => {
    if (action !== 'flag') return queue.setStatus(review.id, ACTION_STATUS[action]);
    return queue.act(review.id, async () => {
      await flagReview(review);
      queue.query.update((current) => ({
        ...current,
        reviews: current.reviews.map((r) => (r.id === review.id ? { ...r, isFlagged: !review.isFlagged } : r)),
      }));
    });
  };

  return (
    <ModerationQueue
      queue={queue}
      title="All Reviews"
      lead="Business reviews wait here until an admin approves them"
      placeholder="Search comment, author or business"
      layout="adm-stack"
      card={(review, state) => <ReviewCard {...state} review={review} onAction={(r, a) => void act(r, a)} />}
    />
  );
}
