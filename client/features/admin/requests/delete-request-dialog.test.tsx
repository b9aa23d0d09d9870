import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeOf } from '../../../test-support/change';
import { requestStatus, type AdminRequest } from './admin-request';
import { DeleteRequestDialog } from './delete-request-dialog';

describe('requests (docs/screens.md "Admin requests")', () => {
  const now = Date.parse('2025-03-10T12:00:00Z');
  it.each<{ status: AdminRequest['status']; expiresAt: string; shown: string }>([
    { status: 'active', expiresAt: '2025-03-11T12:00:00Z', shown: 'active' },
    { status: 'active', expiresAt: '2025-03-10T11:59:00Z', shown: 'expired' },
    { status: 'completed', expiresAt: '2025-03-01T00:00:00Z', shown: 'expired' },
    { status: 'closed', expiresAt: '2025-03-12T00:00:00Z', shown: 'closed' },
  ])('$status until $expiresAt shows $shown', ({ shown, ...request }) => {
    expect(requestStatus(request, now)).toBe(shown);
  });

  it('deleting a request needs a reason', async () => {
    const user = userEvent.setup({ delay: null });
    const confirming = changeOf<string>();
    render(
      <DeleteRequestDialog
        request={{ query: 'Wedding cake for 200 guests' }}
        confirming={confirming}
        onClose={() => {}}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete Request' }));
    expect(screen.getByText('Please provide a reason')).toBeTruthy();
    expect(confirming.mutate).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/Reason/), 'Duplicate request');
    await user.click(screen.getByRole('button', { name: 'Delete Request' }));
    expect(confirming.mutate).toHaveBeenCalledWith('Duplicate request');
  });
});
