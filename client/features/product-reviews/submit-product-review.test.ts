import { beforeEach, expect, it, vi } from 'vitest';
import type { ProductReviewDraft } from './product-review-rules';
import { submitProductReview } from './submit-product-review';

const outbox = vi.hoisted(() => ({ enqueue: vi.fn(async () => 'entry-1'), discardEntry: vi.fn(async () => {}) }));
const outcome = vi.hoisted(() => ({ settled: vi.fn() }));
vi.mock('../../store/outbox', () => outbox);
vi.mock('../../lib/outbox-result', () => outcome);

const draft: ProductReviewDraft = {
  name: ' Tecno Spark 20 ',
  categoryId: '5',
  rating: 4,
  boughtFrom: '',
  amount: 'USh 520,000',
  imageUrl: 'https://example.com/ignored-with-a-photo.jpg',
  comment: '',
  image: new File(['png'], 'phone.png', { type: 'image/png' }),
};

beforeEach(() => vi.clearAllMocks());

it('queues productReview.create with its photo as a Blob and the filled fields only', async () => {
  outcome.settled.mockResolvedValue({ state: 'sent' });
  await expect(submitProductReview(draft)).resolves.toBe('sent');
  expect(outbox.enqueue).toHaveBeenCalledWith(
    'productReview.create',
    {
      name: 'Tecno Spark 20',
      categoryId: 5,
      rating: 4,
      boughtFrom: undefined,
      amount: 'USh 520,000',
      comment: undefined,
      imageUrl: undefined,
    },
    { blobs: { image: draft.image } },
  );
});

it('says queued offline, and turns a refusal into the server’s words without keeping the entry', async () => {
  outcome.settled.mockResolvedValueOnce({ state: 'queued' });
  await expect(submitProductReview({ ...draft, image: null })).resolves.toBe('queued');

  outcome.settled.mockResolvedValueOnce({ state: 'refused', message: 'This category is no longer offered.' });
  await expect(submitProductReview(draft)).rejects.toThrow('This category is no longer offered.');
  expect(outbox.discardEntry).toHaveBeenCalledWith('entry-1');
});
