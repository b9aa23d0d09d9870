/**
 * Phones as the app shows and links them (docs/product.md "Places"): stored in E.164
 * ("+256772123456", read by sync/phone-parse.ts), shown in the local form ("0772 123 456"), and
 * WhatsApp and tel: links built from the E.164 number. A phone kept from before that could not be
 * read stays as it was written: it is shown so and flagged (isE164 false) for its owner to fix.
 * Nothing here needs the parser, so screens that only show phones stay small.
 */

const UGANDA = '+256';

/** Whether a stored phone is in E.164 (else it is text kept from before, flagged). */
export function isE164(phone: string | null | undefined): boolean {
  return !!phone && /^\+[1-9]\d{6,14}$/.test(phone);
}

/** "+256772123456" as "0772 123 456"; another country's number or kept text as it is. */
export function localPhone(phone: string): string {
  if (!isE164(phone) || !phone.startsWith(UGANDA) || phone.length !== 13) return phone;
  const n = phone.slice(UGANDA.length);
  return `0${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`;
}

/** The digits wa.me wants: the E.164 number without its "+"; for kept text, its best reading. */
export function whatsappDigits(phone: string): string {
  if (isE164(phone)) return phone.slice(1);
  const digits = phone.replace(/\D/g, '');
  if (digits.startsWith('0')) return `256${digits.slice(1)}`;
  if (digits.length === 9) return `256${digits}`;
  return digits;
}

/** A tel: address that dials from anywhere: the E.164 number (kept text without its spaces). */
export function telHref(phone: string): string {
  return `tel:${isE164(phone) ? phone : phone.replace(/[^\d+]/g, '')}`;
}
