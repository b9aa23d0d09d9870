import { t } from '@lingui/core/macro';
import { settled } from '../../lib/outbox-result';
import { discardEntry, enqueue } from '../../store/outbox';
import { toCreateArgs, type ProductReviewDraft } from './product-review-rules';

export type SubmitOutcome = 'sent' | 'queued';

/**
 * Every product review form's submit (the public page, My Product Reviews, the user dashboard):
 * through the outbox as `productReview.create`, its photo kept as a Blob until the push uploads
 * it, so it works offline. Online it waits briefly for the server's answer: a refusal comes back
 * as an error next to the form, with the draft still filled in; offline it is 'queued'.
 */
export async function submitProductReview(draft: ProductReviewDraft): Promise<SubmitOutcome> {
  const id = await enqueue(
    'productReview.create',
    toCreateArgs(draft),
    draft.image ? { blobs: { image: draft.image } } : {},
  );
  const result = await settled(id);
  if (result.state === 'refused') {
    await discardEntry(id);
    throw new Error(result.message || t`Failed to create product review`);
  }
  return result.state === 'sent' ? 'sent' : 'queued';
}
