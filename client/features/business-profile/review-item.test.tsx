import { render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { BusinessReviewRecord } from '../../../sync/schemas/pull';
import { formatDate } from '../../lib/format';
import { ReviewItem } from './review-item';

const review: BusinessReviewRecord = {
  id: 4,
  businessId: 12,
  userId: 9,
  rating: 5,
  comment: 'The cake was perfect',
  status: 'APPROVED',
  isFlagged: false,
  hired: false,
  reply: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  user: { firstName: 'Ben', lastName: 'Okello', avatar: null },
};

const renderItem = (fields: Partial<BusinessReviewRecord>) =>
  render(
    <ul>
      <ReviewItem review={{ ...review, ...fields }} businessName="Mama Bakery" />
    </ul>,
  );

it('marks a review "Hired through Soko" in words, not by colour alone', () => {
  renderItem({ hired: true });
  const badge = screen.getByText(/Hired through Soko/);
  expect(badge.textContent).toContain('Hired through Soko');
  // the tick only decorates: a screen reader reads the words
  expect(badge.querySelector('[aria-hidden="true"]')?.textContent).toBe('✓');
});

it('shows no mark on a review from someone who did not hire through Soko', () => {
  renderItem({ hired: false });
  expect(screen.queryByText(/Hired through Soko/)).toBeNull();
});

it('shows the owner’s reply under the review, signed by the business, with its date', () => {
  const repliedAt = '2026-03-02T08:30:00.000Z';
  const { container } = renderItem({ reply: { text: 'Thank you, Ben!\nSee you soon.', createdAt: repliedAt } });
  const reply = container.querySelector('.review-reply') as HTMLElement;
  expect(reply).toBeTruthy();
  expect(within(reply).getByText('Reply from Mama Bakery')).toBeTruthy();
  expect(within(reply).getByText(/Thank you, Ben!/).textContent).toBe('Thank you, Ben!\nSee you soon.');
  const date = within(reply).getByText(formatDate(repliedAt));
  expect(date.tagName).toBe('TIME');
  expect(date.getAttribute('dateTime')).toBe(repliedAt);
  // after the comment: the answer follows what it answers
  const comment = screen.getByText('The cake was perfect');
  expect(comment.compareDocumentPosition(reply) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

it('shows nothing of a reply when the owner has not replied', () => {
  const { container } = renderItem({ reply: null });
  expect(container.querySelector('.review-reply')).toBeNull();
  expect(screen.queryByText(/Reply from/)).toBeNull();
});
