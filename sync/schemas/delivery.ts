import { t } from '@lingui/core/macro';
import { z } from 'zod';
import { DELIVERY_STATUSES, MONEY_MAX } from '../constants';
import { phoneSchema } from './phone';
import { adminSearchSchema, blankToUndefined, textSchema, type TextOptions } from './text';
import type { FieldMessage } from '../i18n-default';
import '../i18n-default';

const required = (label: string, message: FieldMessage, max: number, options: TextOptions = {}) =>
  textSchema(label, { ...options, error: message })
    .min(1, { error: message })
    .max(max, { error: () => t`At most ${max} characters` });

const deliveryStatusSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
  z.enum(DELIVERY_STATUSES, { error: `Status must be one of ${DELIVERY_STATUSES.join(', ')}` }),
);
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * A delivery a vendor requests for its business (docs/screens.md "Deliveries"). Field names are
 * the API's snake_case. Fare is whole USh; weight is kilograms and may have decimals.
 */
const deliverySchema = z.object({
  businessId: z.coerce
    .number({ error: () => t`Business is required` })
    .int({ error: () => t`Business is required` })
    .positive({ error: () => t`Business is required` }),
  receiver_name: required('The receiver name', () => t`Receiver name is required`, 120),
  receiver_number: phoneSchema(undefined, () => t`Receiver phone is required`),
  fare: z.preprocess(
    (v, ctx) => {
      const given = blankToUndefined(v);
      if (given !== undefined) return given;
      ctx.addIssue({ code: 'custom', message: t`Fare is required` });
      return z.NEVER;
    },
    z.coerce
      .number({ error: () => t`Please enter a valid fare` })
      .int({ error: () => t`The fare is a whole amount in shillings` })
      .min(0, { error: () => t`The fare cannot be negative` })
      .max(MONEY_MAX, { error: () => t`Please enter a valid fare` }),
  ),
  item_name: required('The item name', () => t`Item name is required`, 120),
  item_description: z.preprocess(
    blankToUndefined,
    textSchema('The item description', { multiline: true })
      .max(1000, { error: () => t`At most 1000 characters` })
      .optional(),
  ),
  delivery_address: required('The delivery address', () => t`Delivery address is required`, 300, { multiline: true }),
  weight: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number({ error: () => t`Please enter a valid weight` })
      .min(0, { error: () => t`The weight cannot be negative` })
      .max(100_000, { error: () => t`Please enter a valid weight` })
      .optional(),
  ),
});

/** Arguments of `createDelivery`, the body of POST /deliveries and the offline mutation. */
export const deliveryCreateSchema = deliverySchema;
export type DeliveryCreate = z.infer<typeof deliveryCreateSchema>;

/**
 * PUT /deliveries/{id}/status. `reason`: why an admin cancels (required then, shown to the vendor);
 * a vendor cancelling its own pending delivery gives none (delivery-service.ts setDeliveryStatus).
 */
export const deliveryStatusUpdateSchema = z.object({
  status: deliveryStatusSchema,
  reason: z.preprocess(
    blankToUndefined,
    textSchema('The reason', { multiline: true })
      .max(300, { error: () => t`At most 300 characters` })
      .optional(),
  ),
});

export const deliveryListQuerySchema = z.object({
  status: z.preprocess(
    (v) => (v === '' || v === null || String(v).toLowerCase() === 'all' ? undefined : v),
    deliveryStatusSchema.optional(),
  ),
  /** Words that must all appear in the item, the receiver, the address or the business's name. */
  q: adminSearchSchema,
});
