import { useState, type ReactNode } from 'react';
import { ErrorBanner } from './error-banner';
import { TextArea } from './field';
import { FormDialog } from './form-dialog';

/**
 * A confirmation with a reason (docs/screens.md "Admin area": deleting a request, suspending or
 * reactivating an account need one; changing a business's status takes an optional one): the reason
 * is trimmed and passed to `onConfirm`; a failure is shown in the dialog, which stays open so
 * nothing typed is lost.
 */
export function ReasonDialog({
  title,
  submitLabel,
  danger,
  optional = false,
  placeholder,
  children,
  onConfirm,
  onClose,
}: {
  title: string;
  submitLabel: string;
  danger: boolean;
  /** The reason may be left empty (then '' is passed on). */
  optional?: boolean;
  placeholder?: string;
  /** What will happen, shown above the reason. */
  children: ReactNode;
  onConfirm: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (!optional && !reason.trim()) {
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
      title={title}
      submitLabel={submitLabel}
      danger={danger}
      busy={busy}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <ErrorBanner message={error} />
      {children}
      <TextArea
        label={optional ? 'Reason (optional)' : 'Reason'}
        required={!optional}
        placeholder={placeholder}
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
