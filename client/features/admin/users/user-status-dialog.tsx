import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const email = user.email;
  return (
    <ReasonDialog
      title={suspending ? t`Suspend User` : t`Reactivate User`}
      submitLabel={suspending ? t`Suspend` : t`Reactivate`}
      danger={suspending}
      confirming={confirming}
      onClose={onClose}
    >
      <p>
        {suspending
          ? t`Suspend ${name} (${email})? They will be signed out and cannot sign in until reactivated.`
          : t`Reactivate ${name} (${email})? They will be able to sign in again.`}
      </p>
      {vendor && (
        <p>
          {suspending
            ? t`Their business leaves the public directory until they are reactivated.`
            : t`Their business returns to the public directory, unless an admin deactivated it.`}
        </p>
      )}
    </ReasonDialog>
  );
}
