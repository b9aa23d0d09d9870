/**
 * A list of business cards while a sync writes pages of the directory (bench/README.md row 13): a
 * page of other businesses re-renders none of the cards on screen; a changed business re-renders
 * its own card only.
 */
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { CATEGORY_LISTING_LIMIT } from '../../sync/constants';
import { clearSession } from '../lib/session';
import { clearDeviceStore, setOnline } from '../test-support/device';
import { storedBusiness } from '../test-support/test-records';
import { db } from '../store/db';
import { useHeldCount, type BusinessFilter } from '../store/hooks';
import { BusinessResultsView } from './business-results-view';
import { useDirectoryResults } from './use-directory-results';

const rendered = vi.hoisted(() => [] as string[]);
// each card draws one logo: a logo drawn again is its card rendered again
vi.mock('./business-logo', () => ({
  BusinessLogo: ({ name }: { name: string }) => {
    rendered.push(name);
    return null;
  },
}));

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

function Listing({ filter }: { filter: BusinessFilter }) {
  // what a category's page lists (features/category-businesses)
  const { page, held } = useDirectoryResults(filter);
  if (!page) return null;
  return <BusinessResultsView result={page} held={held} empty={() => null} onMore={() => undefined} />;
}

beforeEach(async () => {
  await clearDeviceStore();
  setOnline(false);
  rendered.length = 0;
  await db.categories.bulkPut([category(1, 'Bakeries'), category(2, 'Plumbing')]);
  await db.businesses.bulkPut(
    Array.from({ length: 5 }, (_, i) => storedBusiness({ id: i + 1, name: `Bakery ${i + 1}`, categoryId: 1 })),
  );
});
afterEach(() => clearSession());

/** Waits until the store's change has reached the live queries (a count read beside the list sees it). */
async function settled(count: number) {
  const held = renderHook(() => useHeldCount());
  await waitFor(() => expect(held.result.current).toBe(count));
  held.unmount();
  await new Promise((r) => setTimeout(r, 50));
}

it('re-renders no card while the store gains a page of other businesses', async () => {
  render(
    <MemoryRouter>
      <Listing filter={{ categoryId: 1, sortBy: 'relevance', limit: CATEGORY_LISTING_LIMIT }} />
    </MemoryRouter>,
  );
  await screen.findByText('Bakery 5');
  await settled(5);
  rendered.length = 0;

  await db.businesses.bulkPut(
    Array.from({ length: 50 }, (_, i) => storedBusiness({ id: 100 + i, name: `Plumber ${i}`, categoryId: 2 })),
  );
  await settled(55);
  expect(rendered).toEqual([]);

  // a business of the list that changed is drawn again, alone
  await db.businesses.update(3, { name: 'Bakery three' });
  await screen.findByText('Bakery three');
  expect(rendered).toEqual(['Bakery three']);
});
