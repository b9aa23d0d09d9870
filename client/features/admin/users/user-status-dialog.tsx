import { useState } from 'react';
import { FormDialog } from '../ui/form-dialog';
import { ErrorBanner } from '../ui/error-banner';
import { TextArea } from '../ui/field';

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
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const suspending = user.isActive;
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;

  const submit = async () => {
    if (!reason.trim()) {
      setReasonError('Please provide a reason');
      return;
    }
    setReasonError(undefined);
    setBusy(true);
    setError(null);
    try {
      await onConfirm(reason.trim());
    } catch (err) {
      setError((err as Error).message);
      setBusy(false);
    }
  };

  return (
    <FormDialog
      title={suspending ? 'Suspend User' : 'Reactivate User'}
      submitLabel={suspending ? 'Suspend' : 'Reactivate'}
      danger={suspending}
      busy={busy}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <ErrorBanner message={error} />
      <p>
        {suspending
          ? `Suspend ${name} (${user.email})? They will be signed out and cannot sign in until reactivated.`
          : `Reactivate ${name} (${user.email})? They will be able to sign in again.`}
      </p>
      <TextArea
        label="Reason"
        required
        value={reason}
        onChange={(text) => {
          setReason(text);
          if (text.trim()) setReasonError(undefined);
        }}
        error={reasonError}
        rows={3}
      />
    </FormDialog>
  );
}
