/**
 * Reading a phone number as people type it ("0772 123456", "+256 772-123-456", "256772123456",
 * "772123456") into E.164 ("+256772123456"), the form every phone is stored and sent in
 * (docs/product.md "Places"). The server's schemas and the device's forms both read it here
 * (sync/schemas/phone.ts), with libphonenumber-js's core and Uganda's metadata only
 * (sync/phone-metadata.ts): the package's `min` metadata for every country adds 121 kB (29 kB
 * gzipped) to a bundle, core with Uganda's 39 kB (10 kB gzipped). A number of another country
 * is therefore not read: the marketplace is Uganda's.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { UGANDA_PHONE_METADATA } from './phone-metadata';

/** The number in E.164, or undefined when it is not a valid Ugandan number. */
export function toE164(text: string | null | undefined): string | undefined {
  if (!text) return undefined;
  const phone = parsePhoneNumberFromString(text, 'UG', UGANDA_PHONE_METADATA);
  return phone?.isValid() ? phone.number : undefined;
}
