import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { isE164, localPhone, telHref, whatsappDigits } from './phone';
import { UGANDA_PHONE_METADATA } from './phone-metadata';
import { toE164 } from './phone-parse';
import { phoneSchema } from './schemas/phone';

describe('phones read into E.164', () => {
  it('reads the ways a Ugandan number is written', () => {
    for (const written of [
      '0772 123456',
      '0772-123-456',
      '+256 772 123 456',
      '256772123456',
      '772123456',
      '(0772) 123 456',
    ])
      expect(toE164(written), written).toBe('+256772123456');
    expect(toE164('0414 123456')).toBe('+256414123456');
    expect(toE164('+256 (0) 772 123456')).toBe('+256772123456');
  });

  it('refuses what is not a Ugandan number', () => {
    for (const written of ['call me', '12345', '0772 12345', '+254 712 345678', '', null, undefined])
      expect(toE164(written), String(written)).toBeUndefined();
  });

  it('the schema stores E.164 and refuses the rest with its message', () => {
    expect(phoneSchema().parse(' 0772 123456 ')).toBe('+256772123456');
    const refused = phoneSchema('Please enter a valid WhatsApp number').safeParse('0772');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('Please enter a valid WhatsApp number');
  });
});

describe('phones shown and linked', () => {
  it('shows E.164 in the local form and kept text as it is', () => {
    expect(localPhone('+256772123456')).toBe('0772 123 456');
    expect(localPhone('+254712345678')).toBe('+254712345678');
    expect(localPhone('call me')).toBe('call me');
    expect(isE164('+256772123456')).toBe(true);
    expect(isE164('0772 123456')).toBe(false);
  });

  it('builds WhatsApp and tel: links from E.164', () => {
    expect(whatsappDigits('+256772123456')).toBe('256772123456');
    expect(telHref('+256772123456')).toBe('tel:+256772123456');
    expect(whatsappDigits('0772 123456')).toBe('256772123456');
    expect(telHref('0772 123456')).toBe('tel:0772123456');
  });
});

describe("Uganda's metadata", () => {
  it('is the installed libphonenumber-js metadata for +256', () => {
    const full = createRequire(import.meta.url)('libphonenumber-js/metadata.min.json') as {
      version: number;
      countries: Record<string, unknown>;
    };
    const ours = UGANDA_PHONE_METADATA as unknown as typeof full;
    expect(ours.version).toBe(full.version);
    expect(ours.countries.UG).toEqual(full.countries.UG);
  });
});
