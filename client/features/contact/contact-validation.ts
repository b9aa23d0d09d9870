/** The contact form's validation table (docs/screens.md "Contact"), checked on submit, first failing rule wins. */
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_NAME_MAX,
  CONTACT_NAME_MIN,
  CONTACT_SUBJECT_MAX,
  CONTACT_SUBJECT_MIN,
} from '../../../sync/constants';

export type ContactValues = { fullName: string; email: string; subject: string; content: string };
export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function text(value: string, required: string, min: number, short: string, max: number, long: string) {
  const v = value.trim();
  if (!v) return required;
  if (v.length < min) return short;
  // The server's upper bound, so a message accepted here is never refused later.
  if (v.length > max) return long;
  return undefined;
}

export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {
    fullName: text(
      values.fullName,
      'Full name is required',
      CONTACT_NAME_MIN,
      'Full name must be at least 2 characters',
      CONTACT_NAME_MAX,
      `Full name must be at most ${CONTACT_NAME_MAX} characters`,
    ),
    email: !values.email.trim()
      ? 'Email is required'
      : EMAIL.test(values.email.trim())
        ? undefined
        : 'Please enter a valid email address',
    subject: text(
      values.subject,
      'Subject is required',
      CONTACT_SUBJECT_MIN,
      'Subject must be at least 5 characters',
      CONTACT_SUBJECT_MAX,
      `Subject must be at most ${CONTACT_SUBJECT_MAX} characters`,
    ),
    content: text(
      values.content,
      'Message is required',
      CONTACT_MESSAGE_MIN,
      'Message must be at least 10 characters',
      CONTACT_MESSAGE_MAX,
      `Message must be at most ${CONTACT_MESSAGE_MAX} characters`,
    ),
  };
  for (const key of Object.keys(errors) as (keyof ContactValues)[]) if (!errors[key]) delete errors[key];
  return errors;
}
