/** Links that open WhatsApp, e-mail, a website or TikTok with the message already written. */
import { t } from '@lingui/core/macro';
import { telHref, whatsappDigits } from '../../../sync/phone';

/** wa.me wants the international number in digits, taken from the stored E.164 (sync/phone.ts). */
export function whatsappNumber(phone: string): string {
  return whatsappDigits(phone);
}

export function whatsappLink(phone: string, message: string): string {
  return `https://wa.me/${whatsappDigits(phone)}?text=${encodeURIComponent(message)}`;
}

/** A tel: address of the stored E.164 number, which dials from anywhere. */
export function telLink(phone: string): string {
  return telHref(phone);
}

export function mailtoLink(email: string, subject: string, body?: string): string {
  const query = [`subject=${encodeURIComponent(subject)}`, body ? `body=${encodeURIComponent(body)}` : null]
    .filter(Boolean)
    .join('&');
  return `mailto:${email}?${query}`;
}

export function websiteLink(raw: string): string {
  return /^https?:\/\//i.test(raw) ? raw : `https://${raw}`;
}

export function tiktokLink(username: string): string {
  return `https://www.tiktok.com/@${username.replace(/^@/, '')}`;
}

/** The texts below are the visitor's, in the visitor's language (client/lib/locale.ts). */
export function businessMessage(business: string): string {
  return t`Hello ${business}, I found you on Soko and I would like to know more about your services.`;
}

export function productMessage(business: string, product: string, price: string): string {
  return t`Hello ${business}, I am interested in "${product}" (${price}) that I saw on Soko. Is it available?`;
}

/** The subject of an e-mail to a business from its profile. */
export function enquirySubject(business: string): string {
  return t`Enquiry from Soko: ${business}`;
}

/** The subject of an e-mail about one product. */
export function productEnquirySubject(product: string): string {
  return t`Enquiry about ${product}`;
}
