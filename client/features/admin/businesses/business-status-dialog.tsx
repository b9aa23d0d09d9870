import { useState } from 'react';
import { FormDialog } from '../ui/form-dialog';
import { ErrorBanner } from '../ui/error-banner';
import { TextArea } from '../ui/field';

/** Activate or deactivate a business; the reason is optional (spec 02 §5). */
export function BusinessStatusDialog({
  business,
  onConfirm,
  onClose,
}: {
  business: { name: string; isActive: boolean };
  onConfirm: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const activating = !business.isActive;

  const submit = async () => {
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
      title={activating ? 'Activate Business' : 'Deactivate Business'}
      submitLabel={activating ? 'Activate' : 'Deactivate'}
      danger={!activating}
      busy={busy}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <ErrorBanner message={error} />
      <p>
        {activating
          ? `Activate ${business.name}? It will appear in the public directory again.`
          : `Deactivate ${business.name}? It will no longer appear in the public directory.`}
      </p>
      <TextArea
        label="Reason (optional)"
        value={reason}
        onChange={setReason}
        rows={3}
        placeholder="Why is the status changing?"
      />
    </FormDialog>
  );
}
