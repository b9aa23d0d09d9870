/**
 * A category's list behind the server's copy of the page (client/app/first-view.ts, decision 010):
 * the app draws its cards a few per task and takes the copy over only once all are drawn, and it
 * does not read the device's store for a list it does not show (bench/README.md row 13).
 */
import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { CATEGORY_LISTING_LIMIT } from '../../sync/constants';
import { clearSession } from '../lib/session';
import { clearDeviceStore, setOnline } from '../test-support/device';
import { businessView, storedBusiness } from '../test-support/test-records';
import { db, setMeta } from '../store/db';
import { BusinessResults } from './business-results';

const reads = vi.hoisted(() => ({ count: 0 }));
vi.mock('../store/directory-store', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../store/directory-store')>();
  return {
    ...actual,
    findBusinesses: (...args: Parameters<typeof actual.findBusinesses>) => {
      reads.count++;
      return actual.findBusinesses(...args);
    },
  };
});

const at = '2025-01-01T00:00:00.000Z';
const category = {
  id: 1,
  name: 'Bakeries',
  emoji: '🎂',
  description: '',
  tags: '',
  image: null,
  createdAt: at,
  updatedAt: at,
};
const filter = { categoryId: 1, sortBy: 'relevance' as const, limit: CATEGORY_LISTING_LIMIT };
const sent = Array.from({ length: CATEGORY_LISTING_LIMIT }, (_, i) =>
  businessView({ id: i + 1, name: `Bakery ${i + 1}`, categoryId: 1 }),
);

/** The server's copy of a category's page with its first 50 businesses, as server/pages/public-pages.ts sends it. */
function serverCopy() {
  const view = document.body.appendChild(document.createElement('div'));
  view.id = 'first-view';
  const data = document.body.appendChild(document.createElement('script'));
  data.id = 'first-view-data';
  data.type = 'application/json';
  data.textContent = JSON.stringify({
    kind: 'category',
    category: { ...category, _count: { businesses: sent.length } },
    listing: { filter, businesses: sent, total: sent.length },
    places: [],
  });
}

beforeEach(async () => {
  await clearDeviceStore();
  reads.count = 0;
  serverCopy();
});
afterEach(() => {
  document.getElementById('first-view')?.remove();
  document.getElementById('first-view-data')?.remove();
  clearSession();
});

const cards = (root: HTMLElement) => root.querySelectorAll('.biz-card').length;
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

it('draws the cards a few per task, and takes the page over once all are drawn', async () => {
  setOnline(true);
  const { container } = render(
    <MemoryRouter>
      <BusinessResults filter={filter} empty={() => null} onMore={() => undefined} />
    </MemoryRouter>,
  );
  const drawn = [cards(container)];
  while (drawn.at(-1)! < sent.length) {
    // the server's copy stays on screen while the list is incomplete
    expect(document.getElementById('first-view')).not.toBeNull();
    await nextTask();
    drawn.push(cards(container));
  }
  expect(drawn[0]).toBeLessThanOrEqual(4);
  // a few more in each task, never all at once
  expect(Math.max(...drawn.slice(1).map((n, i) => n - drawn[i]!))).toBeLessThanOrEqual(4);
  await waitFor(() => expect(document.getElementById('first-view')).toBeNull(), { timeout: 10_000 });
  expect(cards(container)).toBe(sent.length);
});

it('does not read the store for the list while the server’s copy is what it shows', async () => {
  // a scoped device online keeps showing the server's list (use-directory-results.ts, 2.)
  setOnline(true);
  await setMeta('mode', 'scoped');
  const { container } = render(
    <MemoryRouter>
      <BusinessResults filter={filter} empty={() => null} onMore={() => undefined} />
    </MemoryRouter>,
  );
  await waitFor(() => expect(cards(container)).toBe(sent.length), { timeout: 10_000 });
  // the store gains businesses (the server's copy kept, a pull page): nothing of it is read
  await db.businesses.bulkPut(
    Array.from({ length: 50 }, (_, i) => storedBusiness({ id: 100 + i, name: `Other ${i}`, categoryId: 1 })),
  );
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(reads.count).toBe(0);
  expect(cards(container)).toBe(sent.length);

  // offline, the device's own list is what it shows: read then, with no loading state between
  setOnline(false);
  await waitFor(() => expect(reads.count).toBeGreaterThan(0));
  expect(container.textContent).not.toContain('Loading businesses');
  await waitFor(() => expect(container.textContent).toContain('saved businesses'));
});
