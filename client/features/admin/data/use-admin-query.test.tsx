import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api-client';
import { forgetAdminDataAfterEach } from '../../../test-support/admin-data';
import { jsonResponse, stubNoNetwork } from '../../../test-support/json-response';
import { QueryStatus } from '../ui/query-status';
import { adminKeys } from './admin-keys';
import { useAdminQuery } from './use-admin-query';

function Names() {
  const query = useAdminQuery(adminKeys.list('categories'), async (signal) => {
    const answer = await api('/categories/admin', { fallback: 'Failed to fetch names', signal });
    return answer.categories.map((c) => c.name);
  });
  return (
    <>
      <QueryStatus query={query} />
      <ul>{query.data?.map((n) => <li key={n}>{n}</li>)}</ul>
    </>
  );
}

/** An answer of GET /categories/admin holding categories of these names. */
const named = (...names: string[]) => jsonResponse({ success: true, categories: names.map((name) => ({ name })) });

forgetAdminDataAfterEach();
afterEach(() => vi.restoreAllMocks());

describe('admin lists', () => {
  it('keep showing what was last loaded, and say so, when the connection drops', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(named('Amina', 'Okello')).mockRejectedValue(new TypeError('Failed to fetch')));
    const first = render(<Names />);
    expect(await screen.findByText('Okello')).toBeTruthy();
    first.unmount();

    render(<Names />);
    expect(screen.getByText('Okello')).toBeTruthy();
    expect((await screen.findByText(/You are offline/)).textContent).toContain('showing what was last loaded on');
    expect(screen.getByText('Amina')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('say plainly that nothing is loaded yet when offline from the start', async () => {
    stubNoNetwork();
    render(<Names />);
    expect((await screen.findByText(/You are offline/)).textContent).toContain('this page will load when you are back online');
  });

  it('say so as soon as the browser reports the connection gone', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(named('Wasswa')));
    render(<Names />);
    expect(await screen.findByText('Wasswa')).toBeTruthy();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByText(/You are offline/).textContent).toContain('showing what was last loaded on');
  });

  it("show the server's message in the banner, with Retry", async () => {
    const user = userEvent.setup({ delay: null });
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValueOnce(jsonResponse({ success: false }, 500)).mockResolvedValueOnce(named('Nakato')),
    );
    render(<Names />);
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch names');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Nakato')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
