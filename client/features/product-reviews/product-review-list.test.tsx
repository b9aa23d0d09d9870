/**
 * The listing's filters and sort act on every review on the device before it is cut into pages
 * of 20 (product-review-rules.ts visiblePage): the best match shows first wherever it was.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { CategoryRecord, ProductReviewRecord } from '../../../sync/schemas/pull';
import { clearSession } from '../../lib/session';
import { db } from '../../store/db';
import { storedProductReview } from '../../test-support/test-records';
import { clearDeviceStore, setOnline } from '../../test-support/device';
import { stubFetchJson } from '../../test-support/json-response';
import { ProductReviewList } from './product-review-list';

const at = '2025-01-01T00:00:00.000Z';
const categories: CategoryRecord[] = [
  {
    id: 1,
    name: 'Kitchen',
    emoji: '🍳',
    description: '',
    image: null,
    tags: '',
    createdAt: at,
    updatedAt: at,
    _count: { businesses: 0 },
  },
];

function record(id: number, name: string, rating: number, day: number): ProductReviewRecord {
  return storedProductReview({ id, name, rating, createdAt: `2025-01-${String(day).padStart(2, '0')}T10:00:00.000Z` });
}

beforeEach(async () => {
  await clearDeviceStore();
  setOnline(false);
  clearSession();
  await db.categories.bulkPut(categories);
  // 25 three-star reviews, then the only five-star one, the oldest: newest first, it is on page 2
  await db.productReviews.bulkPut([
    ...Array.from({ length: 25 }, (_, i) => record(i + 1, `Kettle ${i + 1}`, 3, i + 2)),
    record(99, 'Best blender', 5, 1),
  ]);
});
afterEach(() => clearSession());

const titles = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

it('sorts and filters all reviews, not only the first page of 20', async () => {
  render(
    <MemoryRouter initialEntries={['/product-reviews']}>
      <ProductReviewList categories={categories} canVote={false} />
    </MemoryRouter>,
  );
  await screen.findByRole('heading', { name: 'Kettle 25' });
  expect(screen.getByText('Page 1 of 2')).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'Best blender' })).toBeNull();

  await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'highest-rated');
  expect(titles()[0]).toBe('Best blender');
  expect(screen.getByText('Page 1 of 2')).toBeTruthy();

  await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'newest');
  // a page is an address of its own (?page=), which the server also answers
  expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/product-reviews?page=2');
  await userEvent.click(screen.getByRole('link', { name: 'Next' }));
  expect(screen.getByText('Page 2 of 2')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe('/product-reviews');
  await userEvent.selectOptions(screen.getByLabelText('Rating'), '5');
  expect(titles()).toEqual(['Best blender']);
  expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
});

it('on a phone keeping only chosen areas, asks the server for the reviews past the browser cache', async () => {
  // a vote just sent changed the counts: a copy the browser kept (max-age, stale-while-revalidate)
  // would bring back the old ones, even after a reload
  await db.meta.put({ key: 'mode', value: 'scoped' });
  setOnline(true);
  const fetchMock = stubFetchJson({
    success: true,
    data: [],
    pagination: { page: 1, limit: 50, total: 0, totalPages: 0 },
  });
  render(
    <MemoryRouter>
      <ProductReviewList categories={categories} canVote={false} />
    </MemoryRouter>,
  );
  const asked = () => fetchMock.mock.calls.find(([u]) => u.startsWith('/api/product-reviews'));
  await waitFor(() => expect(asked()).toBeDefined());
  const [url, init] = asked()!;
  expect(url).toMatch(/^\/api\/product-reviews\?page=1/);
  expect(init.cache).toBe('no-cache');
});
