import { useState, type FormEvent } from 'react';
import type { BusinessRecord } from '../../../sync/schemas/pull';
import { Modal } from '../../components/modal';
import { Alert } from '../../components/status';
import { OutboxError, enqueue } from '../../store/outbox';
import { BusinessFields } from './business-fields';
import { checkBusinessEdit, businessDraftOf } from './edit-rules';
import { businessReady, type BusinessDraft } from './form-rules';

type Errors = Partial<Record<keyof BusinessDraft | '_', string>>;

/**
 * Edit Business: the profile form filled with the current values. Only the changed fields are
 * queued as one `business.update` (the outbox sends it now, or when the phone is back online),
 * a new logo kept as a file on the device until then.
 */
export function EditBusinessModal({
  business,
  onClose,
  onQueued,
}: {
  business: BusinessRecord;
  onClose: () => void;
  onQueued: () => void;
}) {
  const [draft, setDraft] = useState<BusinessDraft>(() => businessDraftOf(business));
  const [logo, setLogo] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkBusinessEdit(draft, business);
    if (!check.ok) return setErrors(check.errors);
    if (!check.value && !logo) return onClose();
    setSending(true);
    setErrors({});
    try {
      await enqueue('business.update', check.value ?? { businessId: business.id }, {
        blobs: logo ? { logo } : {},
      });
      onQueued();
    } catch (err) {
      if (!(err instanceof OutboxError)) throw err;
      setErrors({ _: err.message, ...(err.errors as Errors) });
      setSending(false);
    }
  };

  return (
    <Modal title="Edit Business" onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate>
        {errors._ && <Alert tone="error">{errors._}</Alert>}
        <BusinessFields
          draft={draft}
          setDraft={setDraft}
          errors={errors}
          onLogo={setLogo}
          logoHint={
            business.logo ? 'Choose an image to replace the current logo (up to 5MB)' : 'An image file, up to 5MB'
          }
        />
        <div className="btn-row">
          <button type="submit" className="btn btn-primary" disabled={!businessReady(draft) || sending}>
            {sending ? 'Saving…' : 'Save Changes'}
          </button>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}
