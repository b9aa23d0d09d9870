import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import type { AdminProductReview } from './admin-product-review';
import { ProductReviewCard } from './product-review-card';

const review = (status: AdminProductReview['status']): AdminProductReview => ({
  id: 12,
  name: 'Ramtons Blender',
  categoryId: 4,
  category: { id: 4, name: 'Electronics' },
  rating: 4,
  image: null,
  imageUrl: 'https://tracker.example/pixel.png',
  boughtFrom: 'Game Stores',
  amount: 'USh 150,000',
  comment: 'Loud but strong',
  upvotes: 0,
  downvotes: 0,
  isFlagged: false,
  status,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  user: { firstName: 'Ben', lastName: 'Okello' },
});

it('a pending review gets Approve and Reject, and its author’s image URL is a link, not fetched', async () => {
  const onModerate = vi.fn();
  const { container } = render(
    <ProductReviewCard review={review('PENDING')} busy={false} onModerate={onModerate} onDelete={vi.fn()} />,
  );
  expect(screen.getByText('Pending')).toBeTruthy();
  expect(container.querySelector('img')).toBeNull();
  expect(screen.getByRole('link', { name: 'Open image link' }).getAttribute('rel')).toContain('noreferrer');
  await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
  await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
  expect(onModerate.mock.calls).toEqual([['approve'], ['reject']]);
});

it('an approved review shows its status and no moderation buttons', () => {
  render(<ProductReviewCard review={review('APPROVED')} busy={false} onModerate={vi.fn()} onDelete={vi.fn()} />);
  expect(screen.getByText('Approved')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Delete Review' })).toBeTruthy();
});

it('a rejected review can be reversed: Approve, or Move back to pending; a checkbox selects it', async () => {
  const onModerate = vi.fn();
  const onSelect = vi.fn();
  render(
    <ProductReviewCard
      review={review('REJECTED')}
      busy={false}
      onModerate={onModerate}
      onDelete={vi.fn()}
      selected={false}
      onSelect={onSelect}
    />,
  );
  expect(screen.getByText('Rejected')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
  await userEvent.click(screen.getByRole('button', { name: 'Move back to pending' }));
  expect(onModerate.mock.calls).toEqual([['approve'], ['requeue']]);
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select Ramtons Blender by Ben Okello' }));
  expect(onSelect).toHaveBeenCalledWith(true);
});
