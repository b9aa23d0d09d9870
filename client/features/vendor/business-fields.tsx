import type { Dispatch, ReactNode, SetStateAction } from 'react';
import { DistrictPicker } from '../../components/district-picker';
import { Field } from '../../components/field';
import { categoryChoices, SelectOptions } from '../../components/select-field';
import { ImageField, type ImagePick } from '../../lib/image-picker';
import type { BusinessDraft } from './form-rules';
import { subcategoriesOf, useCategories } from './use-categories';

const OPTIONAL_TEXT: { key: keyof BusinessDraft; label: string; type?: string; placeholder?: string }[] = [
  { key: 'tagline', label: 'Tagline', placeholder: 'Fresh from the oven every morning' },
  { key: 'email', label: 'Email', type: 'email' },
  { key: 'whatsapp', label: 'WhatsApp', type: 'tel', placeholder: '0772 123 456' },
  { key: 'tiktokUsername', label: 'TikTok username', placeholder: '@yourbusiness' },
  { key: 'website', label: 'Website', type: 'url', placeholder: 'www.yourbusiness.ug' },
];

/** The fields of a business profile, shared by Create Business Profile and Edit Business. */
export function BusinessFields({
  draft,
  setDraft,
  errors,
  logo,
  logoHint = 'An image file, up to 5MB',
  hoursEditor,
}: {
  draft: BusinessDraft;
  setDraft: Dispatch<SetStateAction<BusinessDraft>>;
  errors: Partial<Record<keyof BusinessDraft | '_', string>>;
  /** The picked logo, checked and shrunk on the phone before it is sent (client/lib/prepare-image.ts). */
  logo: ImagePick;
  logoHint?: string;
  /** Edit Business adds the opening hours (hours-editor.tsx) after the contact fields. */
  hoursEditor?: ReactNode;
}) {
  const categories = useCategories();
  const set = (key: keyof BusinessDraft, value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const chosen = categories.find((c) => String(c.id) === draft.categoryId);
  const keptCategory = draft.categoryId !== '' && categories.length > 0 && !chosen;
  const tags = subcategoriesOf(chosen);
  // a subcategory saved earlier stays choosable even when the category's tags no longer list it
  const subcategories = draft.subCategory && !tags.includes(draft.subCategory) ? [draft.subCategory, ...tags] : tags;

  return (
    <>
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
            <SelectOptions blank="Select a category" choices={categoryChoices(categories)} />
            {/* a business may keep a category an admin has since deactivated (category-service.ts) */}
            {keptCategory && <option value={draft.categoryId}>Current category (no longer offered)</option>}
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
            <SelectOptions
              blank={draft.categoryId ? 'Select a subcategory' : 'Choose a category first'}
              choices={subcategories.map((s) => ({ value: s, label: s }))}
            />
          </select>
        )}
      </Field>
      <Field label="Description" error={errors.description}>
        {(a11y) => (
          <textarea {...a11y} rows={3} value={draft.description} onChange={(e) => set('description', e.target.value)} />
        )}
      </Field>
      <Field label="District" error={errors.district}>
        {(a11y) => <DistrictPicker a11y={a11y} value={draft.district} onChange={(d) => set('district', d)} />}
      </Field>
      <Field label="Town or area" error={errors.city}>
        {(a11y) => (
          <input {...a11y} placeholder="Ntinda" value={draft.city} onChange={(e) => set('city', e.target.value)} />
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
      {hoursEditor}
      <ImageField label="Logo" hint={logoHint} pick={logo} />
    </>
  );
}
