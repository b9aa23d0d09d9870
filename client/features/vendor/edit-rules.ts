/**
 * The vendor's edit forms (business and product or service): the form starts from the current
 * values, is checked with the same shared schemas as Create Business and Add Product
 * (form-rules.ts), and answers the `business.update` / `product.update` args with only the fields
 * that changed (sync/mutations.ts), or null when nothing did.
 */
import { t } from '@lingui/core/macro';
import type { MutationArgs } from '../../../sync/mutations';
import { isE164, localPhone } from '../../../sync/phone';
import type { BusinessRecord, ProductRecord } from '../../../sync/schemas/pull';
import type { Check } from '../../lib/form-errors';
import { parseBusiness, parseProduct, type BusinessDraft, type ProductDraft } from './form-rules';

const BUSINESS_FIELDS = [
  'name',
  'categoryId',
  'subCategory',
  'tagline',
  'description',
  'district',
  'city',
  'email',
  'whatsapp',
  'tiktokUsername',
  'website',
] as const satisfies readonly (keyof BusinessDraft)[];

/** The form's values: the stored ones, the WhatsApp number in the local form ("0772 123 456"). */
export function businessDraftOf(b: BusinessRecord): BusinessDraft {
  const draft = Object.fromEntries(BUSINESS_FIELDS.map((key) => [key, String(b[key] ?? '')])) as BusinessDraft;
  return { ...draft, whatsapp: b.whatsapp ? localPhone(b.whatsapp) : '' };
}

/**
 * What was kept from before the district list and E.164 phones and must be entered again
 * (docs/product.md "Places"): the form opens with these messages. The district picker shows its own.
 */
export function flaggedFields(b: BusinessRecord): Partial<Record<keyof BusinessDraft, string>> {
  const whatsapp = b.whatsapp;
  return whatsapp && !isE164(whatsapp)
    ? { whatsapp: t`“${whatsapp}” is not a phone number we can read. Please enter it again, like 0772 123 456.` }
    : {};
}

/** The fields of `next` that differ from `current` (blank optional text is null on both sides). */
function changed<K extends string>(
  next: Partial<Record<K, unknown>>,
  current: Partial<Record<K, unknown>>,
  keys: readonly K[],
) {
  return Object.fromEntries(
    keys.filter((k) => (next[k] ?? null) !== (current[k] ?? null)).map((k) => [k, next[k] ?? null]),
  );
}

export function checkBusinessEdit(
  draft: BusinessDraft,
  business: BusinessRecord,
): Check<MutationArgs<'business.update'> | null, keyof BusinessDraft | '_'> {
  const parsed = parseBusiness(draft);
  if (!parsed.ok) return parsed;
  const changes = changed(parsed.value, business, BUSINESS_FIELDS);
  if (Object.keys(changes).length === 0) return { ok: true, value: null };
  return { ok: true, value: { businessId: business.id, ...changes } };
}

export function productDraftOf(p: ProductRecord): ProductDraft {
  return {
    name: p.name,
    description: p.description,
    minPrice: String(p.minPrice ?? p.price ?? ''),
    maxPrice: String(p.maxPrice ?? p.price ?? ''),
  };
}

const PRODUCT_FIELDS = ['name', 'description', 'minPrice', 'maxPrice'] as const;

/** Title, description, min and max price required, for a product or a service, as when adding (form-rules.ts). */
export function checkProductEdit(
  draft: ProductDraft,
  product: ProductRecord,
): Check<MutationArgs<'product.update'> | null, keyof ProductDraft | '_'> {
  const parsed = parseProduct(draft);
  if (!parsed.ok) return parsed;
  const changes = changed(parsed.value, product, PRODUCT_FIELDS);
  if (Object.keys(changes).length === 0) return { ok: true, value: null };
  return { ok: true, value: { businessId: product.businessId, productId: product.id, ...changes } };
}
