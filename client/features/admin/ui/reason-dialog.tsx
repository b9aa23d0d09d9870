import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { ErrorState } from '../../../components/status';
import { TextArea } from '../../../components/field';
import type { Change } from '../../../lib/changes';
import { FormDialog } from './form-dialog';

/**
 * A confirmation with a reason (docs/screens.md "Admin area": deleting a request, suspending or
 * reactivating an account need one; changing a business's status takes an optional one): the reason
 * is trimmed and sent by `confirming`, the screen's change (data/use-confirm.ts); a refusal is shown
 * in the dialog, which stays open so nothing typed is lost.
 */
export function ReasonDialog({
  title,
  submitLabel,
  danger,
  optional = false,
  reasonLabel,
  placeholder,
  children,
  confirming,
  onClose,
}: {
  title: string;
  submitLabel: string;
  danger: boolean;
  /** The reason may be left empty (then '' is passed on). */
  optional?: boolean;
  reasonLabel?: string;
  placeholder?: string;
  /** What will happen, shown above the reason. */
  children: ReactNode;
  confirming: Change<string>;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();

  const submit = () => {
    if (!optional && !reason.trim()) {
      setReasonError(t`Please provide a reason`);
      return;
    }
    setReasonError(undefined);
    confirming.mutate(reason.trim());
  };

  return (
    <FormDialog
      title={title}
      submitLabel={submitLabel}
      danger={danger}
      busy={confirming.isPending}
      onClose={onClose}
      onSubmit={submit}
    >
      <ErrorState banner message={confirming.error?.message ?? null} />
      {children}
      <TextArea
        label={reasonLabel ?? (optional ? t`Reason (optional)` : t`Reason`)}
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
