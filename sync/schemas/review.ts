import { z } from 'zod';
import { RATING_MAX, RATING_MIN, REVIEW_COMMENT_MAX } from '../constants';
import { textSchema } from './text';

export const REVIEW_STATUS_VALUES = ['PENDING', 'APPROVED', 'REJECTED'] as const;

/** A business review as written (spec 01 §5): a rating is required, the comment is optional. */
export const reviewSchema = z.object({
  businessId: z
    .number({ error: 'Please choose a business to review' })
    .int('Please choose a business to review')
    .positive('Please choose a business to review'),
  rating: z
    .number({ error: 'Please select a rating' })
    .int(`Rating must be a whole number from ${RATING_MIN} to ${RATING_MAX}`)
    .min(RATING_MIN, { error: 'Please select a rating', abort: true })
    .max(RATING_MAX, `Rating must be between ${RATING_MIN} and ${RATING_MAX}`),
  comment: textSchema('The comment', { multiline: true })
    .max(REVIEW_COMMENT_MAX, `The comment can be at most ${REVIEW_COMMENT_MAX} characters`)
    .nullish()
    .transform((comment) => comment || undefined)
    .optional(),
});
export type Review = z.infer<typeof reviewSchema>;

/** POST /api/reviews, and the offline `createReview` mutation. */
export const reviewCreateSchema = reviewSchema;
export type ReviewCreate = z.infer<typeof reviewCreateSchema>;

/** PUT /api/reviews/{id}/flag: an explicit state, or none to toggle. */
export const reviewFlagSchema = z.object({
  isFlagged: z.preprocess(
    (v) => (v === 'true' ? true : v === 'false' ? false : v),
    z.boolean({ error: 'isFlagged must be true or false' }).optional(),
  ),
});

/** GET /api/reviews?status= for moderation; `flagged` lists flagged reviews of any status. */
export const reviewListQuerySchema = z.object({
  status: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.enum([...REVIEW_STATUS_VALUES, 'FLAGGED', 'ALL'], { error: 'Unknown review status' }))
    .optional(),
});
