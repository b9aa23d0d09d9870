import { ReasonDialog } from '../ui/reason-dialog';

/** Suspend or reactivate an account; the reason is required either way (spec 02 §5). */
export function UserStatusDialog({
  user,
  onConfirm,
  onClose,
}: {
  user: { firstName: string; lastName: string; email: string; isActive: boolean };
  onConfirm: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const suspending = user.isActive;
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  return (
    <ReasonDialog
      title={suspending ? 'Suspend User' : 'Reactivate User'}
      submitLabel={suspending ? 'Suspend' : 'Reactivate'}
      danger={suspending}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>
        {suspending
          ? `Suspend ${name} (${user.email})? They will be signed out and cannot sign in until reactivated.`
          : `Reactivate ${name} (${user.email})? They will be able to sign in again.`}
      </p>
    </ReasonDialog>
  );
}
