/**
 * The contact form's rules (docs/screens.md "Contact"): the server's own schema
 * (sync/schemas/message.ts), so the form shows the words the server would answer with.
 */
import { messageCreateSchema } from '../../../sync/schemas/message';
import { firstPerField } from '../../lib/form-errors';
import { constraintsOf } from '../../lib/schema-constraints';

export type ContactValues = { fullName: string; email: string; subject: string; content: string };
export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

/** Each field's limits, for its input. */
export const contactConstraints = constraintsOf(messageCreateSchema);

/** One message per field that fails, none when the message can be sent. */
export function validateContact(values: ContactValues): ContactErrors {
  const parsed = messageCreateSchema.safeParse(values);
  return parsed.success ? {} : firstPerField<keyof ContactValues>(parsed.error);
}
