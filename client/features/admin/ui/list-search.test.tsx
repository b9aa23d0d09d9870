/**
 * The admin lists of messages, deliveries and reports search on the server: typing
 * sends `q` once typing pauses, and the screen says how many match.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { expect, it, vi } from 'vitest';
import { forgetAdminDataAfterEach } from '../../../test-support/admin-data';
import { pagination } from '../../../../sync/answers/envelope';
import { jsonResponse } from '../../../test-support/json-response';
import { AllDeliveries } from '../deliveries/all-deliveries';
import { AllMessages } from '../messages/all-messages';
import { ReportedUsers } from '../reports/reported-users';

forgetAdminDataAfterEach();

const delivery = (id: number, item: string) => ({
  id,
  businessId: 1,
  receiver_name: 'Rita',
  receiver_number: '+256700111222',
  fare: 5000,
  item_name: item,
  item_description: null,
  delivery_address: 'Ntinda',
  weight: null,
  status: 'PENDING',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  business: { name: 'Kampala Fresh Bakery', logo: null, owner: { firstName: 'Grace', lastName: 'Auma' } },
});

function serve(answer: (url: string) => unknown) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      return jsonResponse(answer(url));
    }),
  );
  return urls;
}

const renderScreen = (screenElement: React.ReactElement) => render(<MemoryRouter>{screenElement}</MemoryRouter>);

it('deliveries: the search goes to the server with the status filter, and the count follows', async () => {
  const urls = serve((url) => ({
    success: true,
    ...(url.includes('q=cake')
      ? { deliveries: [delivery(1, 'Wedding cake')] }
      : { deliveries: [delivery(1, 'Wedding cake'), delivery(2, 'Bread')] }),
  }));
  const user = userEvent.setup({ delay: null });
  renderScreen(<AllDeliveries />);
  expect(await screen.findByText('2 results')).toBeTruthy();
  await user.type(screen.getByRole('searchbox', { name: 'Search deliveries' }), 'cake');
  expect(await screen.findByText('1 result')).toBeTruthy();
  await waitFor(() => expect(urls.at(-1)).toBe('/api/deliveries/admin/all?q=cake'));
});

it('messages: the search goes to the server, back on page 1, and says how many were found', async () => {
  const urls = serve((url) => ({
    success: true,
    data: url.includes('q=gulu')
      ? [
          {
            id: 3,
            fullName: 'Amina',
            email: 'a@example.com',
            subject: 'Gulu',
            content: 'Hi',
            isRead: true,
            createdAt: '2026-11-01T00:00:00.000Z',
          },
        ]
      : [],
    pagination: pagination({ page: 1, limit: 20 }, url.includes('q=gulu') ? 1 : 0),
  }));
  const user = userEvent.setup({ delay: null });
  renderScreen(<AllMessages />);
  await screen.findByText('No messages yet');
  await user.type(screen.getByRole('searchbox', { name: 'Search messages' }), 'gulu');
  expect(await screen.findByText('1 result')).toBeTruthy();
  await waitFor(() =>
    expect(urls.some((u) => u.startsWith('/api/messages?page=1&limit=') && u.endsWith('&q=gulu'))).toBe(true),
  );
});

it('reports: the search goes to the server with the status filter', async () => {
  const urls = serve(() => ({ success: true, reports: [] }));
  const user = userEvent.setup({ delay: null });
  renderScreen(<ReportedUsers />);
  expect(await screen.findByText('0 results')).toBeTruthy();
  await user.type(screen.getByRole('searchbox', { name: 'Search reports' }), 'kato');
  await waitFor(() => expect(urls.at(-1)).toBe('/api/reports?status=all&q=kato'));
});
