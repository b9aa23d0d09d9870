/**
 * A vendor's delivery card (deliveries-screen.tsx, docs/product.md "Deliveries"): it cancels its own
 * pending delivery, and reads why one was cancelled.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryRecord } from '../../../sync/schemas/pull';
import { clearSession } from '../../lib/session';
import { clearDeviceStore } from '../../test-support/device';
import { jsonResponse, stubFetch } from '../../test-support/json-response';
import { storedBusiness } from '../../test-support/test-records';
import { signInAs, testVendor } from '../../test-support/test-user';
import { db } from '../../store/db';
import { keepDeliveryAnswer } from '../../store/seen-first';
import { renderInRouter } from '../../test-support/render-at';
import DeliveriesScreen, { DeliveryCard } from './deliveries-screen';
import type { VendorDelivery } from './use-deliveries';

const cake: VendorDelivery = {
  id: 41,
  businessId: 3,
  receiver_name: 'Amina',
  receiver_number: '+256700111222',
  fare: 5000,
  item_name: 'Cake',
  item_description: null,
  delivery_address: 'Kampala Road',
  weight: null,
  status: 'PENDING',
  cancel_reason: null,
  createdAt: '2026-03-10T12:00:00Z',
  updatedAt: '2026-03-10T12:00:00Z',
};

afterEach(() => vi.restoreAllMocks());

describe('a vendor cancels its own delivery', () => {
  it('asks first, naming the item, then cancels', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const onCancel = vi.fn();
    render(<DeliveryCard delivery={cake} busy={false} refusal={null} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel delivery' }));
    expect(confirm).toHaveBeenCalledWith('Cancel the delivery of Cake? No rider will be sent.');
    expect(onCancel).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel delivery' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['on its way', { status: 'ENROUTE' as const }],
    ['not sent yet', { id: -7, pending: true as const, syncState: 'waiting' as const }],
    ['already cancelled', { status: 'CANCELLED' as const }],
  ])('offers no cancel for a delivery %s', (_label, fields) => {
    render(<DeliveryCard delivery={{ ...cake, ...fields }} busy={false} refusal={null} onCancel={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Cancel delivery' })).toBeNull();
  });

  it("shows the server's refusal on the card", () => {
    render(
      <DeliveryCard
        delivery={cake}
        busy={false}
        refusal="Only a pending delivery can be cancelled"
        onCancel={vi.fn()}
      />,
    );
    expect(screen.getByText('Only a pending delivery can be cancelled')).toBeTruthy();
  });
});

describe('why a delivery was cancelled', () => {
  it("shows the admin's reason, or that the vendor cancelled it", () => {
    const { unmount } = render(
      <DeliveryCard
        delivery={{ ...cake, status: 'CANCELLED', cancel_reason: 'No rider covers Entebbe' }}
        busy={false}
        refusal={null}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.getByText('Cancelled by Soko: No rider covers Entebbe')).toBeTruthy();
    unmount();
    render(<DeliveryCard delivery={{ ...cake, status: 'CANCELLED' }} busy={false} refusal={null} onCancel={vi.fn()} />);
    expect(screen.getByText('You cancelled this delivery.')).toBeTruthy();
  });
});

describe("the server's answer to a cancel is kept at once", () => {
  beforeEach(clearDeviceStore);

  it('replaces the kept delivery, leaving the others', async () => {
    const business = { name: 'Sweet Bakes', logo: null, owner: { firstName: 'Grace', lastName: 'Auma' } };
    const kept: DeliveryRecord[] = [
      { ...cake, business },
      { ...cake, id: 42, item_name: 'Bread', business },
    ];
    await db.mine.put({ section: 'deliveries', value: kept });
    await keepDeliveryAnswer({ ...kept[0]!, status: 'CANCELLED', updatedAt: '2026-03-10T13:00:00Z' });
    const now = (await db.mine.get('deliveries'))!.value as DeliveryRecord[];
    expect(now.map((d) => [d.id, d.status])).toEqual([
      [41, 'CANCELLED'],
      [42, 'PENDING'],
    ]);
  });
});

describe('a cancel on the screen, before the own data is on the device', () => {
  beforeEach(clearDeviceStore);
  afterEach(clearSession);

  it("asks for the deliveries again, so the API's copy shows the delivery cancelled", async () => {
    signInAs(testVendor);
    let status: VendorDelivery['status'] = 'PENDING';
    const fetchMock = stubFetch(
      vi.fn(async (url: string, init: RequestInit = {}) => {
        if (url === '/api/businesses/my-business')
          return jsonResponse({ success: true, business: storedBusiness({ id: 3 }) });
        if (url === '/api/deliveries/41/status' && init.method === 'PUT') {
          status = 'CANCELLED';
          return jsonResponse({ success: true, delivery: { ...cake, status } });
        }
        if (url === '/api/deliveries/business/3')
          return jsonResponse({ success: true, deliveries: [{ ...cake, status }] });
        return jsonResponse({ success: false, message: `No route ${url}` }, 404);
      }),
    );
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderInRouter(<DeliveriesScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel delivery' }));
    expect(await screen.findByText('You cancelled this delivery.')).toBeTruthy();
    const asked = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/deliveries/'));
    expect(asked).toEqual(['/api/deliveries/business/3', '/api/deliveries/41/status', '/api/deliveries/business/3']);
  });
});
