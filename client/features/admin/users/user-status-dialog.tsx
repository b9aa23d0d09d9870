import type { Change } from '../../../lib/changes';
import { ReasonDialog } from '../ui/reason-dialog';

/**
 * Suspend or reactivate an account; the reason is required either way
 * (docs/screens.md "Admin users"). A vendor's business leaves the public directory while it is
 * suspended (docs/product.md "Roles and ownership").
 */
export function UserStatusDialog({
  user,
  confirming,
  onClose,
}: {
  user: { firstName: string; lastName: string; email: string; isActive: boolean; role?: string };
  confirming: Change<string>;
  onClose: () => void;
}) {
  const suspending = user.isActive;
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const vendor = user.role?.toUpperCase() === 'VENDOR';
  return (
    <ReasonDialog
      title={suspending ? 'Suspend User' : 'Reactivate User'}
      submitLabel={suspending ? 'Suspend' : 'Reactivate'}
      danger={suspending}
      confirming={confirming}
      onClose={onClose}
    >
      <p>
        {suspending
          ? `Suspend ${name} (${user.email})? They will be signed out and cannot sign in until reactivated.`
          : `Reactivate ${name} (${user.email})? They will be able to sign in again.`}
      </p>
      {vendor && (
        <p>
          {suspending
            ? 'Their business leaves the public directory until they are reactivated.'
            : 'Their business returns to the public directory, unless an admin deactivated it.'}
        </p>
      )}
    </ReasonDialog>
  );
}
