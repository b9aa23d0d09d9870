import { enqueue } from '../../store/outbox';
import type { ProductReviewArgs } from './product-review-rules';

/**
 * Writes a product review through the outbox (sync/mutations.ts 'productReview.create'), its
 * photo kept on the device as a Blob until the push uploads it: it works offline and shows at
 * once as waiting. `queued` says the device is offline, so it will be sent later.
 */
export async function createProductReview(args: ProductReviewArgs, image: File | null): Promise<{ queued: boolean }> {
  await enqueue('productReview.create', args, image ? { blobs: { image } } : {});
  return { queued: typeof navigator !== 'undefined' && navigator.onLine === false };
}
