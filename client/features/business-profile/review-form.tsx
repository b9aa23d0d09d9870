import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { reviewCreateSchema } from '../../../sync/schemas/review';
import { StarRatingInput } from '../../components/star-rating-input';
import { Alert } from '../../components/status';
import { fieldConstraints } from '../../lib/schema-constraints';

export type ReviewOutcome = 'sent' | 'queued';

/** The longest comment the review schema takes. */
const COMMENT_MAX = fieldConstraints(reviewCreateSchema.shape.comment).maxLength;
const SUCCESS = msg`Review submitted successfully!`;
const QUEUED = msg`Your review is saved on this device and will be sent when the connection returns.`;

/**
 * The business review form (docs/screens.md "Business profile"): a rating is required (submit stays
 * disabled until one is chosen), the comment is optional and trimmed; errors show in a banner.
 */
export function ReviewForm({ onSubmit }: { onSubmit: (rating: number, comment: string) => Promise<ReviewOutcome> }) {
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ReviewOutcome | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { t } = useLingui();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    if (rating < 1) return setError(t`Please select a rating`);
    setError(null);
    setBusy(true);
    try {
      setOutcome(await onSubmit(rating, comment.trim()));
      setRating(0);
      setComment('');
    } catch (err) {
      setError((err as Error).message || t`Failed to submit review`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form review-form" onSubmit={submit} aria-label={t`Write a Review`}>
      {outcome === 'sent' && <Alert tone="success">{t(SUCCESS)}</Alert>}
      {outcome === 'queued' && <Alert tone="info">{t(QUEUED)}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
      <StarRatingInput
        label={t`Your rating`}
        name="review-rating"
        value={rating}
        onChange={setRating}
        emptyText={t`Please select a rating`}
      />
      <div className="field">
        <label htmlFor="review-comment">{t`Your review (optional)`}</label>
        <textarea
          id="review-comment"
          rows={4}
          maxLength={COMMENT_MAX}
          placeholder={t`What was good? What could be better?`}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
        />
      </div>
      <button type="submit" className="btn btn-primary" disabled={busy || rating < 1}>
        {busy ? t`Submitting…` : t`Submit Review`}
      </button>
    </form>
  );
}
