/**
 * Verification (docs/product.md "Verification"): a vendor asks for the Verified badge with a phone
 * number to confirm and, optionally, a business registration number; an admin approves, saying
 * what was checked, or refuses with a reason; an admin may also revoke a badge, with a reason.
 */
import { t } from '@lingui/core/macro';
import { z } from 'zod';
import { phoneSchema } from './phone';
import { blankToUndefined, textSchema } from './text';
import type { FieldMessage } from '../i18n-default';
import '../i18n-default';

const VERIFICATION_STATUSES = ['PENDING', 'APPROVED', 'REFUSED'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** What an admin can check; the phone number always, the registration number when one was given. */
const VERIFICATION_CHECKS = ['phone', 'registration'] as const;
export type VerificationCheck = (typeof VERIFICATION_CHECKS)[number];

const REGISTRATION_NUMBER_MAX = 40;
const VERIFICATION_REASON_MAX = 500;

const CHOOSE_BUSINESS: FieldMessage = () => t`Please choose your business`;

/** POST /api/verification: the owning vendor asks for the badge. */
export const verificationRequestSchema = z.object({
  businessId: z.coerce
    .number({ error: CHOOSE_BUSINESS })
    .int({ error: CHOOSE_BUSINESS })
    .positive({ error: CHOOSE_BUSINESS }),
  phone: phoneSchema(undefined, () => t`Please enter the phone number to confirm`),
  /** Uganda Registration Services Bureau numbers are digits; older ones carry letters and slashes. */
  registrationNumber: z.preprocess(
    blankToUndefined,
    z
      .string({ error: () => t`Please enter a valid registration number` })
      .trim()
      .max(REGISTRATION_NUMBER_MAX, {
        error: () => t`The registration number can be at most ${REGISTRATION_NUMBER_MAX} characters`,
      })
      .regex(/^[A-Za-z0-9][A-Za-z0-9 ./-]{2,}$/, { error: () => t`Please enter a valid registration number` })
      .optional(),
  ),
});
export type VerificationRequestInput = z.infer<typeof verificationRequestSchema>;

/** GET /api/verification/mine?businessId= */
export const verificationMineQuerySchema = z.object({
  businessId: z.coerce
    .number({ error: CHOOSE_BUSINESS })
    .int({ error: CHOOSE_BUSINESS })
    .positive({ error: CHOOSE_BUSINESS }),
});

/** GET /api/verification?status= (admin): PENDING unless another status or ALL is asked. */
export const verificationListQuerySchema = z.object({
  status: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim().toUpperCase() : 'PENDING'),
    z.enum([...VERIFICATION_STATUSES, 'ALL'], { error: () => t`Unknown verification status` }),
  ),
});

/** PUT /api/verification/{id}/approve: what the admin checked; the phone number at least. */
export const verificationApproveSchema = z.object({
  checked: z
    .array(z.enum(VERIFICATION_CHECKS, { error: () => t`Checks are phone and registration` }), {
      error: () => t`Please tick what you checked`,
    })
    .max(VERIFICATION_CHECKS.length, { error: () => t`Please tick what you checked` })
    .refine((checks) => checks.includes('phone'), { error: () => t`Confirm the phone number before approving` })
    .transform((checks) => VERIFICATION_CHECKS.filter((c) => checks.includes(c))),
});
export type VerificationApproveInput = z.infer<typeof verificationApproveSchema>;

const reason = textSchema('The reason', { multiline: true, error: () => t`Please provide a reason` })
  .min(1, { error: () => t`Please provide a reason` })
  .max(VERIFICATION_REASON_MAX, { error: () => t`The reason can be at most ${VERIFICATION_REASON_MAX} characters` });

/** PUT /api/verification/{id}/refuse and PUT /api/businesses/{id}/verification/revoke: a reason is required. */
export const verificationReasonSchema = z.object({
  reason: z.preprocess((v) => (v === null || v === undefined ? '' : v), reason),
});

/** A comma-separated check list as stored ("phone,registration") back into its known checks. */
export function parseChecks(text: string | null | undefined): VerificationCheck[] {
  const listed = (text ?? '').split(',').map((c) => c.trim());
  return VERIFICATION_CHECKS.filter((c) => listed.includes(c));
}

/** A request as its vendor and admins see it. */
export type VerificationRequestView = {
  id: number;
  businessId: number;
  phone: string;
  registrationNumber: string | null;
  status: VerificationStatus;
  checked: VerificationCheck[];
  reason: string | null;
  createdAt: string;
  decidedAt: string | null;
};

/** The badge as the business holds it now. */
export type VerificationBadge = {
  isVerified: boolean;
  verifiedAt: string | null;
  verifiedChecks: VerificationCheck[];
};

/** An admin removed the badge: when, and the reason the vendor reads. */
export type VerificationRemoval = { reason: string; at: string };

/** GET /api/verification/mine */
export type MyVerificationAnswer = {
  success: true;
  request: VerificationRequestView | null;
  badge: VerificationBadge;
  /** The badge's removal, while the business is not verified again and no request came after it. */
  removed: VerificationRemoval | null;
};

/** One row of the admin's list. */
export type AdminVerificationRequest = VerificationRequestView & {
  business: {
    id: number;
    name: string;
    logo: string | null;
    whatsapp: string | null;
    isActive: boolean;
  } & VerificationBadge;
  owner: { id: number; firstName: string; lastName: string; email: string; phoneNumber: string | null };
  /**
   * Other businesses whose badge was granted on this same phone (phones are stored in E.164, so
   * equal numbers compare equal): flagged to the admin, who decides whether that is right.
   */
  phoneVerifiedFor: { id: number; name: string }[];
};
