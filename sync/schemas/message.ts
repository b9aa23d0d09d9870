import { t } from '@lingui/core/macro';
import { z } from 'zod';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_NAME_MAX,
  CONTACT_NAME_MIN,
  CONTACT_SUBJECT_MAX,
  CONTACT_SUBJECT_MIN,
} from '../constants';
import { textSchema, type TextOptions } from './text';
import type { FieldMessage } from '../i18n-default';
import '../i18n-default';

/** A required text field: trimmed, with the contact form's messages (docs/screens.md "Contact"). */
const required = (
  label: string,
  requiredMessage: FieldMessage,
  min: number,
  minMessage: FieldMessage,
  max: number,
  maxMessage: FieldMessage,
  options: TextOptions = {},
) =>
  textSchema(label, { ...options, error: requiredMessage })
    .min(1, { error: requiredMessage, abort: true })
    .min(min, { error: minMessage, abort: true })
    .max(max, { error: maxMessage });

/** The contact form, checked the same way on the device and on the server. */
const messageSchema = z.object({
  fullName: required(
    'The full name',
    () => t`Full name is required`,
    CONTACT_NAME_MIN,
    () => t`Full name must be at least 2 characters`,
    CONTACT_NAME_MAX,
    () => t`Full name must be at most ${CONTACT_NAME_MAX} characters`,
  ),
  email: z
    .string({ error: () => t`Email is required` })
    .trim()
    .min(1, { error: () => t`Email is required`, abort: true })
    .max(254, { error: () => t`Please enter a valid email address` })
    .pipe(z.email({ error: () => t`Please enter a valid email address` }))
    .transform((email) => email.toLowerCase()),
  subject: required(
    'The subject',
    () => t`Subject is required`,
    CONTACT_SUBJECT_MIN,
    () => t`Subject must be at least 5 characters`,
    CONTACT_SUBJECT_MAX,
    () => t`Subject must be at most ${CONTACT_SUBJECT_MAX} characters`,
  ),
  content: required(
    'The message',
    () => t`Message is required`,
    CONTACT_MESSAGE_MIN,
    () => t`Message must be at least 10 characters`,
    CONTACT_MESSAGE_MAX,
    () => t`Message must be at most ${CONTACT_MESSAGE_MAX} characters`,
    { multiline: true },
  ),
});
export type Message = z.infer<typeof messageSchema>;

export const messageCreateSchema = messageSchema;
export type MessageCreate = z.infer<typeof messageCreateSchema>;
