/**
 * Categories: Deactivate is saved on the server (PUT /api/categories/{id} `{ isActive: false }`)
 * and the list is read from the admin's uncached GET /api/categories/admin, so a deactivated
 * category is still shown inactive after a reload. A change is sent when asked, online or not
 * (lib/server-state.ts: a mutation never waits for the connection).
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { NO_CONNECTION_MESSAGE } from '../../../lib/api-client';
import { forgetAdminDataAfterEach } from '../../../test-support/admin-data';
import { jsonResponse } from '../../../test-support/json-response';
import { clearAdminData } from '../data/query-store';
import { AllCategories } from './all-categories';

forgetAdminDataAfterEach();

it('Deactivate is sent to the server and read back from it after a reload', async () => {
  let isActive = true;
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ url, method, body: init.body ? JSON.parse(String(init.body)) : null });
      const category = {
        id: 4,
        name: 'Bakeries',
        description: 'Bread',
        image: null,
        emoji: '🍞',
        tags: '',
        isActive,
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
        _count: { businesses: 2 },
      };
      if (method === 'PUT') {
        isActive = (JSON.parse(String(init.body)) as { isActive: boolean }).isActive;
        return jsonResponse({ success: true, category: { ...category, isActive } });
      }
      return jsonResponse({ success: true, categories: [category] });
    }),
  );
  const user = userEvent.setup({ delay: null });
  const first = render(<AllCategories />);
  const card = await screen.findByRole('article', { name: 'Bakeries' });
  await user.click(within(card).getByRole('button', { name: 'Deactivate Bakeries' }));
  expect(await within(card).findByText('Inactive')).toBeTruthy();
  expect(calls.find((c) => c.method === 'PUT')).toEqual({
    url: '/api/categories/4',
    method: 'PUT',
    body: { isActive: false },
  });
  first.unmount();

  act(() => clearAdminData()); // a reload: nothing but what the server says
  render(<AllCategories />);
  const again = await screen.findByRole('article', { name: 'Bakeries' });
  expect(within(again).getByText('Inactive')).toBeTruthy();
  expect(within(again).getByRole('button', { name: 'Activate Bakeries' })).toBeTruthy();
  expect(calls.filter((c) => c.method === 'GET').map((c) => c.url)).toEqual([
    '/api/categories/admin',
    '/api/categories/admin',
  ]);
});

it('a Deactivate with the connection gone is tried at once and says so, never held back to wait', async () => {
  const category = {
    id: 4,
    name: 'Bakeries',
    description: 'Bread',
    image: null,
    emoji: '🍞',
    tags: '',
    isActive: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    _count: { businesses: 2 },
  };
  const fetchMock = vi.fn(async (_url: string, init: RequestInit = {}) => {
    if (init.method === 'PUT') throw new TypeError('Failed to fetch');
    return jsonResponse({ success: true, categories: [category] });
  });
  vi.stubGlobal('fetch', fetchMock);
  const user = userEvent.setup({ delay: null });
  render(<AllCategories />);
  const card = await screen.findByRole('article', { name: 'Bakeries' });
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => void window.dispatchEvent(new Event('offline')));

  const deactivate = within(card).getByRole<HTMLButtonElement>('button', { name: 'Deactivate Bakeries' });
  await user.click(deactivate);
  expect((await screen.findByRole('alert')).textContent).toContain(NO_CONNECTION_MESSAGE);
  expect(deactivate.disabled).toBe(false);
  expect(within(card).getByText('Active')).toBeTruthy();
});
