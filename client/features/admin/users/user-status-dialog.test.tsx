import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeOf } from '../../../test-support/change';
import { userStatusText } from './admin-user';
import { UserStatusDialog } from './user-status-dialog';

const active = { firstName: 'Amina', lastName: 'Nakato', email: 'amina@example.com', isActive: true };

describe('user status text (docs/screens.md "Admin users")', () => {
  it.each([
    { isActive: false, isVerified: true, text: 'Suspended' },
    { isActive: false, isVerified: false, text: 'Suspended' },
    { isActive: true, isVerified: false, text: 'Unverified' },
    { isActive: true, isVerified: true, text: 'Active' },
  ])('active $isActive, verified $isVerified → $text', ({ text, ...user }) => {
    expect(userStatusText(user)).toBe(text);
  });
});

describe('<UserStatusDialog> (docs/screens.md "Admin users": reason required)', () => {
  it.each([
    { user: active, title: 'Suspend User', button: 'Suspend' },
    { user: { ...active, isActive: false }, title: 'Reactivate User', button: 'Reactivate' },
  ])('$button needs a reason', async ({ user: person, title, button }) => {
    const user = userEvent.setup({ delay: null });
    const confirming = changeOf<string>();
    render(<UserStatusDialog user={person} confirming={confirming} onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: title })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: button }));
    expect(screen.getByText('Please provide a reason')).toBeTruthy();
    await user.type(screen.getByLabelText(/Reason/), '   ');
    await user.click(screen.getByRole('button', { name: button }));
    expect(confirming.mutate).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/Reason/), 'Repeated spam reviews');
    await user.click(screen.getByRole('button', { name: button }));
    expect(confirming.mutate).toHaveBeenCalledWith('Repeated spam reviews');
  });
});

describe('<UserStatusDialog> for a vendor (docs/product.md "Roles and ownership")', () => {
  it.each([
    { isActive: true, text: 'Their business leaves the public directory until they are reactivated.' },
    { isActive: false, text: 'Their business returns to the public directory, unless an admin deactivated it.' },
  ])('says what happens to the business (active $isActive)', ({ isActive, text }) => {
    render(
      <UserStatusDialog user={{ ...active, isActive, role: 'VENDOR' }} confirming={changeOf()} onClose={() => {}} />,
    );
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('says nothing of a business for a customer', () => {
    render(<UserStatusDialog user={{ ...active, role: 'USER' }} confirming={changeOf()} onClose={() => {}} />);
    expect(screen.queryByText(/Their business/)).toBeNull();
  });
});
