import { t } from '@lingui/core/macro';
import { z } from 'zod';
import { OTP_LENGTH } from '../constants';
import type { Locale } from '../locales';
import { phoneSchema } from './phone';
import { textSchema } from './text';
import type { FieldMessage } from '../i18n-default';
import '../i18n-default';

const trimmed = (label: string, message: FieldMessage) =>
  textSchema(label, { error: message }).min(1, { error: message });

const emailSchema = z
  .string({ error: () => t`Email is required` })
  .trim()
  .min(1, { error: () => t`Email is required` })
  .max(254, { error: () => t`Email is too long` })
  .pipe(z.email({ error: () => t`Please enter a valid email address` }))
  .transform((email) => email.toLowerCase());

export const registerSchema = z.object({
  firstName: trimmed('The first name', () => t`First name is required`).pipe(
    z.string().max(60, { error: () => t`First name is too long` }),
  ),
  lastName: trimmed('The last name', () => t`Last name is required`).pipe(
    z.string().max(60, { error: () => t`Last name is too long` }),
  ),
  email: emailSchema,
  phoneNumber: phoneSchema(undefined, () => t`Phone number is required`),
  role: z
    .string()
    .optional()
    .transform((role) => (role ?? 'USER').toUpperCase())
    .pipe(z.enum(['USER', 'VENDOR'], { error: () => t`Role must be USER or VENDOR` })),
});

export const loginSchema = z.object({ email: emailSchema });

export const verifyOtpSchema = z.object({
  email: emailSchema,
  otp: z
    .string({ error: () => t`The code is required` })
    .trim()
    .regex(new RegExp(`^[0-9]{${OTP_LENGTH}}$`), { error: () => t`The code has ${OTP_LENGTH} digits` }),
});

export const refreshSchema = z.object({
  refreshToken: z.string({ error: 'refreshToken is required' }).min(1, 'refreshToken is required').max(200),
});

export const logoutSchema = z.object({ refreshToken: z.string().max(200).optional() });

/** The user as the API shows it (server/auth/user-view.ts). */
export type PublicUser = {
  id: number;
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  avatar: string | null;
  role: 'USER' | 'VENDOR' | 'ADMIN';
  isActive: boolean;
  isVerified: boolean;
  location: string | null;
  bio: string | null;
  /** The language of the account's e-mails (sync/locales.ts); null until chosen. */
  language: Locale | null;
  createdAt: string;
};
