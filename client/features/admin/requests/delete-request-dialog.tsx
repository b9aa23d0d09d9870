import { useState } from 'react';
import { ErrorBanner } from '../ui/error-banner';
import { TextArea } from '../ui/field';
import { FormDialog } from '../ui/form-dialog';

/** Deleting a request needs a reason (spec 02 §5). */
export function DeleteRequestDialog({
  request,
  onConfirm,
  onClose,
}: {
  request: { query: string };
  onConfirm: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

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
      title="Delete Request"
      submitLabel="Delete Request"
      danger
      busy={busy}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <ErrorBanner message={error} />
      <p>Delete the request “{request.query}”? Its leads and quotes are deleted with it. This cannot be undone.</p>
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
