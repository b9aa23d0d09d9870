/**
 * My Business edits offline: the real outbox and store on fake IndexedDB, the phone
 * offline. An edit is queued, shown at once marked waiting, and a refusal shows the server's message.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../store/db';
import { storedBusiness, storedProduct } from '../../test-support/test-records';
import { clearDeviceStore, setOnline } from '../../test-support/device';
import { renderInRouter } from '../../test-support/render-at';
import { signInAs, testVendor } from '../../test-support/test-user';
import MyBusinessScreen from './my-business-screen';

const at = '2025-01-01T00:00:00.000Z';
const cake = storedProduct({
  id: 9,
  name: 'Birthday cake',
  description: 'Vanilla sponge',
  minPrice: 40_000,
  maxPrice: 90_000,
});

beforeEach(async () => {
  await clearDeviceStore();
  setOnline(false);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
  );
  signInAs(testVendor);
  await db.categories.put({
    id: 1,
    name: 'Bakeries',
    emoji: '🎂',
    description: '',
    tags: 'Bread, Cakes',
    image: null,
    createdAt: at,
    updatedAt: at,
  });
  await db.meta.put({ key: 'mineUserId', value: testVendor.id });
  await db.mine.put({
    section: 'business',
    value: storedBusiness({ id: 5, name: 'Mama Bakery', whatsapp: '+256700000001', products: [cake] }),
  });
});

const renderScreen = () => renderInRouter(<MyBusinessScreen />);

describe('My Business edits, offline', () => {
  it('queues a business edit with its logo, shows it at once as waiting, and a refusal with its message', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Edit Business' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Business' });
    const name = within(dialog).getByLabelText(/Business name/);
    expect(name).toHaveProperty('value', 'Mama Bakery');
    expect(within(dialog).getByLabelText('WhatsApp')).toHaveProperty('value', '0700 000 001');
    await user.clear(name);
    await user.type(name, 'Mama Bakery Ntinda');
    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog).getByText('Please enter a valid email address')).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);

    await user.clear(within(dialog).getByLabelText('Email'));
    await user.upload(
      within(dialog).getByLabelText('Logo'),
      new File([new Uint8Array([1, 2])], 'logo.png', { type: 'image/png' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('heading', { name: 'Mama Bakery Ntinda' })).toBeTruthy();
    expect(screen.getByText('Waiting to sync')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const [queued] = await db.outbox.toArray();
    expect(queued).toMatchObject({ name: 'business.update', args: { businessId: 5, name: 'Mama Bakery Ntinda' } });
    expect(queued!.files?.logo).toMatchObject({ type: 'image/png', name: 'logo.png' });

    await db.outbox.update(queued!.seq, {
      state: 'rejected',
      message: 'Only the owner of this business can change it',
    });
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('Only the owner of this business can change it'),
    );
    expect(screen.getByRole('heading', { name: 'Mama Bakery' })).toBeTruthy();
    expect(screen.queryByText('Waiting to sync')).toBeNull();
  });

  it('queues a product edit and shows the new price as waiting', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Edit Birthday cake' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Product' });
    const max = within(dialog).getByLabelText(/Max price/);
    expect(max).toHaveProperty('value', '90000');
    await user.clear(max);
    await user.type(max, '30000');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog).getByText('Minimum price cannot be more than maximum price')).toBeTruthy();

    await user.clear(max);
    await user.type(max, '120000');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Waiting to sync')).toBeTruthy();
    expect(screen.getByText(/120,000/)).toBeTruthy();
    const [queued] = await db.outbox.toArray();
    expect(queued).toMatchObject({ name: 'product.update', args: { businessId: 5, productId: 9, maxPrice: 120_000 } });
  });
});
