import { t } from '@lingui/core/macro';
import { z } from 'zod';
import {
  PRODUCT_REVIEW_AMOUNT_MAX,
  PRODUCT_REVIEW_NAME_MAX,
  RATING_MAX,
  RATING_MIN,
  REVIEW_COMMENT_MAX,
  URL_MAX,
} from '../constants';
import { bulkModerationSchema } from './review';
import { blankToNull, textSchema, type TextOptions } from './text';
import { uploadedImageSchema } from './uploaded-image';
import type { FieldMessage } from '../i18n-default';
import '../i18n-default';

const REQUIRED: FieldMessage = () => t`Please fill in all required fields`;

/** Blank optional text is "not given" (null), so a partial update can also clear a field. */
const optionalText = (max: number, label: string, options: TextOptions = {}) =>
  z.preprocess(blankToNull, textSchema(label, options).max(max, `${label} can be at most ${max} characters`).nullish());

/** A product review as written (docs/screens.md "Product reviews"): name, category and a rating above 0 are required. */
const productReviewSchema = z.object({
  name: textSchema('The product name', { error: REQUIRED })
    .min(1, { error: REQUIRED })
    .max(PRODUCT_REVIEW_NAME_MAX, {
      error: () => t`The product name can be at most ${PRODUCT_REVIEW_NAME_MAX} characters`,
    }),
  categoryId: z.number({ error: REQUIRED }).int({ error: REQUIRED }).positive({ error: REQUIRED }),
  rating: z
    .number({ error: REQUIRED })
    .int({ error: () => t`Rating must be a whole number from ${RATING_MIN} to ${RATING_MAX}` })
    .min(RATING_MIN, { error: REQUIRED, abort: true })
    .max(RATING_MAX, { error: () => t`Rating must be between ${RATING_MIN} and ${RATING_MAX}` }),
  /** Typed by the author; kept as text and never fetched by the server. */
  imageUrl: z.preprocess(
    blankToNull,
    z
      .string({ error: () => t`Please enter a valid image URL (http or https)` })
      .trim()
      .max(URL_MAX, { error: () => t`The image URL is too long` })
      .pipe(z.url({ protocol: /^https?$/, error: () => t`Please enter a valid image URL (http or https)` }))
      .nullish(),
  ),
  boughtFrom: optionalText(PRODUCT_REVIEW_NAME_MAX, 'Bought from'),
  /** Free text, e.g. "USh 50,000". */
  amount: optionalText(PRODUCT_REVIEW_AMOUNT_MAX, 'The amount'),
  comment: optionalText(REVIEW_COMMENT_MAX, 'The comment', { multiline: true }),
  /** An image uploaded beforehand through POST /api/uploads. */
  image: z.preprocess(blankToNull, uploadedImageSchema.nullish()),
});

/** POST /api/product-reviews, and the offline `createProductReview` mutation. */
export const productReviewCreateSchema = productReviewSchema;
export type ProductReviewCreate = z.infer<typeof productReviewCreateSchema>;

/** PUT /api/product-reviews/{id}: only the changed fields; blank optional text clears it. */
export const productReviewUpdateSchema = productReviewSchema.partial();
export type ProductReviewUpdate = z.infer<typeof productReviewUpdateSchema>;

/** The state a vote should end in: `none` withdraws it. Setting the same state twice changes nothing. */
export const productReviewVoteSchema = z.object({
  reviewId: z
    .number({ error: () => t`Unknown product review` })
    .int()
    .positive({ error: () => t`Unknown product review` }),
  direction: z.enum(['up', 'down', 'none'], { error: () => t`A vote is up, down or none` }),
});
export type ProductReviewVote = z.infer<typeof productReviewVoteSchema>;

/** DELETE /api/product-reviews/{id}: an admin may say why; the reason goes to the audit log. */
export const productReviewDeleteSchema = z.object({
  reason: optionalText(500, 'The reason', { multiline: true }),
});

/** PUT /api/product-reviews/bulk (admin): the same call as for business reviews (sync/schemas/review.ts). */
export const productReviewBulkSchema = bulkModerationSchema;
