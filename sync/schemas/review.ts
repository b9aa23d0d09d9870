import { t } from '@lingui/core/macro';
import { z } from 'zod';
import { RATING_MAX, RATING_MIN, REVIEW_COMMENT_MAX, REVIEW_REPLY_MAX } from '../constants';
import { adminSearchSchema, textSchema } from './text';
import '../i18n-default';

const REVIEW_STATUS_VALUES = ['PENDING', 'APPROVED', 'REJECTED'] as const;

/** A business review as written (docs/screens.md "Business profile"): a rating is required, the comment is optional. */
const reviewSchema = z.object({
  businessId: z
    .number({ error: () => t`Please choose a business to review` })
    .int({ error: () => t`Please choose a business to review` })
    .positive({ error: () => t`Please choose a business to review` }),
  rating: z
    .number({ error: () => t`Please select a rating` })
    .int({ error: () => t`Rating must be a whole number from ${RATING_MIN} to ${RATING_MAX}` })
    .min(RATING_MIN, { error: () => t`Please select a rating`, abort: true })
    .max(RATING_MAX, { error: () => t`Rating must be between ${RATING_MIN} and ${RATING_MAX}` }),
  comment: textSchema('The comment', { multiline: true })
    .max(REVIEW_COMMENT_MAX, { error: () => t`The comment can be at most ${REVIEW_COMMENT_MAX} characters` })
    .nullish()
    .transform((comment) => comment || undefined)
    .optional(),
});

/** POST /api/reviews, and the offline `createReview` mutation. */
export const reviewCreateSchema = reviewSchema;
export type ReviewCreate = z.infer<typeof reviewCreateSchema>;

/** POST /api/reviews/{id}/reply, and the offline `review.reply` mutation (with `reviewId`): the business owner's one public answer to a review. */
export const reviewReplySchema = z.object({
  reply: textSchema('The reply', { error: () => t`Please write your reply`, multiline: true })
    .min(1, { error: () => t`Please write your reply` })
    .max(REVIEW_REPLY_MAX, { error: () => t`The reply can be at most ${REVIEW_REPLY_MAX} characters` }),
});
export const reviewReplyArgsSchema = reviewReplySchema.extend({
  reviewId: z
    .number({ error: () => t`Unknown review` })
    .int()
    .positive({ error: () => t`Unknown review` }),
});
export type ReviewReplyArgs = z.infer<typeof reviewReplyArgsSchema>;

/** PUT /api/reviews/{id}/flag: an explicit state, or none to toggle. */
export const reviewFlagSchema = z.object({
  isFlagged: z.preprocess(
    (v) => (v === 'true' ? true : v === 'false' ? false : v),
    z.boolean({ error: 'isFlagged must be true or false' }).optional(),
  ),
});

/**
 * GET /api/reviews?status=&q= for moderation; `flagged` lists flagged reviews of any status.
 * `q` searches the comment, the author's name and the business's name.
 */
export const reviewListQuerySchema = z.object({
  status: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.enum([...REVIEW_STATUS_VALUES, 'FLAGGED', 'ALL'], { error: () => t`Unknown review status` }))
    .optional(),
  q: adminSearchSchema,
});

export type ReviewStatusValue = (typeof REVIEW_STATUS_VALUES)[number];

/** Reviews one bulk moderation call may change at most. */
const BULK_MODERATION_MAX = 100;

const statusValue = z.enum(REVIEW_STATUS_VALUES, { error: () => t`The status must be APPROVED, REJECTED or PENDING` });

/**
 * PUT /api/reviews/bulk and PUT /api/product-reviews/bulk (admin): set the status of up to 100
 * reviews at once. With `from`, only the reviews still in that status change (an undo does not
 * overwrite what another admin changed since).
 */
export const bulkModerationSchema = z.object({
  ids: z
    .array(
      z
        .number({ error: () => t`Each id must be a review id` })
        .int({ error: () => t`Each id must be a review id` })
        .positive({ error: () => t`Each id must be a review id` }),
      {
        error: () => t`Please choose the reviews to change`,
      },
    )
    .min(1, { error: () => t`Please choose at least one review` })
    .max(BULK_MODERATION_MAX, { error: () => t`At most ${BULK_MODERATION_MAX} reviews can be changed at once` }),
  status: statusValue,
  from: statusValue.optional(),
});
export type BulkModeration = z.infer<typeof bulkModerationSchema>;

/** One review a bulk call changed: its status before and after (what an undo sends back). */
export type BulkChange = { id: number; from: ReviewStatusValue; to: ReviewStatusValue };
/** The answer of a bulk call: unknown ids are left out of `changed` and listed in `unknown`. */
export type BulkModerationAnswer = { success: true; changed: BulkChange[]; unknown: number[] };
