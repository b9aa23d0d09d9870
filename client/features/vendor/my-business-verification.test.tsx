import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../store/db';
import { storedBusiness } from '../../test-support/test-records';
import { clearDeviceStore, setOnline } from '../../test-support/device';
import { jsonResponse } from '../../test-support/json-response';
import { renderInRouter } from '../../test-support/render-at';
import { signInAs, testVendor } from '../../test-support/test-user';
import MyBusinessScreen from './my-business-screen';

const at = '2025-01-01T00:00:00.000Z';
let mine: unknown;
const posts: unknown[] = [];

beforeEach(async () => {
  await clearDeviceStore();
  setOnline(true);
  mine = { success: true, request: null, badge: { isVerified: false, verifiedAt: null, verifiedChecks: [] } };
  posts.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = new URL(url, 'http://x').pathname;
      if (path === '/api/verification/mine') return jsonResponse(mine);
      if (path === '/api/verification' && init.method === 'POST') {
        const body = JSON.parse(String(init.body));
        posts.push(body);
        if (body.registrationNumber === 'dup')
          return jsonResponse(
            { success: false, message: 'Your verification request is already waiting for an admin' },
            409,
          );
        const request = {
          id: 1,
          businessId: 5,
          phone: body.phone,
          registrationNumber: body.registrationNumber ?? null,
          status: 'PENDING',
          checked: [],
          reason: null,
          createdAt: at,
          decidedAt: null,
        };
        mine = { ...(mine as object), request };
        return jsonResponse(
          { success: true, message: 'Thank you. An admin will check your details soon.', request },
          201,
        );
      }
      return new Response(null, { status: 204 });
    }),
  );
  signInAs(testVendor);
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
  await db.meta.put({ key: 'mineUserId', value: testVendor.id });
  await db.mine.put({
    section: 'business',
    value: storedBusiness({ id: 5, name: 'Mama Bakery', whatsapp: '+256700000001' }),
  });
});

const card = async () => {
  renderInRouter(<MyBusinessScreen />);
  return (await screen.findByRole('heading', { name: 'Get verified' })).closest('section')!;
};

describe('the Get verified card', () => {
  it('asks online, phone prefilled; then shows waiting', async () => {
    const user = userEvent.setup({ delay: null });
    const c = await card();
    await within(c).findByText(/Not verified yet/);
    expect(within(c).getByLabelText(/Phone number/)).toHaveProperty('value', '0700 000 001');
    await user.type(within(c).getByLabelText(/Registration number/), '8002');
    await user.click(within(c).getByRole('button', { name: 'Ask for verification' }));
    expect(
      await within(c).findByText(/An admin will check the phone number 0700 000 001 and the registration number 8002/),
    ).toBeTruthy();
    expect(posts).toEqual([{ businessId: 5, phone: '+256700000001', registrationNumber: '8002' }]);
    expect(within(c).queryByRole('button', { name: 'Ask for verification' })).toBeNull();
    expect(within(c).getByRole('status').textContent).toBe('Thank you. An admin will check your details soon.');
  });
  it('shows the refusal reason and the server error next to the button', async () => {
    mine = {
      success: true,
      request: {
        id: 1,
        businessId: 5,
        phone: '+256700000001',
        registrationNumber: null,
        status: 'REFUSED',
        checked: [],
        reason: 'No answer',
        createdAt: at,
        decidedAt: at,
      },
      badge: { isVerified: false, verifiedAt: null, verifiedChecks: [] },
    };
    const user = userEvent.setup({ delay: null });
    const c = await card();
    expect(await within(c).findByText('No answer')).toBeTruthy();
    await user.type(within(c).getByLabelText(/Registration number/), 'dup');
    await user.click(within(c).getByRole('button', { name: 'Ask for verification' }));
    expect((await within(c).findByRole('alert')).textContent).toContain('already waiting');
  });
  it('verified: says what and when, offers to add the registration number', async () => {
    mine = {
      success: true,
      request: null,
      badge: { isVerified: true, verifiedAt: '2026-11-12T09:00:00.000Z', verifiedChecks: ['phone'] },
    };
    const c = await card();
    expect(await within(c).findByText(/Phone number confirmed on 12 Nov 2026/)).toBeTruthy();
    expect(within(c).getByRole('button', { name: 'Add registration number' })).toBeTruthy();
  });
  it('offline: says it needs a connection', async () => {
    setOnline(false);
    const user = userEvent.setup({ delay: null });
    const c = await card();
    await user.click(within(c).getByRole('button', { name: 'Ask for verification' }));
    expect((await within(c).findByRole('alert')).textContent).toContain('needs a connection');
  });
  it("after Remove badge: says so, with the admin's reason and the date, and offers to ask again", async () => {
    mine = {
      success: true,
      request: {
        id: 1,
        businessId: 5,
        phone: '+256700000001',
        registrationNumber: null,
        status: 'APPROVED',
        checked: ['phone'],
        reason: null,
        createdAt: at,
        decidedAt: at,
      },
      badge: { isVerified: false, verifiedAt: null, verifiedChecks: [] },
      removed: { reason: 'The phone number no longer answers', at: '2026-11-20T09:00:00.000Z' },
    };
    const c = await card();
    expect(await within(c).findByText('The phone number no longer answers')).toBeTruthy();
    expect(within(c).getByText(/An admin removed your Verified badge on 20 Nov 2026/)).toBeTruthy();
    expect(within(c).getByRole('button', { name: 'Ask for verification' })).toBeTruthy();
  });
  it('shown again after the decision: asks the server at once instead of showing "Waiting" from a minute ago', async () => {
    const request = {
      id: 1,
      businessId: 5,
      phone: '+256700000001',
      registrationNumber: null,
      checked: [],
      reason: null,
      createdAt: at,
    };
    mine = {
      success: true,
      request: { ...request, status: 'PENDING', decidedAt: null },
      badge: { isVerified: false, verifiedAt: null, verifiedChecks: [] },
      removed: null,
    };
    const first = renderInRouter(<MyBusinessScreen />);
    expect(await screen.findByText('Waiting')).toBeTruthy();
    first.unmount();
    // the admin approves; the vendor opens My Business again seconds later
    mine = {
      success: true,
      request: { ...request, status: 'APPROVED', checked: ['phone'], decidedAt: at },
      badge: { isVerified: true, verifiedAt: '2026-11-12T09:00:00.000Z', verifiedChecks: ['phone'] },
      removed: null,
    };
    const c = await card();
    expect(await within(c).findByText(/Phone number confirmed on 12 Nov 2026/)).toBeTruthy();
    expect(within(c).queryByText('Waiting')).toBeNull();
  });
});
