import { useState, type FormEvent } from 'react';
import { Modal } from '../../components/modal';
import { Alert } from '../../components/status';
import { api } from '../../lib/api-client';
import { usePreparedImage } from '../../lib/image-picker';
import { businessReady, checkBusiness, type BusinessDraft } from './form-rules';
import { BusinessFields } from './business-fields';

const EMPTY: BusinessDraft = {
  name: '',
  categoryId: '',
  subCategory: '',
  tagline: '',
  description: '',
  district: '',
  city: '',
  email: '',
  whatsapp: '',
  tiktokUsername: '',
  website: '',
};

/** Create Business Profile (docs/screens.md "My Business"): POST /api/businesses (multipart). */
export function CreateBusinessModal({ onClose, onCreated }: { onClose: () => void; onCreated: () => Promise<void> }) {
  const [draft, setDraft] = useState<BusinessDraft>(EMPTY);
  const logo = usePreparedImage();
  const [errors, setErrors] = useState<Partial<Record<keyof BusinessDraft | '_', string>>>({});
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (logo.preparing) return;
    const check = checkBusiness(draft, logo.file);
    if (!check.ok) return setErrors(check.errors);
    setSending(true);
    setErrors({});
    try {
      await api('/businesses', { method: 'POST', form: check.value, fallback: 'Failed to create business' });
      setDraft(EMPTY);
      logo.reset();
      await onCreated();
    } catch (err) {
      setErrors({ _: (err as Error).message });
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal title="Create Business Profile" onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate>
        {errors._ && <Alert tone="error">{errors._}</Alert>}
        <BusinessFields draft={draft} setDraft={setDraft} errors={errors} logo={logo} />
        <div className="btn-row">
          <button
            type="submit"
            className="btn btn-primary"
            disabled={!businessReady(draft) || sending || logo.preparing}
          >
            {sending ? 'Creating…' : 'Create Business'}
          </button>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}
