/**
 * The admin's Verification screen (docs/product.md "Verification"): a waiting request shows the
 * business, phone and registration number; Approve needs the phone number ticked and sends what
 * was ticked; Refuse needs a reason; a server refusal shows next to the buttons.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminVerificationRequest } from '../../../../sync/schemas/verification';
import { forgetAdminDataAfterEach } from '../../../test-support/admin-data';
import { jsonResponse } from '../../../test-support/json-response';
import { renderInRouter } from '../../../test-support/render-at';
import { VerificationRequests } from './verification-requests';

const pending: AdminVerificationRequest = {
  id: 4,
  businessId: 5,
  phone: '+256700111222',
  registrationNumber: '80020001234567',
  status: 'PENDING',
  checked: [],
  reason: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  decidedAt: null,
  business: {
    id: 5,
    name: 'Mama Bakery',
    logo: null,
    whatsapp: '+256700111222',
    isActive: true,
    isVerified: false,
    verifiedAt: null,
    verifiedChecks: [],
  },
  owner: { id: 3, firstName: 'Grace', lastName: 'Akello', email: 'grace@example.com', phoneNumber: null },
  phoneVerifiedFor: [],
};

type Call = { url: string; method: string; body: unknown };
/** The API: the list holds the one pending request; an admin's decision (a PUT) gets `decision`. */
function server(decision: () => Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = { url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : null };
      calls.push(call);
      return call.method === 'PUT' ? decision() : jsonResponse({ success: true, requests: [pending] });
    }),
  );
  return calls;
}

const renderScreen = () => renderInRouter(<VerificationRequests />);

forgetAdminDataAfterEach();

describe('the Verification screen', () => {
  it('approves with what was ticked, once the phone number is', async () => {
    const calls = server(() =>
      jsonResponse({
        success: true,
        message: 'The business is now verified',
        request: { ...pending, status: 'APPROVED', checked: ['phone', 'registration'] },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderScreen();
    const card = await screen.findByRole('article', { name: 'Verification of Mama Bakery' });
    // the phone in E.164 is shown in the local form; no other business was verified on it
    expect(card.textContent).toContain('0700 111 222');
    expect(card.textContent).not.toContain('already verified');
    expect(card.textContent).toContain('80020001234567');
    expect(card.textContent).toContain('Grace Akello');

    await user.click(within(card).getByLabelText('Registration number checked'));
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(within(card).getByRole('alert').textContent).toBe('Confirm the phone number before approving');
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await user.click(within(card).getByLabelText('Phone number confirmed'));
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Mama Bakery is now verified.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      { url: '/api/verification/4/approve', method: 'PUT', body: { checked: ['phone', 'registration'] } },
    ]);
    expect(screen.queryByRole('article', { name: 'Verification of Mama Bakery' })).toBeNull();
  });

  it('flags a phone already verified for another business', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({
          success: true,
          requests: [{ ...pending, phoneVerifiedFor: [{ id: 9, name: 'Kato Bakery' }] }],
        }),
      ),
    );
    renderScreen();
    const card = await screen.findByRole('article', { name: 'Verification of Mama Bakery' });
    expect(within(card).getByRole('note').textContent).toBe(
      'This phone was verified for another business: Kato Bakery',
    );
  });

  it('shows the server refusal next to the buttons', async () => {
    server(() => jsonResponse({ success: false, message: 'This request was already decided. Please refresh.' }, 409));
    const user = userEvent.setup({ delay: null });
    renderScreen();
    const card = await screen.findByRole('article', { name: 'Verification of Mama Bakery' });
    await user.click(within(card).getByLabelText('Phone number confirmed'));
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    expect((await within(card).findByRole('alert')).textContent).toBe(
      'This request was already decided. Please refresh.',
    );
  });

  it('refuses only with a reason', async () => {
    const calls = server(() =>
      jsonResponse({
        success: true,
        message: 'Verification refused',
        request: { ...pending, status: 'REFUSED', reason: 'No answer' },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderScreen();
    const card = await screen.findByRole('article', { name: 'Verification of Mama Bakery' });
    await user.click(within(card).getByRole('button', { name: 'Refuse' }));
    const dialog = screen.getByRole('dialog', { name: 'Refuse verification of Mama Bakery' });
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(within(dialog).getByText('Please provide a reason')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await user.type(within(dialog).getByLabelText(/Reason/), 'The number did not answer');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(await screen.findByText('The request of Mama Bakery was refused.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      { url: '/api/verification/4/refuse', method: 'PUT', body: { reason: 'The number did not answer' } },
    ]);
  });
});
