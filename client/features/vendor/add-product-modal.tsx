import { useState, type FormEvent } from 'react';
import { Field } from '../../components/field';
import { Modal } from '../../components/modal';
import { Alert } from '../../components/status';
import { api } from '../../lib/api-client';
import { checkProduct, type ProductDraft } from './form-rules';

const EMPTY: ProductDraft = { name: '', description: '', minPrice: '', maxPrice: '' };

/** Add a product or service (spec 02 §5): POST /api/businesses/{id}/products (multipart). */
export function AddProductModal({
  businessId,
  existingCount,
  onClose,
  onAdded,
}: {
  businessId: number;
  existingCount: number;
  onClose: () => void;
  onAdded: () => Promise<void>;
}) {
  const [draft, setDraft] = useState<ProductDraft>(EMPTY);
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof ProductDraft | '_', string>>>({});
  const [sending, setSending] = useState(false);
  const set = (key: keyof ProductDraft, value: string) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkProduct(draft, existingCount, image);
    if (!check.ok) return setErrors(check.errors);
    setSending(true);
    setErrors({});
    try {
      await api(`/businesses/${businessId}/products`, {
        method: 'POST',
        form: check.value,
        fallback: 'Failed to create product',
      });
      await onAdded();
    } catch (err) {
      setErrors({ _: (err as Error).message });
    } finally {
      setSending(false);
    }
  };

  const price = (key: 'minPrice' | 'maxPrice', label: string) => (
    <Field label={label} required error={errors[key]}>
      {(a11y) => (
        <input
          {...a11y}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={draft[key]}
          onChange={(e) => set(key, e.target.value)}
        />
      )}
    </Field>
  );

  return (
    <Modal title="Add Product or Service" onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate>
        {errors._ && <Alert tone="error">{errors._}</Alert>}
        <Field label="Title" required error={errors.name}>
          {(a11y) => <input {...a11y} value={draft.name} onChange={(e) => set('name', e.target.value)} />}
        </Field>
        <Field label="Description" required error={errors.description}>
          {(a11y) => (
            <textarea
              {...a11y}
              rows={3}
              value={draft.description}
              onChange={(e) => set('description', e.target.value)}
            />
          )}
        </Field>
        {price('minPrice', 'Min price (USh)')}
        {price('maxPrice', 'Max price (USh)')}
        <Field label="Image" hint="Optional. An image file, up to 5MB">
          {(a11y) => (
            <input {...a11y} type="file" accept="image/*" onChange={(e) => setImage(e.target.files?.[0] ?? null)} />
          )}
        </Field>
        <div className="btn-row">
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {sending ? 'Adding…' : 'Add'}
          </button>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}
