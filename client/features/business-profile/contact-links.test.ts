import { expect, it } from 'vitest';
import { mailtoLink, tiktokLink, websiteLink, whatsappLink, whatsappNumber } from './contact-links';

it.each([
  ['0772 123 456', '256772123456'],
  ['+256 772 123456', '256772123456'],
  ['772123456', '256772123456'],
])('whatsappNumber(%j) → %s', (raw, digits) => expect(whatsappNumber(raw)).toBe(digits));

it('prefills the WhatsApp message and the e-mail subject', () => {
  expect(whatsappLink('0772123456', 'Hi & hello')).toBe('https://wa.me/256772123456?text=Hi%20%26%20hello');
  expect(mailtoLink('a@b.ug', 'Enquiry: Cake')).toBe('mailto:a@b.ug?subject=Enquiry%3A%20Cake');
  expect(mailtoLink('a@b.ug', 'S', 'Body')).toBe('mailto:a@b.ug?subject=S&body=Body');
});

it('completes website and TikTok addresses', () => {
  expect(websiteLink('fresh.ug')).toBe('https://fresh.ug');
  expect(websiteLink('http://fresh.ug')).toBe('http://fresh.ug');
  expect(tiktokLink('@freshbakes')).toBe('https://www.tiktok.com/@freshbakes');
});
