import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Dispatch, ReactNode, SetStateAction } from 'react';
import { DistrictPicker } from '../../components/district-picker';
import { Field } from '../../components/field';
import { categoryChoices, SelectOptions } from '../../components/select-field';
import { ImageField, type ImagePick } from '../../lib/image-picker';
import { inputAttributes } from '../../lib/schema-constraints';
import { businessConstraints as rules, type BusinessDraft } from './form-rules';
import { subcategoriesOf, useCategories } from './use-categories';

/** The input type of a field whose schema checks a format: an e-mail or a web address. */
const TYPE_OF_FORMAT: Record<string, string> = { email: 'email', url: 'url' };

const OPTIONAL_TEXT: {
  key: keyof BusinessDraft;
  label: MessageDescriptor;
  type?: string;
  placeholder?: MessageDescriptor | string;
}[] = [
  { key: 'tagline', label: msg`Tagline`, placeholder: msg`Fresh from the oven every morning` },
  { key: 'email', label: msg`Email` },
  { key: 'whatsapp', label: msg`WhatsApp`, type: 'tel', placeholder: '0772 123 456' },
  { key: 'tiktokUsername', label: msg`TikTok username`, placeholder: '@yourbusiness' },
  { key: 'website', label: msg`Website`, placeholder: 'www.yourbusiness.ug' },
];

/** The fields of a business profile, shared by Create Business Profile and Edit Business. */
export function BusinessFields({
  draft,
  setDraft,
  errors,
  logo,
  logoHint,
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
  const { t } = useLingui();
  const categories = useCategories();
  const set = (key: keyof BusinessDraft, value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const chosen = categories.find((c) => String(c.id) === draft.categoryId);
  const keptCategory = draft.categoryId !== '' && categories.length > 0 && !chosen;
  const tags = subcategoriesOf(chosen);
  // a subcategory saved earlier stays choosable even when the category's tags no longer list it
  const subcategories = draft.subCategory && !tags.includes(draft.subCategory) ? [draft.subCategory, ...tags] : tags;

  return (
    <>
      <Field label={t`Business name`} required={rules.name.required} error={errors.name}>
        {(a11y) => (
          <input
            {...a11y}
            {...inputAttributes(rules.name)}
            value={draft.name}
            onChange={(e) => set('name', e.target.value)}
          />
        )}
      </Field>
      <Field label={t`Category`} required={rules.categoryId.required} error={errors.categoryId}>
        {(a11y) => (
          <select
            {...a11y}
            value={draft.categoryId}
            onChange={(e) => setDraft((d) => ({ ...d, categoryId: e.target.value, subCategory: '' }))}
          >
            <SelectOptions blank={t`Select a category`} choices={categoryChoices(categories)} />
            {/* a business may keep a category an admin has since deactivated (category-service.ts) */}
            {keptCategory && <option value={draft.categoryId}>{t`Current category (no longer offered)`}</option>}
          </select>
        )}
      </Field>
      <Field label={t`Subcategory`} error={errors.subCategory}>
        {(a11y) => (
          <select
            {...a11y}
            value={draft.subCategory}
            disabled={subcategories.length === 0}
            onChange={(e) => set('subCategory', e.target.value)}
          >
            <SelectOptions
              blank={draft.categoryId ? t`Select a subcategory` : t`Choose a category first`}
              choices={subcategories.map((s) => ({ value: s, label: s }))}
            />
          </select>
        )}
      </Field>
      <Field label={t`Description`} error={errors.description}>
        {(a11y) => (
          <textarea
            {...a11y}
            {...inputAttributes(rules.description)}
            rows={3}
            value={draft.description}
            onChange={(e) => set('description', e.target.value)}
          />
        )}
      </Field>
      <Field label={t`District`} error={errors.district}>
        {(a11y) => <DistrictPicker a11y={a11y} value={draft.district} onChange={(d) => set('district', d)} />}
      </Field>
      <Field label={t`Town or area`} error={errors.city}>
        {(a11y) => (
          <input
            {...a11y}
            {...inputAttributes(rules.city)}
            placeholder="Ntinda"
            value={draft.city}
            onChange={(e) => set('city', e.target.value)}
          />
        )}
      </Field>
      {OPTIONAL_TEXT.map((f) => (
        <Field key={f.key} label={t(f.label)} error={errors[f.key]}>
          {(a11y) => (
            <input
              {...a11y}
              {...inputAttributes(rules[f.key])}
              type={f.type ?? TYPE_OF_FORMAT[rules[f.key].format ?? ''] ?? 'text'}
              placeholder={typeof f.placeholder === 'string' ? f.placeholder : f.placeholder && t(f.placeholder)}
              value={draft[f.key]}
              onChange={(e) => set(f.key, e.target.value)}
            />
          )}
        </Field>
      ))}
      {hoursEditor}
      <ImageField label={t`Logo`} hint={logoHint ?? t`An image file, up to 5MB`} pick={logo} />
    </>
  );
}
