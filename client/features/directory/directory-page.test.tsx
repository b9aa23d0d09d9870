/**
 * The directory while a sync writes pages of businesses (bench/README.md row 13): its filters
 * offer the categories without their counts, so a page of businesses draws the page again for
 * nothing; a new category still reaches the filter.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { clearSession } from '../../lib/session';
import { clearDeviceStore, setOnline } from '../../test-support/device';
import { renderAt } from '../../test-support/render-at';
import { storedBusiness } from '../../test-support/test-records';
import { db, setMeta } from '../../store/db';
import DirectoryPage from './directory-page';

const drawn = vi.hoisted(() => ({ filters: 0 }));
vi.mock('./directory-filters', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./directory-filters')>();
  return {
    DirectoryFilters: (props: Parameters<typeof actual.DirectoryFilters>[0]) => {
      drawn.filters++;
      return actual.DirectoryFilters(props);
    },
  };
});

const at = '2025-01-01T00:00:00.000Z';
const category = (id: number, name: string) => ({
  id,
  name,
  emoji: '🏷️',
  description: '',
  tags: '',
  image: null,
  createdAt: at,
  updatedAt: at,
});

beforeEach(async () => {
  await clearDeviceStore();
  setOnline(false);
  drawn.filters = 0;
  // a device that keeps the whole directory and has synced: the page reads its store
  await setMeta('mode', 'whole');
  await setMeta('lastSyncAt', Date.now());
  await db.categories.bulkPut([category(1, 'Bakeries'), category(2, 'Plumbing')]);
  await db.businesses.bulkPut(
    Array.from({ length: 5 }, (_, i) =>
      storedBusiness({ id: i + 1, name: `Bakery ${i + 1}`, categoryId: 1, rating: 4, totalReviews: 3 }),
    ),
  );
});
afterEach(() => clearSession());

it('does not draw the filters again for a page of businesses the sync writes', async () => {
  renderAt('/businesses-directory', { '/businesses-directory': <DirectoryPage /> });
  await screen.findByText('Bakery 5');
  await waitFor(() => expect(screen.getByRole('option', { name: '🏷️ Plumbing' })).toBeTruthy());
  await new Promise((resolve) => setTimeout(resolve, 200));
  const before = drawn.filters;

  // 50 businesses the page does not show (unrated, below its 20): the category counts change
  await db.businesses.bulkPut(
    Array.from({ length: 50 }, (_, i) => storedBusiness({ id: 100 + i, name: `Plumber ${i}`, categoryId: 2 })),
  );
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(drawn.filters).toBe(before);

  // a category the sync brings is offered
  await db.categories.put(category(3, 'Tailors'));
  expect(await screen.findByRole('option', { name: '🏷️ Tailors' })).toBeTruthy();
});
