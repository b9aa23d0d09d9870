import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminDelivery } from './admin-delivery';
import { DeliveryCard } from './delivery-card';

const delivery: AdminDelivery = {
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
  createdAt: '2026-03-10T12:00:00Z',
  updatedAt: '2026-03-10T12:00:00Z',
  business: { name: 'Sweet Bakes', logo: null, owner: { firstName: 'Grace', lastName: 'Auma' } },
};

afterEach(() => vi.restoreAllMocks());

describe('DeliveryCard cancelling', () => {
  it('asks "Cancel this delivery?" and sends nothing when the admin says no', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const onStatus = vi.fn();
    render(<DeliveryCard delivery={delivery} busy={false} onStatus={onStatus} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(confirm).toHaveBeenCalledWith('Cancel this delivery?');
    expect(onStatus).not.toHaveBeenCalled();
  });

  it('cancels once confirmed', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const onStatus = vi.fn();
    render(<DeliveryCard delivery={delivery} busy={false} onStatus={onStatus} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onStatus).toHaveBeenCalledWith(delivery, 'CANCELLED');
  });

  it('moves a delivery on without asking', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const onStatus = vi.fn();
    render(<DeliveryCard delivery={delivery} busy={false} onStatus={onStatus} />);
    const forward = screen.getAllByRole('button').find((b) => b.textContent !== 'Cancel')!;
    await userEvent.click(forward);
    expect(confirm).not.toHaveBeenCalled();
    expect(onStatus).toHaveBeenCalledWith(delivery, 'ENROUTE');
  });
});
