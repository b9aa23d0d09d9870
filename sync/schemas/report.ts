import { t } from '@lingui/core/macro';
import { z } from 'zod';
import { REPORT_DESCRIPTION_MAX, REPORT_REASONS } from '../constants';
import { adminSearchSchema, blankToUndefined, textSchema } from './text';
import '../i18n-default';

const REPORT_TARGET_TYPES = ['review', 'user', 'business'] as const;
export const REPORT_STATUSES = ['PENDING', 'RESOLVED', 'DISMISSED'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

const lower = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v);
const upper = (v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v);

const reportStatusSchema = z.preprocess(
  upper,
  z.enum(REPORT_STATUSES, { error: `Status must be one of ${REPORT_STATUSES.join(', ')}` }),
);

/**
 * A report of a business review, a user or a business (docs/screens.md "Vendor reviews", "Admin reports").
 * The server resolves who and what is reported from the target.
 */
const reportSchema = z.object({
  targetType: z.preprocess(
    lower,
    z.enum(REPORT_TARGET_TYPES, { error: () => t`Please choose what you are reporting` }),
  ),
  targetId: z.coerce
    .number({ error: () => t`Please choose what you are reporting` })
    .int({ error: () => t`Please choose what you are reporting` })
    .positive({ error: () => t`Please choose what you are reporting` }),
  reason: z.preprocess(lower, z.enum(REPORT_REASONS, { error: () => t`Please select a reason` })),
  description: z.preprocess(
    blankToUndefined,
    textSchema('The details', { multiline: true })
      .max(REPORT_DESCRIPTION_MAX, { error: () => t`The details can be at most ${REPORT_DESCRIPTION_MAX} characters` })
      .optional(),
  ),
});
export type Report = z.infer<typeof reportSchema>;

export const reportCreateSchema = reportSchema;
export type ReportCreate = z.infer<typeof reportCreateSchema>;

/**
 * What an admin may do to a report's subject while resolving it, in the same step
 * (server/features/reports/report-service.ts): reject (hide) a reported review, suspend the
 * reported account (a review's author, a business's owner), deactivate a reported business.
 */
const REPORT_ACTIONS = ['hide-review', 'suspend-user', 'deactivate-business'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

export const reportStatusUpdateSchema = z
  .object({
    status: reportStatusSchema,
    action: z.preprocess(
      (v) => (v === '' || v === null ? undefined : lower(v)),
      z.enum(REPORT_ACTIONS, { error: `Action must be one of ${REPORT_ACTIONS.join(', ')}` }).optional(),
    ),
  })
  .refine((b) => b.action === undefined || b.status === 'RESOLVED', {
    error: () => t`An action is taken only when resolving a report`,
    path: ['action'],
  });
export type ReportStatusUpdate = z.infer<typeof reportStatusUpdateSchema>;
export const reportListQuerySchema = z.object({
  status: z.preprocess(
    (v) => (v === '' || String(v).toLowerCase() === 'all' ? undefined : v),
    reportStatusSchema.optional(),
  ),
  /** Words that must all appear in the reason, the description, or a name or e-mail of the report. */
  q: adminSearchSchema,
});

/** An account as an admin sees it in a report's subject. */
export type ReportSubjectAccount = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  isActive: boolean;
};
/** A business in a report's subject, with what its public profile's address needs. */
export type ReportSubjectBusiness = {
  id: number;
  name: string;
  city: string | null;
  district: string | null;
  isActive: boolean;
};

/**
 * What a report is about as it is now, in the admin's answer (null when it was deleted since):
 * a review with its author and business, an account with its role, a business with its owner.
 */
export type ReportSubject =
  | {
      type: 'review';
      id: number;
      rating: number;
      comment: string | null;
      status: string;
      author: ReportSubjectAccount | null;
      business: ReportSubjectBusiness | null;
    }
  | (ReportSubjectAccount & { type: 'user'; role: string })
  | (ReportSubjectBusiness & { type: 'business'; owner: ReportSubjectAccount | null });
