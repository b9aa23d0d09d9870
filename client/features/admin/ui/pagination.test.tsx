/**
 * The admin lists' pager reads the answer's `pagination` (sync/answers/envelope.ts): 'Page x of y'
 * from its count of pages, Previous and Next only where there is a page to go to, and a row that
 * leaves a page takes its count down with it.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { pagination } from '../../../../sync/answers/envelope';
import { Pager, withoutOne } from './pagination';

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

it('counts the pages the answer gives, and moves between them', async () => {
  const onPage = vi.fn();
  const { rerender } = render(<Pager page={1} of={pagination({ page: 1, limit: 20 }, 41)} onPage={onPage} />);
  expect(screen.getByText('Page 1 of 3')).toBeTruthy();
  expect(button('Previous').disabled).toBe(true);
  await userEvent.click(button('Next'));
  expect(onPage).toHaveBeenCalledWith(2);

  rerender(<Pager page={3} of={pagination({ page: 3, limit: 20 }, 41)} onPage={onPage} />);
  expect(screen.getByText('Page 3 of 3')).toBeTruthy();
  expect(button('Next').disabled).toBe(true);
  await userEvent.click(button('Previous'));
  expect(onPage).toHaveBeenLastCalledWith(2);
});

it('reads an empty list as page 1 of 1', () => {
  render(<Pager page={1} of={pagination({ page: 1, limit: 20 }, 0)} onPage={() => undefined} />);
  expect(screen.getByText('Page 1 of 1')).toBeTruthy();
  expect(button('Previous').disabled).toBe(true);
  expect(button('Next').disabled).toBe(true);
});

it('takes a row off the total and both counts of pages', () => {
  expect(withoutOne(pagination({ page: 2, limit: 20 }, 21))).toEqual({
    page: 2,
    limit: 20,
    total: 20,
    totalPages: 1,
    pages: 1,
  });
  expect(withoutOne(pagination({ page: 1, limit: 20 }, 0)).total).toBe(0);
});
