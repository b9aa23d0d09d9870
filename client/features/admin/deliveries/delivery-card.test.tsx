import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
  cancel_reason: null,
  createdAt: '2026-03-10T12:00:00Z',
  updatedAt: '2026-03-10T12:00:00Z',
  business: { name: 'Sweet Bakes', logo: null, owner: { firstName: 'Grace', lastName: 'Auma' } },
};

describe('DeliveryCard cancelling', () => {
  it('asks why before cancelling, and sends nothing until a reason is written', async () => {
    const onStatus = vi.fn();
    render(<DeliveryCard delivery={delivery} busy={false} onStatus={onStatus} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const send = screen.getByRole('button', { name: 'Cancel delivery' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(
      screen.getByLabelText('Why is it cancelled? Its vendor is told.'),
      '  No rider covers Entebbe ',
    );
    await userEvent.click(send);
    expect(onStatus).toHaveBeenCalledWith(delivery, 'CANCELLED', 'No rider covers Entebbe');
  });

  it('Keep it closes the question and sends nothing', async () => {
    const onStatus = vi.fn();
    render(<DeliveryCard delivery={delivery} busy={false} onStatus={onStatus} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('button', { name: 'Cancel delivery' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(onStatus).not.toHaveBeenCalled();
  });

  it('moves a delivery on without asking', async () => {
    const onStatus = vi.fn();
    render(<DeliveryCard delivery={delivery} busy={false} onStatus={onStatus} />);
    const forward = screen.getAllByRole('button').find((b) => b.textContent !== 'Cancel')!;
    await userEvent.click(forward);
    expect(onStatus).toHaveBeenCalledWith(delivery, 'ENROUTE');
  });

  it('says why a cancelled delivery was cancelled, or that its vendor did', () => {
    const { unmount } = render(
      <DeliveryCard
        delivery={{ ...delivery, status: 'CANCELLED', cancel_reason: 'Wrong address' }}
        busy={false}
        onStatus={vi.fn()}
      />,
    );
    expect(screen.getByText('Wrong address')).toBeTruthy();
    unmount();
    render(
      <DeliveryCard
        delivery={{ ...delivery, status: 'CANCELLED', cancel_reason: null }}
        busy={false}
        onStatus={vi.fn()}
      />,
    );
    expect(screen.getByText('By its vendor')).toBeTruthy();
  });
});
