import { t } from '@lingui/core/macro';
import { z } from 'zod';
import { DESCRIPTION_MAX, MONEY_MAX, PRODUCT_NAME_MAX } from '../constants';
import { blankToNull, blankToUndefined, textSchema } from './text';
import { uploadedImageSchema } from './uploaded-image';
import type { FieldMessage } from '../i18n-default';
import '../i18n-default';

export const PRICE_ORDER_MESSAGE = 'Minimum price cannot be more than maximum price';
export const SERVICE_PRICES_REQUIRED = 'Please enter a minimum and a maximum price';
/** The English above as the schemas' `error`, in the language active when a value is checked. */
export const PRICE_ORDER_ERROR = () => t`Minimum price cannot be more than maximum price`;
const servicePricesRequired = () => t`Please enter a minimum and a maximum price`;
const requiredFields: FieldMessage = () => t`Please fill in all required fields`;

/** Whole Uganda shillings, at least 0 (docs/product.md "Money"), with its field's own sentences. */
const price = (messages: { type: FieldMessage; whole: FieldMessage; negative: FieldMessage; large: FieldMessage }) =>
  z
    .number({ error: messages.type })
    .int({ error: messages.whole })
    .min(0, { error: messages.negative })
    .max(MONEY_MAX, { error: messages.large });

/**
 * A product or product-service of a business (decision 002): both live in one list, at most
 * three per business. A product may have a single price, a range, or neither.
 */
export const productSchema = z.object({
  name: textSchema('The name', { error: requiredFields })
    .min(1, { error: requiredFields })
    .max(PRODUCT_NAME_MAX, { error: () => t`The name can be at most ${PRODUCT_NAME_MAX} characters` }),
  description: z.preprocess(
    (v) => (v === null ? '' : v),
    textSchema('The description', { multiline: true })
      .max(DESCRIPTION_MAX, { error: () => t`The description can be at most ${DESCRIPTION_MAX} characters` })
      .optional(),
  ),
  price: price({
    type: () => t`The price must be a number`,
    whole: () => t`The price must be whole shillings`,
    negative: () => t`The price cannot be negative`,
    large: () => t`The price is too large`,
  }).nullish(),
  minPrice: price({
    type: () => t`The minimum price must be a number`,
    whole: () => t`The minimum price must be whole shillings`,
    negative: () => t`The minimum price cannot be negative`,
    large: () => t`The minimum price is too large`,
  }).nullish(),
  maxPrice: price({
    type: () => t`The maximum price must be a number`,
    whole: () => t`The maximum price must be whole shillings`,
    negative: () => t`The maximum price cannot be negative`,
    large: () => t`The maximum price is too large`,
  }).nullish(),
  currency: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, { error: () => t`The currency is a three-letter code such as UGX` })
      .nullish(),
  ),
  /** An image uploaded beforehand; a multipart request sends the file as `image` instead. */
  image: z.preprocess(blankToNull, uploadedImageSchema.nullish()),
});

type Prices = { minPrice?: number | null; maxPrice?: number | null };
export const hasPriceRange = (p: Prices) => typeof p.minPrice === 'number' && typeof p.maxPrice === 'number';
export const pricesInOrder = (p: Prices) => !hasPriceRange(p) || p.minPrice! <= p.maxPrice!;

/** POST /api/businesses/{id}/products. */
export const productCreateSchema = productSchema.refine(pricesInOrder, {
  error: PRICE_ORDER_ERROR,
  path: ['maxPrice'],
});
export type ProductCreate = z.infer<typeof productCreateSchema>;

/** POST /api/businesses/{id}/product-services: both ends of the price range are required. */
export const productServiceCreateSchema = productSchema
  .refine(hasPriceRange, { error: servicePricesRequired, path: ['minPrice'] })
  .refine(pricesInOrder, { error: PRICE_ORDER_ERROR, path: ['maxPrice'] });

/** A price as a form holds it: blank is not given, other text is the number written ("24000"). */
const typedPrice = (v: unknown) => {
  const given = blankToUndefined(v);
  return typeof given === 'string' ? Number(given) : given;
};
const priceGiven = (price: (typeof productSchema.shape)['minPrice']) =>
  z.preprocess(typedPrice, price.pipe(z.number({ error: requiredFields })));

/**
 * The vendor's Add and Edit forms (docs/screens.md "My Business"), for a product or a service:
 * the title, a description and both prices are asked for, typed as text.
 */
export const productFormSchema = productSchema
  .pick({ name: true, currency: true })
  .extend({
    description: productSchema.shape.description.pipe(
      z.string({ error: requiredFields }).min(1, { error: requiredFields }),
    ),
    minPrice: priceGiven(productSchema.shape.minPrice),
    maxPrice: priceGiven(productSchema.shape.maxPrice),
  })
  .refine(pricesInOrder, { error: PRICE_ORDER_ERROR, path: ['maxPrice'] });

/** PATCH /api/businesses/{id}/product-services/{serviceId}: only the changed fields. */
export const productUpdateSchema = productSchema.partial().refine(pricesInOrder, {
  error: PRICE_ORDER_ERROR,
  path: ['maxPrice'],
});
export type ProductUpdate = z.infer<typeof productUpdateSchema>;
