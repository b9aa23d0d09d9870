import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { changeOf } from '../../../test-support/change';
import { BusinessStatusDialog } from './business-status-dialog';

describe('<BusinessStatusDialog> (docs/screens.md "Admin businesses": reason optional)', () => {
  it.each([
    { isActive: true, title: 'Deactivate Business', button: 'Deactivate', reason: '', sent: '' },
    {
      isActive: true,
      title: 'Deactivate Business',
      button: 'Deactivate',
      reason: ' Closed for good ',
      sent: 'Closed for good',
    },
    { isActive: false, title: 'Activate Business', button: 'Activate', reason: '', sent: '' },
  ])('$button with reason "$reason"', async ({ isActive, title, button, reason, sent }) => {
    const user = userEvent.setup({ delay: null });
    const confirming = changeOf<string>();
    render(
      <BusinessStatusDialog
        business={{ name: 'Kampala Fresh Bakery', isActive }}
        confirming={confirming}
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole('dialog', { name: title })).toBeTruthy();
    if (reason) await user.type(screen.getByLabelText(/Reason \(optional\)/), reason);
    await user.click(screen.getByRole('button', { name: button }));
    expect(confirming.mutate).toHaveBeenCalledWith(sent);
  });

  it("keeps the dialog open with the API's message when the change fails", async () => {
    const user = userEvent.setup({ delay: null });
    const onClose = vi.fn();
    render(
      <BusinessStatusDialog
        business={{ name: 'Kampala Fresh Bakery', isActive: true }}
        confirming={changeOf({ error: new Error('Failed to update business status') })}
        onClose={onClose}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to update business status');
    expect(onClose).not.toHaveBeenCalled();
  });
});
