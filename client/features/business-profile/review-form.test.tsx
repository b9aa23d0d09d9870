import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { ReviewForm } from './review-form';

const submitButton = () => screen.getByRole('button', { name: 'Submit Review' }) as HTMLButtonElement;

it('keeps submit disabled and asks for a rating until one is chosen', async () => {
  const onSubmit = vi.fn();
  render(<ReviewForm onSubmit={onSubmit} />);
  expect(submitButton().disabled).toBe(true);
  expect(screen.getByText('Please select a rating')).toBeTruthy();
  await userEvent.type(screen.getByLabelText('Your review (optional)'), 'Nice bread');
  expect(submitButton().disabled).toBe(true);
  await userEvent.click(screen.getByLabelText('4 stars'));
  expect(submitButton().disabled).toBe(false);
  expect(screen.getByText('4/5')).toBeTruthy();
  expect(screen.queryByText('Please select a rating')).toBeNull();
});

it('sends the rating and the trimmed, optional comment, then says it was submitted', async () => {
  const onSubmit = vi.fn().mockResolvedValue('sent');
  render(<ReviewForm onSubmit={onSubmit} />);
  await userEvent.click(screen.getByLabelText('5 stars'));
  await userEvent.type(screen.getByLabelText('Your review (optional)'), '   Lovely cake!   ');
  await userEvent.click(submitButton());
  expect(onSubmit).toHaveBeenCalledWith(5, 'Lovely cake!');
  expect(await screen.findByText('Review submitted successfully!')).toBeTruthy();
  expect(submitButton().disabled).toBe(true);

  await userEvent.click(screen.getByLabelText('2 stars'));
  await userEvent.click(submitButton());
  expect(onSubmit).toHaveBeenLastCalledWith(2, '');
});

it('shows a refusal in a banner and keeps what was written', async () => {
  const onSubmit = vi.fn().mockRejectedValue(new Error('You cannot review your own business'));
  render(<ReviewForm onSubmit={onSubmit} />);
  await userEvent.click(screen.getByLabelText('3 stars'));
  await userEvent.type(screen.getByLabelText('Your review (optional)'), 'Mine');
  await userEvent.click(submitButton());
  expect((await screen.findByRole('alert')).textContent).toBe('You cannot review your own business');
  expect((screen.getByLabelText('Your review (optional)') as HTMLTextAreaElement).value).toBe('Mine');
});

it('says when the review waits on the device for a connection', async () => {
  render(<ReviewForm onSubmit={vi.fn().mockResolvedValue('queued')} />);
  await userEvent.click(screen.getByLabelText('1 star'));
  await userEvent.click(submitButton());
  expect(await screen.findByText(/will be sent when the connection returns/)).toBeTruthy();
});
