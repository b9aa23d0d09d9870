import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import type { CategoryRecord } from '../../../sync/schemas/pull';
import { IMAGE_TYPE_MESSAGE } from '../../lib/prepare-image';
import { ProductReviewForm } from './product-review-form';

const categories = [
  {
    id: 5,
    name: 'Electronics & Phones',
    emoji: '📱',
    description: '',
    image: null,
    tags: '',
    createdAt: '',
    updatedAt: '',
    _count: { businesses: 3 },
  },
] satisfies CategoryRecord[];

function renderForm(onSubmit = vi.fn().mockResolvedValue('sent')) {
  render(<ProductReviewForm categories={categories} onSubmit={onSubmit} onCancel={vi.fn()} />);
  return onSubmit;
}
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));

it.each([
  [
    'the product name',
    async () => {
      await userEvent.selectOptions(screen.getByLabelText(/^Category/), '5');
      await userEvent.click(screen.getByLabelText('4 stars'));
    },
  ],
  [
    'the category',
    async () => {
      await userEvent.type(screen.getByLabelText(/^Product Name/), 'Tecno Spark');
      await userEvent.click(screen.getByLabelText('4 stars'));
    },
  ],
  [
    'a rating',
    async () => {
      await userEvent.type(screen.getByLabelText(/^Product Name/), 'Tecno Spark');
      await userEvent.selectOptions(screen.getByLabelText(/^Category/), '5');
    },
  ],
])('without %s it asks to fill in all required fields', async (_, fill) => {
  const onSubmit = renderForm();
  await fill();
  await submit();
  expect(screen.getByRole('alert').textContent).toBe('Please fill in all required fields');
  expect(onSubmit).not.toHaveBeenCalled();
});

it('refuses a file that is no image next to the picker, and disables the image URL once a photo is chosen', async () => {
  const onSubmit = renderForm();
  const url = screen.getByLabelText('Image URL') as HTMLInputElement;
  expect(url.disabled).toBe(false);
  const picker = screen.getByLabelText('Product Image');
  await userEvent.upload(picker, new File(['x'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
  // the server's own sentence, in the picker's field (client/lib/prepare-image.ts)
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toBe(IMAGE_TYPE_MESSAGE);
  expect(picker.closest('.field')!.contains(alert)).toBe(true);
  expect(url.disabled).toBe(false);

  await userEvent.upload(picker, new File(['x'], 'phone.png', { type: 'image/png' }));
  expect(url.disabled).toBe(true);
  await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  await userEvent.type(screen.getByLabelText(/^Product Name/), 'Tecno Spark');
  await userEvent.selectOptions(screen.getByLabelText(/^Category/), '5');
  await userEvent.click(screen.getByLabelText('4 stars'));
  await submit();
  expect(onSubmit).toHaveBeenCalledTimes(1);
  expect(onSubmit.mock.calls[0]![0].image.name).toBe('phone.png');
});

it('sends the optional fields and confirms the submission', async () => {
  const onSubmit = renderForm();
  await userEvent.type(screen.getByLabelText(/^Product Name/), 'Tecno Spark 20');
  await userEvent.selectOptions(screen.getByLabelText(/^Category/), '5');
  await userEvent.click(screen.getByLabelText('5 stars'));
  await userEvent.type(screen.getByLabelText('Bought From'), 'Game Store Lugogo');
  await userEvent.type(screen.getByLabelText('Amount Paid'), 'USh 520,000');
  await userEvent.type(screen.getByLabelText('Image URL'), 'https://example.com/spark.jpg');
  await userEvent.type(screen.getByLabelText('Review Comment'), 'Battery lasts two days.');
  await submit();
  expect(onSubmit.mock.calls[0]![0]).toMatchObject({
    name: 'Tecno Spark 20',
    categoryId: '5',
    rating: 5,
    boughtFrom: 'Game Store Lugogo',
    amount: 'USh 520,000',
    imageUrl: 'https://example.com/spark.jpg',
    comment: 'Battery lasts two days.',
    image: null,
  });
  expect(
    await screen.findByText('Product review submitted! It will appear once an admin has approved it.'),
  ).toBeTruthy();
  expect((screen.getByLabelText(/^Product Name/) as HTMLInputElement).value).toBe('');
});
