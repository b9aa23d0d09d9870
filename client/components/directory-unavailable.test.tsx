import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { DirectoryUnavailable } from './directory-unavailable';

const syncNow = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('../store/outbox', () => ({ syncNow }));

it('syncs again when the reader retries, the outbox loaded only then', async () => {
  render(<DirectoryUnavailable message="Failed to load businesses. Please try again." retryLabel="Retry" />);
  expect(screen.getByText(/has not downloaded the directory yet/)).toBeTruthy();
  expect(syncNow).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(syncNow).toHaveBeenCalledTimes(1));
});
