import { useState, type FormEvent } from 'react';
import { Field } from '../../components/field';
import { Modal } from '../../components/modal';
import { Alert } from '../../components/status';
import { api } from '../../lib/api-client';
import { businessReady, checkBusiness, type BusinessDraft } from './form-rules';
import { subcategoriesOf, useCategories } from './use-categories';

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

const OPTIONAL_TEXT: { key: keyof BusinessDraft; label: string; type?: string; placeholder?: string }[] = [
  { key: 'tagline', label: 'Tagline', placeholder: 'Fresh from the oven every morning' },
  { key: 'district', label: 'District', placeholder: 'Kampala' },
  { key: 'city', label: 'City', placeholder: 'Ntinda' },
  { key: 'email', label: 'Email', type: 'email' },
  { key: 'whatsapp', label: 'WhatsApp', type: 'tel', placeholder: '+256 772 123456' },
  { key: 'tiktokUsername', label: 'TikTok username', placeholder: '@yourbusiness' },
  { key: 'website', label: 'Website', type: 'url', placeholder: 'www.yourbusiness.ug' },
];

/** Create Business Profile (spec 02 §2, §5): POST /api/businesses (multipart). */
export function CreateBusinessModal({ onClose, onCreated }: { onClose: () => void; onCreated: () => Promise<void> }) {
  const categories = useCategories();
  const [draft, setDraft] = useState<BusinessDraft>(EMPTY);
  const [logo, setLogo] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof BusinessDraft | '_', string>>>({});
  const [sending, setSending] = useState(false);
  const set = (key: keyof BusinessDraft, value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const subcategories = subcategoriesOf(categories.find((c) => String(c.id) === draft.categoryId));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkBusiness(draft, logo);
    if (!check.ok) return setErrors(check.errors);
    setSending(true);
    setErrors({});
    try {
      await api('/businesses', { method: 'POST', form: check.value, fallback: 'Failed to create business' });
      setDraft(EMPTY);
      setLogo(null);
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
        <Field label="Business name" required error={errors.name}>
          {(a11y) => <input {...a11y} value={draft.name} onChange={(e) => set('name', e.target.value)} />}
        </Field>
        <Field label="Category" required error={errors.categoryId}>
          {(a11y) => (
            <select
              {...a11y}
              value={draft.categoryId}
              onChange={(e) => setDraft((d) => ({ ...d, categoryId: e.target.value, subCategory: '' }))}
            >
              <option value="">Select a category</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Subcategory" error={errors.subCategory}>
          {(a11y) => (
            <select
              {...a11y}
              value={draft.subCategory}
              disabled={subcategories.length === 0}
              onChange={(e) => set('subCategory', e.target.value)}
            >
              <option value="">{draft.categoryId ? 'Select a subcategory' : 'Choose a category first'}</option>
              {subcategories.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Description" error={errors.description}>
          {(a11y) => (
            <textarea
              {...a11y}
              rows={3}
              value={draft.description}
              onChange={(e) => set('description', e.target.value)}
            />
          )}
        </Field>
        {OPTIONAL_TEXT.map((f) => (
          <Field key={f.key} label={f.label} error={errors[f.key]}>
            {(a11y) => (
              <input
                {...a11y}
                type={f.type ?? 'text'}
                placeholder={f.placeholder}
                value={draft[f.key]}
                onChange={(e) => set(f.key, e.target.value)}
              />
            )}
          </Field>
        ))}
        <Field label="Logo" hint="An image file, up to 5MB">
          {(a11y) => (
            <input {...a11y} type="file" accept="image/*" onChange={(e) => setLogo(e.target.files?.[0] ?? null)} />
          )}
        </Field>
        <div className="btn-row">
          <button type="submit" className="btn btn-primary" disabled={!businessReady(draft) || sending}>
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
