import { t } from '@lingui/core/macro';
import { z } from 'zod';
import { ADMIN_LIST_DEFAULT_LIMIT, ADMIN_LIST_MAX_LIMIT, USER_STATUS_ACTIONS } from '../constants';
import { LOCALES } from '../locales';
import { optionalPhoneSchema } from './phone';
import { blankToNull, textSchema, type TextOptions } from './text';
import type { FieldMessage } from '../i18n-default';
import '../i18n-default';

const USER_ROLES = ['USER', 'VENDOR', 'ADMIN'] as const;
const USER_LIST_STATUSES = ['active', 'suspended', 'unverified'] as const;

const name = (label: string, message: FieldMessage) =>
  textSchema(label, { error: message })
    .min(1, { error: message })
    .max(60, { error: () => t`At most 60 characters` });
const phone = () => optionalPhoneSchema();
const clearable = (label: string, max: number, options: TextOptions = {}) =>
  z.preprocess(
    blankToNull,
    textSchema(label, options)
      .max(max, { error: () => t`At most ${max} characters` })
      .nullable()
      .optional(),
  );

/** Roles are compared case-insensitively (docs/screens.md "Conventions of every screen"). */
const roleSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
  z.enum(USER_ROLES, { error: () => t`Role must be USER, VENDOR or ADMIN` }),
);

/**
 * The profile form (docs/screens.md "Profile Settings and Settings"). The email is read-only: it
 * may be sent back unchanged, and a different one is refused ('Email cannot be changed'). An empty
 * optional field clears it. The language (Settings › Language) is one Soko speaks; null forgets it.
 */
const profileSchema = z.object({
  firstName: name('The first name', () => t`First name is required`).optional(),
  lastName: name('The last name', () => t`Last name is required`).optional(),
  email: textSchema('The email').optional(),
  phone: phone(),
  /** Accepted as another name for phone. */
  phoneNumber: phone(),
  location: clearable('The location', 120),
  bio: clearable('The bio', 1000, { multiline: true }),
  language: z
    .enum(LOCALES, { error: `Language must be one of ${LOCALES.join(', ')}` })
    .nullable()
    .optional(),
});
export const profileUpdateSchema = profileSchema;
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** PUT /users/{id}/status: suspend or reactivate, always with a reason. */
export const userStatusUpdateSchema = z
  .object({
    action: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
      z.enum(USER_STATUS_ACTIONS, { error: () => t`Action must be suspend or reactivate` }).optional(),
    ),
    reason: textSchema('The reason', { error: () => t`Please provide a reason`, multiline: true })
      .min(1, { error: () => t`Please provide a reason` })
      .max(500, { error: () => t`The reason is too long` }),
    isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
  })
  .refine((b) => b.action !== undefined || b.isActive !== undefined, {
    error: () => t`Please say whether to suspend or reactivate`,
    path: ['isActive'],
  })
  .refine((b) => b.action === undefined || b.isActive === undefined || (b.action === 'reactivate') === b.isActive, {
    message: 'action and isActive disagree',
    path: ['isActive'],
  })
  .transform((b) => ({ reason: b.reason, isActive: b.isActive ?? b.action === 'reactivate' }));
export type UserStatusUpdate = z.infer<typeof userStatusUpdateSchema>;

export const userRoleUpdateSchema = z.object({
  role: roleSchema,
  reason: z.preprocess(
    blankToNull,
    textSchema('The reason', { multiline: true })
      .max(500, { error: () => t`The reason is too long` })
      .nullable()
      .optional(),
  ),
});

/** DELETE /users/{id}: the admin's reason, if any, for the audit log. */
export const userDeleteSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(500, { error: () => t`The reason is too long` })
    .optional(),
});

export const userListQuerySchema = z.object({
  role: z.preprocess((v) => (v === '' || String(v).toLowerCase() === 'all' ? undefined : v), roleSchema.optional()),
  status: z.preprocess(
    (v) => (typeof v === 'string' ? (v === '' || v.toLowerCase() === 'all' ? undefined : v.toLowerCase()) : v),
    z.enum(USER_LIST_STATUSES, { error: () => t`Status must be active, suspended or unverified` }).optional(),
  ),
  q: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().max(100).optional()),
  page: z.coerce.number().int().min(1).catch(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .catch(ADMIN_LIST_DEFAULT_LIMIT)
    .transform((n) => Math.min(n, ADMIN_LIST_MAX_LIMIT)),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;
