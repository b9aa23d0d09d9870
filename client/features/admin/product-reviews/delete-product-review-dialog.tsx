import { useState } from 'react';
import { fullName } from '../display';
import { ErrorBanner } from '../ui/error-banner';
import { TextArea } from '../ui/field';
import { FormDialog } from '../ui/form-dialog';
import type { AdminProductReview } from './admin-product-review';

/** Confirmation with the review's name and author; the reason for deletion is optional. */
export function DeleteProductReviewDialog({
  review,
  onConfirm,
  onClose,
}: {
  review: AdminProductReview;
  onConfirm: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm(reason);
    } catch (err) {
      setError((err as Error).message);
      setBusy(false);
    }
  };

  return (
    <FormDialog
      title="Delete Review"
      submitLabel="Delete Review"
      danger
      busy={busy}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <ErrorBanner message={error} />
      <p>Are you sure you want to delete this product review? This cannot be undone.</p>
      <dl className="adm-facts">
        <dt>Product</dt>
        <dd>{review.name}</dd>
        <dt>Author</dt>
        <dd>{fullName(review.user) || 'Anonymous'}</dd>
      </dl>
      <TextArea label="Reason for deletion" value={reason} onChange={setReason} rows={3} placeholder="Optional" />
    </FormDialog>
  );
}
