import { z } from 'zod';
import { REPORT_DESCRIPTION_MAX, REPORT_REASONS } from '../constants';
import { blankToUndefined, textSchema } from './text';

export const REPORT_TARGET_TYPES = ['review', 'user', 'business'] as const;
export const REPORT_STATUSES = ['PENDING', 'RESOLVED', 'DISMISSED'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

const lower = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v);
const upper = (v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v);

export const reportStatusSchema = z.preprocess(
  upper,
  z.enum(REPORT_STATUSES, { error: `Status must be one of ${REPORT_STATUSES.join(', ')}` }),
);

/**
 * A report of a business review, a user or a business (spec 02 §5 "Report a review").
 * The server resolves who and what is reported from the target.
 */
export const reportSchema = z.object({
  targetType: z.preprocess(lower, z.enum(REPORT_TARGET_TYPES, { error: 'Please choose what you are reporting' })),
  targetId: z.coerce
    .number({ error: 'Please choose what you are reporting' })
    .int('Please choose what you are reporting')
    .positive('Please choose what you are reporting'),
  reason: z.preprocess(lower, z.enum(REPORT_REASONS, { error: 'Please select a reason' })),
  description: z.preprocess(
    blankToUndefined,
    textSchema('The details', { multiline: true })
      .max(REPORT_DESCRIPTION_MAX, `The details can be at most ${REPORT_DESCRIPTION_MAX} characters`)
      .optional(),
  ),
});
export type Report = z.infer<typeof reportSchema>;

export const reportCreateSchema = reportSchema;
export type ReportCreate = z.infer<typeof reportCreateSchema>;

export const reportStatusUpdateSchema = z.object({ status: reportStatusSchema });
export const reportListQuerySchema = z.object({
  status: z.preprocess(
    (v) => (v === '' || String(v).toLowerCase() === 'all' ? undefined : v),
    reportStatusSchema.optional(),
  ),
});
