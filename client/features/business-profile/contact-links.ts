/** Links that open WhatsApp, e-mail, a website or TikTok with the message already written. */

/** wa.me wants the international number in digits: Ugandan 07… numbers become 2567…. */
export function whatsappNumber(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  if (digits.startsWith('256')) return digits;
  if (digits.startsWith('0')) return `256${digits.slice(1)}`;
  if (digits.length === 9) return `256${digits}`;
  return digits;
}

export function whatsappLink(raw: string, message: string): string {
  return `https://wa.me/${whatsappNumber(raw)}?text=${encodeURIComponent(message)}`;
}

/** A tel: address dials the number as written, without the spaces people type in it. */
export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
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

export function businessMessage(business: string): string {
  return `Hello ${business}, I found you on Soko and I would like to know more about your services.`;
}

export function productMessage(business: string, product: string, price: string): string {
  return `Hello ${business}, I am interested in "${product}" (${price}) that I saw on Soko. Is it available?`;
}
