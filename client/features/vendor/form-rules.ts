/**
 * The vendor forms' validation rules: the quote (bid) form, Create Business, Add Product and New
 * Delivery (docs/screens.md "Leads", "My Business", "Deliveries"). Each form checks its text
 * fields with the shared schema (sync/schemas/) as they are typed, and answers either the value
 * to send or the schema's message per field; the fields' limits come from the same schema
 * (client/lib/schema-constraints.ts).
 */
import { t } from '@lingui/core/macro';
import type { z } from 'zod';
import { MAX_PRODUCTS_PER_BUSINESS } from '../../../sync/constants';
import { bidFormSchema, type BidForm } from '../../../sync/schemas/bid';
import { businessCreateSchema, type BusinessCreate } from '../../../sync/schemas/business';
import { productFormSchema } from '../../../sync/schemas/product';
import { deliveryCreateSchema, type DeliveryCreate } from '../../../sync/schemas/delivery';
import { firstPerField, type Check } from '../../lib/form-errors';
import { blankRequired, constraintsOf, type FieldConstraints } from '../../lib/schema-constraints';

/** The server's own wording of the rule (server/features/products). */
const productLimitMessage = () => {
  const max = MAX_PRODUCTS_PER_BUSINESS;
  return t`A business can have at most ${max} products or services`;
};

/**
 * The business and product forms name a missing field with one banner, not beside the field:
 * the schema's message for the first required field left blank.
 */
function errorsOf<K extends string>(
  error: z.ZodError,
  constraints: Record<K, FieldConstraints>,
  draft: Partial<Record<K, string>>,
): Partial<Record<K | '_', string>> {
  const errors = firstPerField<K | '_'>(error);
  const blank = blankRequired(constraints, draft).find((key) => errors[key]);
  if (!blank) return errors;
  const banner: Partial<Record<K | '_', string>> = {};
  banner._ = errors[blank];
  return banner;
}

/** Every defined field of a checked value as a multipart form field. */
function formDataOf(value: object): FormData {
  const form = new FormData();
  for (const [key, field] of Object.entries(value)) {
    if (field !== null && field !== undefined) form.append(key, String(field));
  }
  return form;
}

// Bid form ---------------------------------------------------------------------------------
export type BidDraft = { amount: string; message: string; estimatedDuration: string };
export const bidConstraints = constraintsOf(bidFormSchema);

/** Amount above 0 (min 1), message and estimated duration required. */
export function checkBid(draft: BidDraft): Check<BidForm, keyof BidDraft> {
  const parsed = bidFormSchema.safeParse(draft);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, errors: firstPerField(parsed.error) };
}

// Create business --------------------------------------------------------------------------
export type BusinessDraft = {
  name: string;
  categoryId: string;
  subCategory: string;
  tagline: string;
  description: string;
  district: string;
  city: string;
  email: string;
  whatsapp: string;
  tiktokUsername: string;
  website: string;
};
export const businessConstraints = constraintsOf(businessCreateSchema);

/** Submit stays disabled until the schema's required fields (name and category) are filled. */
export function businessReady(draft: BusinessDraft): boolean {
  return blankRequired(businessConstraints, draft).length === 0;
}

/** Name and category required; the rest optional, checked by the shared schema. Shared with Edit Business. */
export function parseBusiness(draft: BusinessDraft): Check<BusinessCreate, keyof BusinessDraft | '_'> {
  const parsed = businessCreateSchema.safeParse({ ...draft, categoryId: Number(draft.categoryId) });
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, errors: errorsOf(parsed.error, businessConstraints, draft) };
}

/** The multipart body of Create Business: the filled fields and the logo. */
export function checkBusiness(draft: BusinessDraft, logo?: File | null): Check<FormData, keyof BusinessDraft | '_'> {
  const parsed = parseBusiness(draft);
  if (!parsed.ok) return parsed;
  const form = formDataOf(parsed.value);
  if (logo) form.append('logo', logo);
  return { ok: true, value: form };
}

// Add product ------------------------------------------------------------------------------
export type ProductDraft = { name: string; description: string; minPrice: string; maxPrice: string };
export const productConstraints = constraintsOf(productFormSchema);

/** Title, description, min and max price required (whole USh, at least 0). Shared with Edit. */
export function parseProduct(draft: ProductDraft) {
  const parsed = productFormSchema.safeParse({ ...draft, currency: 'UGX' });
  if (parsed.success) return { ok: true as const, value: parsed.data };
  return { ok: false as const, errors: errorsOf(parsed.error, productConstraints, draft) };
}

/** The multipart body of Add Product, refused when the business has its 3 products already. */
export function checkProduct(
  draft: ProductDraft,
  existingCount: number,
  image?: File | null,
): Check<FormData, keyof ProductDraft | '_'> {
  if (existingCount >= MAX_PRODUCTS_PER_BUSINESS) return { ok: false, errors: { _: productLimitMessage() } };
  const parsed = parseProduct(draft);
  if (!parsed.ok) return parsed;
  const form = formDataOf(parsed.value);
  if (image) form.append('image', image);
  return { ok: true, value: form };
}

// New delivery -----------------------------------------------------------------------------
export type DeliveryDraft = {
  item_name: string;
  receiver_name: string;
  receiver_number: string;
  delivery_address: string;
  fare: string;
  weight: string;
  item_description: string;
};
export const deliveryConstraints = constraintsOf(deliveryCreateSchema);

/** Required: item, receiver name and phone, address, fare ≥ 0. Fare and weight become numbers. */
export function checkDelivery(draft: DeliveryDraft, businessId: number): Check<DeliveryCreate, keyof DeliveryDraft> {
  const parsed = deliveryCreateSchema.safeParse({ ...draft, businessId });
  if (!parsed.success) return { ok: false, errors: firstPerField(parsed.error) };
  const value = Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined)) as DeliveryCreate;
  return { ok: true, value };
}
