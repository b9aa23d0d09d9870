/**
 * Product reviews wait for an admin (server/features/product-reviews/product-review-service.ts):
 * the author's device holds its own pending review apart from the public ones (the pull's own
 * data) and shows it marked "Waiting for approval", with no votes; others are unchanged.
 */
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { CategoryRecord, ProductReviewRecord } from '../../../sync/schemas/pull';
import { clearSession } from '../../lib/session';
import { db } from '../../store/db';
import { storedProductReview } from '../../test-support/test-records';
import { clearDeviceStore, setOnline } from '../../test-support/device';
import { signInAs, testUser } from '../../test-support/test-user';
import { ProductReviewList } from './product-review-list';

const at = '2025-01-01T00:00:00.000Z';
const categories = [
  { id: 1, name: 'Kitchen', emoji: '🍳', description: '', image: null, tags: '', createdAt: at, updatedAt: at },
] satisfies Omit<CategoryRecord, '_count'>[];

function record(id: number, name: string, extra: Partial<ProductReviewRecord> = {}): ProductReviewRecord {
  return storedProductReview({ id, name, upvotes: 2, createdAt: at, ...extra });
}

beforeEach(async () => {
  await clearDeviceStore();
  setOnline(false);
  signInAs(testUser());
  await db.categories.bulkPut(categories);
  await db.productReviews.put(record(1, 'Approved kettle'));
  await db.mine.put({
    section: 'productReviews',
    value: [
      record(2, 'My pending blender', { userId: 7, status: 'PENDING', createdAt: '2025-01-02T00:00:00.000Z' }),
      record(3, 'My rejected iron', { userId: 7, status: 'REJECTED', createdAt: '2025-01-03T00:00:00.000Z' }),
    ],
  });
});
afterEach(() => clearSession());

const card = (name: string) => screen.getByRole('heading', { name }).closest('article')!;

it('shows the author’s pending review as waiting for approval, without votes', async () => {
  render(
    <MemoryRouter>
      <ProductReviewList categories={categories.map((c) => ({ ...c, _count: { businesses: 0 } }))} canVote />
    </MemoryRouter>,
  );
  await screen.findByRole('heading', { name: 'My pending blender' });

  const pending = within(card('My pending blender'));
  expect(pending.getByText('Waiting for approval')).toBeTruthy();
  expect(pending.getByRole('button', { name: /upvotes/ }).hasAttribute('disabled')).toBe(true);
  expect(within(card('My rejected iron')).getByText('Not approved')).toBeTruthy();

  const approved = within(card('Approved kettle'));
  expect(approved.queryByText('Waiting for approval')).toBeNull();
  expect(approved.getByRole('button', { name: /upvotes/ }).hasAttribute('disabled')).toBe(false);
});
