/**
 * A category's sort is its address's `sortBy` (./category-sort.ts), as the server's page for it
 * (server/pages/public-pages.ts): the page opens in the order the address names, anything else is
 * relevance, and a choice replaces the address.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { clearSession } from '../../lib/session';
import { clearDeviceStore, setOnline } from '../../test-support/device';
import { renderAt } from '../../test-support/render-at';
import { storedBusiness } from '../../test-support/test-records';
import { db, setMeta } from '../../store/db';
import CategoryBusinessesPage from './category-businesses-page';

const at = '2025-01-01T00:00:00.000Z';

beforeEach(async () => {
  await clearDeviceStore();
  setOnline(false);
  // a device that keeps the whole directory and has synced: the page reads its store
  await setMeta('mode', 'whole');
  await setMeta('lastSyncAt', Date.now());
  await db.categories.put({
    id: 1,
    name: 'Bakeries',
    emoji: '🎂',
    description: '',
    tags: '',
    image: null,
    createdAt: at,
    updatedAt: at,
  });
  await db.businesses.bulkPut([
    storedBusiness({ id: 1, name: 'Few Reviews', categoryId: 1, rating: 5, totalReviews: 1 }),
    storedBusiness({ id: 2, name: 'Many Reviews', categoryId: 1, rating: 3, totalReviews: 40 }),
  ]);
});
afterEach(() => clearSession());

function Where() {
  return <output data-testid="where">{useLocation().search}</output>;
}

const open = (path: string) =>
  renderAt(path, {
    '/category/:categoryId/:categoryName': (
      <>
        <CategoryBusinessesPage />
        <Where />
      </>
    ),
  });
const order = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const sortSelect = () => screen.getByLabelText<HTMLSelectElement>('Sort by');

it("opens in the order the address names, and a choice replaces the address's sort", async () => {
  open('/category/1/Bakeries?sortBy=reviews');
  await screen.findByText('Many Reviews');
  expect(sortSelect().value).toBe('reviews');
  expect(order()).toEqual(['Many Reviews', 'Few Reviews']);
  // the select is a form of the category's address that the browser could submit
  expect(sortSelect().name).toBe('sortBy');
  expect(sortSelect().form?.getAttribute('action')).toBe('/category/1/Bakeries');
  expect(sortSelect().form?.getAttribute('method')).toBe('get');

  fireEvent.change(sortSelect(), { target: { value: 'rating' } });
  await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('?sortBy=rating'));
  await waitFor(() => expect(order()).toEqual(['Few Reviews', 'Many Reviews']));
  // relevance is the page itself: no sort in its address
  fireEvent.change(sortSelect(), { target: { value: 'relevance' } });
  await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(''));
});

it('any other sort in the address is relevance', async () => {
  open('/category/1/Bakeries?sortBy=response');
  await screen.findByText('Many Reviews');
  expect(sortSelect().value).toBe('relevance');
});
