import { useLingui } from '@lingui/react/macro';
import type { Dispatch, SetStateAction } from 'react';
import { Field } from '../../components/field';
import { ImageField, type ImagePick } from '../../lib/image-picker';
import { inputAttributes } from '../../lib/schema-constraints';
import { productConstraints as rules, type ProductDraft } from './form-rules';

/** The fields of a product or service, shared by Add and Edit. */
export function ProductFields({
  draft,
  setDraft,
  errors,
  image,
  imageHint,
}: {
  draft: ProductDraft;
  setDraft: Dispatch<SetStateAction<ProductDraft>>;
  errors: Partial<Record<keyof ProductDraft | '_', string>>;
  /** The picked image, checked and shrunk on the phone before it is sent (client/lib/prepare-image.ts). */
  image: ImagePick;
  imageHint?: string;
}) {
  const { t } = useLingui();
  const set = (key: keyof ProductDraft, value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const price = (key: 'minPrice' | 'maxPrice', label: string) => (
    <Field label={label} required={rules[key].required} error={errors[key]}>
      {(a11y) => (
        <input
          {...a11y}
          {...inputAttributes(rules[key])}
          type="number"
          value={draft[key]}
          onChange={(e) => set(key, e.target.value)}
        />
      )}
    </Field>
  );

  return (
    <>
      <Field label={t`Title`} required={rules.name.required} error={errors.name}>
        {(a11y) => (
          <input
            {...a11y}
            {...inputAttributes(rules.name)}
            value={draft.name}
            onChange={(e) => set('name', e.target.value)}
          />
        )}
      </Field>
      <Field label={t`Description`} required={rules.description.required} error={errors.description}>
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
      {price('minPrice', t`Min price (USh)`)}
      {price('maxPrice', t`Max price (USh)`)}
      <ImageField label={t`Image`} hint={imageHint ?? t`Optional. An image file, up to 5MB`} pick={image} />
    </>
  );
}
