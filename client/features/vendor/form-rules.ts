/**
 * The vendor forms' validation rules: the quote (bid) form, Create Business, Add Product and New
 * Delivery (docs/screens.md "Leads", "My Business", "Deliveries"). Each check takes the form's
 * text fields and answers either the value to send or one message per field, worded as the
 * schemas in sync/schemas/ word them.
 */
import { t } from '@lingui/core/macro';
import { MAX_PRODUCTS_PER_BUSINESS } from '../../../sync/constants';
import { bidFormSchema, type BidForm } from '../../../sync/schemas/bid';
import { businessCreateSchema } from '../../../sync/schemas/business';
import { productCreateSchema } from '../../../sync/schemas/product';
import { deliverySchema, type DeliveryCreate } from '../../../sync/schemas/delivery';
import { firstPerField, type Check } from '../../lib/form-errors';

/** Functions, not constants: each reads the language chosen when the form is checked. */
export const requiredFieldsMessage = () => t`Please fill in all required fields`;
/** The server's own wording of the rule (server/features/products). */
export const productLimitMessage = () => {
  const max = MAX_PRODUCTS_PER_BUSINESS;
  return t`A business can have at most ${max} products or services`;
};

// Bid form ---------------------------------------------------------------------------------
export type BidDraft = { amount: string; message: string; estimatedDuration: string };

/** Amount above 0 (min 1), message and estimated duration required. */
export function checkBid(draft: BidDraft): Check<BidForm, keyof BidDraft> {
  const parsed = bidFormSchema.safeParse({ ...draft, amount: draft.amount.trim() === '' ? 0 : draft.amount });
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

/** Submit stays disabled until the two required fields are filled. */
export function businessReady(draft: Pick<BusinessDraft, 'name' | 'categoryId'>): boolean {
  return draft.name.trim() !== '' && draft.categoryId !== '';
}

/** Name and category required; the rest optional, checked by the shared schema, sent only when filled. */
export function checkBusiness(draft: BusinessDraft, logo?: File | null): Check<FormData, keyof BusinessDraft | '_'> {
  if (!businessReady(draft)) return { ok: false, errors: { _: requiredFieldsMessage() } };
  const parsed = businessCreateSchema.safeParse({ ...draft, categoryId: Number(draft.categoryId) });
  if (!parsed.success) return { ok: false, errors: firstPerField(parsed.error) };
  const form = new FormData();
  for (const [key, value] of Object.entries(parsed.data)) {
    if (value !== null && value !== undefined) form.append(key, String(value));
  }
  if (logo) form.append('logo', logo);
  return { ok: true, value: form };
}

// Add product ------------------------------------------------------------------------------
export type ProductDraft = { name: string; description: string; minPrice: string; maxPrice: string };

/** Title, description, min and max price required (whole USh, at least 0); at most 3 per business. */
export function checkProduct(
  draft: ProductDraft,
  existingCount: number,
  image?: File | null,
): Check<FormData, keyof ProductDraft | '_'> {
  if (existingCount >= MAX_PRODUCTS_PER_BUSINESS) return { ok: false, errors: { _: productLimitMessage() } };
  const { name, description, minPrice, maxPrice } = draft;
  if (!name.trim() || !description.trim() || minPrice.trim() === '' || maxPrice.trim() === '') {
    return { ok: false, errors: { _: requiredFieldsMessage() } };
  }
  const parsed = productCreateSchema.safeParse({
    name,
    description,
    minPrice: Number(minPrice),
    maxPrice: Number(maxPrice),
    currency: 'UGX',
  });
  if (!parsed.success) return { ok: false, errors: firstPerField(parsed.error) };
  const form = new FormData();
  for (const [key, value] of Object.entries(parsed.data)) {
    if (value !== null && value !== undefined) form.append(key, String(value));
  }
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

/** Required: item, receiver name and phone, address, fare ≥ 0. Fare and weight become numbers. */
export function checkDelivery(draft: DeliveryDraft, businessId: number): Check<DeliveryCreate, keyof DeliveryDraft> {
  const fare = draft.fare.trim();
  const parsed = deliverySchema.safeParse({ ...draft, businessId, fare: fare === '' ? undefined : fare });
  if (!parsed.success) {
    const errors = firstPerField<keyof DeliveryDraft>(parsed.error);
    if (fare === '') errors.fare = t`Fare is required`;
    return { ok: false, errors };
  }
  const value = Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined)) as DeliveryCreate;
  return { ok: true, value };
}
