/**
 * Every write a device can make offline, named once. The device queues `{ id, name, args }`;
 * the server (server/sync/registry.ts) looks the name up, parses the args with the same schema
 * and runs the same domain function as the ordinary route: one implementation per write.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { bidCreateSchema } from './schemas/bid';
import { businessUpdateSchema } from './schemas/business';
import { deliveryCreateSchema } from './schemas/delivery';
import { messageCreateSchema } from './schemas/message';
import { PRICE_ORDER_ERROR, pricesInOrder, productSchema } from './schemas/product';
import { productReviewCreateSchema, productReviewVoteSchema } from './schemas/product-review';
import { reviewCreateSchema, reviewReplyArgsSchema } from './schemas/review';
import { searchCreateSchema } from './schemas/search';
import { surveyResponseCreateSchema } from './schemas/survey';

const idOf = (what: string) =>
  z
    .number({ error: `Unknown ${what}` })
    .int()
    .positive(`Unknown ${what}`);

/** The owner's changes to its business: only the changed fields, as PUT /api/businesses/{id} takes them. */
const businessUpdateArgsSchema = businessUpdateSchema.extend({ businessId: idOf('business') });

/** The owner's changes to one product or service, as PATCH …/product-services/{serviceId} takes them. */
const productUpdateArgsSchema = productSchema
  .partial()
  .extend({ businessId: idOf('business'), productId: idOf('product or service') })
  .refine(pricesInOrder, { error: PRICE_ORDER_ERROR, path: ['maxPrice'] });

type MutationDef = {
  args: z.ZodType;
  /** What the write means, in the product's words (the outbox shows it in the reader's language). */
  label: MessageDescriptor;
  /** Needs a signed-in account; anonymous writes are sent without a token. */
  signIn: boolean;
  /**
   * The roles that may send it, when not every account may: checked before the args are read
   * (server/sync/registry.ts `requireWriter`), so a caller of another role learns only "not for you".
   */
  roles?: readonly ('USER' | 'VENDOR' | 'ADMIN')[];
  /** Args filled from a Blob kept on the device, uploaded (POST /api/uploads) just before the push. */
  blobFields?: readonly string[];
};

export const MUTATIONS = {
  /** A review of a business; it waits for an admin's approval, and replaces the author's earlier one. */
  'review.create': { args: reviewCreateSchema, label: msg`Business review`, signIn: true },
  /** A product review, its photo travelling as a Blob until the push. */
  'productReview.create': {
    args: productReviewCreateSchema,
    label: msg`Product review`,
    signIn: true,
    blobFields: ['image'],
  },
  /** The state the author's vote on a product review should end in: up, down or none. */
  'productReview.vote': { args: productReviewVoteSchema, label: msg`Vote on a product review`, signIn: true },
  /** The owner's one public reply to an approved review of its business. */
  'review.reply': { args: reviewReplyArgsSchema, label: msg`Reply to a review`, signIn: true, roles: ['VENDOR'] },
  /** A customer's request for quotes; the same need in the same category within a day updates it. */
  'search.create': { args: searchCreateSchema, label: msg`Request for quotes`, signIn: true, roles: ['USER'] },
  /** A vendor's quote on a lead: one per lead. */
  'bid.create': { args: bidCreateSchema, label: msg`Quote`, signIn: true, roles: ['VENDOR'] },
  /** A vendor's delivery request for its own business. */
  'delivery.create': { args: deliveryCreateSchema, label: msg`Delivery request`, signIn: true, roles: ['VENDOR'] },
  /** The owner edits its business; a new logo travels as a Blob until the push. */
  'business.update': {
    args: businessUpdateArgsSchema,
    label: msg`Business details`,
    signIn: true,
    roles: ['VENDOR', 'ADMIN'],
    blobFields: ['logo'],
  },
  /** The owner edits a product or service; a new image travels as a Blob until the push. */
  'product.update': {
    args: productUpdateArgsSchema,
    label: msg`Product or service`,
    signIn: true,
    roles: ['VENDOR', 'ADMIN'],
    blobFields: ['image'],
  },
  /** A message to the platform from the contact form. */
  'message.create': { args: messageCreateSchema, label: msg`Contact message`, signIn: false },
  /** Answers to a survey, from anyone. */
  'surveyResponse.create': { args: surveyResponseCreateSchema, label: msg`Survey response`, signIn: false },
} as const satisfies Record<string, MutationDef>;

export type MutationName = keyof typeof MUTATIONS;
export type MutationArgs<N extends MutationName> = z.input<(typeof MUTATIONS)[N]['args']>;
export type ParsedMutationArgs<N extends MutationName> = z.output<(typeof MUTATIONS)[N]['args']>;

export const MUTATION_NAMES = Object.keys(MUTATIONS) as MutationName[];

export function isMutationName(name: string): name is MutationName {
  return Object.prototype.hasOwnProperty.call(MUTATIONS, name);
}
