/**
 * A phone field (docs/product.md "Places"): any way a Ugandan number is written, stored in E.164
 * ("+256772123456"); anything else is refused with the field's message. The REST routes, the
 * replayed offline writes and the device's forms all parse with these schemas.
 */
import { z } from 'zod';
import { toE164 } from '../phone-parse';

/** A phone that must be given. */
export const phoneSchema = (message = 'Please enter a valid phone number', required = message) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(40, message)
    .transform((text, ctx) => {
      const e164 = toE164(text);
      if (!e164) ctx.addIssue({ code: 'custom', message });
      return e164 ?? text;
    });

/** A phone that may be left out or cleared: blank is null. */
export const optionalPhoneSchema = (message?: string) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), phoneSchema(message).nullish());
