import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_TYPE_MESSAGE } from '../../lib/prepare-image';
import { ProductReviewForm, PRODUCT_REVIEW_SUCCESS } from './product-review-form';

const enqueue = vi.hoisted(() => vi.fn(async () => 'mutation-id'));
vi.mock('../../store/outbox', () => ({ enqueue }));

beforeEach(() => {
  enqueue.mockClear();
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({ success: true, categories: [{ id: 5, name: 'Electronics & Phones', tags: '' }] }),
          {
            headers: { 'content-type': 'application/json' },
          },
        ),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('product review form (docs/screens.md "Product reviews")', () => {
  it('requires name, category and rating, refuses a non-image file, and queues the review with its photo', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onSubmitted = vi.fn();
    render(<ProductReviewForm onSubmitted={onSubmitted} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Please fill in all required fields')).toBeTruthy();
    expect(screen.getByText('Select rating')).toBeTruthy();

    await user.type(screen.getByLabelText(/Product Name/), 'Tecno Spark 20');
    await screen.findByRole('option', { name: 'Electronics & Phones' });
    await user.selectOptions(screen.getByLabelText(/Category/), '5');
    await user.click(screen.getByLabelText('4 stars'));
    expect(screen.getByText('4/5')).toBeTruthy();
    await user.type(screen.getByLabelText('Amount Paid'), 'USh 520,000');

    const fileInput = screen.getByLabelText('Product Image');
    await user.upload(fileInput, new File(['%PDF'], 'receipt.pdf', { type: 'application/pdf' }));
    // refused next to the picker with the server's sentence (client/lib/prepare-image.ts)
    expect((await screen.findByRole('alert')).textContent).toBe(IMAGE_TYPE_MESSAGE);
    expect(screen.getByLabelText('Or image URL')).toHaveProperty('disabled', false);
    const photo = new File(['png'], 'phone.png', { type: 'image/png' });
    await user.upload(fileInput, photo);
    expect(screen.getByLabelText('Or image URL')).toHaveProperty('disabled', true);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', false));
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(PRODUCT_REVIEW_SUCCESS));
    expect(enqueue).toHaveBeenCalledWith(
      'productReview.create',
      { name: 'Tecno Spark 20', categoryId: 5, rating: 4, amount: 'USh 520,000' },
      { blobs: { image: photo } },
    );
    expect(screen.getByLabelText(/Product Name/)).toHaveProperty('value', '');
    expect(screen.getByLabelText('Or image URL')).toHaveProperty('disabled', false);
  });
});
