/**
 * A phone field (docs/product.md "Places"): any way a Ugandan number is written, stored in E.164
 * ("+256772123456"); anything else is refused with the field's message. The REST routes, the
 * replayed offline writes and the device's forms all parse with these schemas.
 */
import { t } from '@lingui/core/macro';
import { z } from 'zod';
import { messageText, type FieldMessage } from '../i18n-default';
import { toE164 } from '../phone-parse';
import '../i18n-default';

/** A phone that must be given. */
export const phoneSchema = (
  message: FieldMessage = () => t`Please enter a valid phone number`,
  required: FieldMessage = message,
) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(40, { error: message })
    .transform((text, ctx) => {
      const e164 = toE164(text);
      if (!e164) ctx.addIssue({ code: 'custom', message: messageText(message) });
      return e164 ?? text;
    });

/** A phone that may be left out or cleared: blank is null. */
export const optionalPhoneSchema = (message?: FieldMessage) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), phoneSchema(message).nullish());
