import { describe, expect, it } from 'vitest';
import { profileCompleteness, type CompletenessInput } from './profile-completeness';

const empty: CompletenessInput = {
  logo: null,
  description: null,
  tagline: null,
  whatsapp: null,
  email: null,
  district: null,
  city: null,
  hours: null,
  products: [],
};
const product = { price: null, minPrice: null, maxPrice: null, image: null };

describe('profileCompleteness', () => {
  it('an empty profile is 0% and lists every action', () => {
    const c = profileCompleteness(empty);
    expect(c.percent).toBe(0);
    expect(c.missing.map((i) => i.key)).toEqual([
      'logo',
      'description',
      'tagline',
      'whatsapp',
      'email',
      'place',
      'hours',
      'price',
      'image',
    ]);
  });

  it('a full profile is 100% with nothing missing', () => {
    const c = profileCompleteness({
      logo: '/uploads/logo.webp',
      description: 'Bread and cakes',
      tagline: 'Fresh every morning',
      whatsapp: '+256700000001',
      email: 'mama@bakery.ug',
      district: 'Kampala',
      city: 'Ntinda',
      hours: { mon: ['08:00', '18:00'] },
      products: [
        { ...product, minPrice: 5000, maxPrice: 8000 },
        { ...product, image: '/uploads/cake.webp' },
      ],
    });
    expect(c.percent).toBe(100);
    expect(c.missing).toEqual([]);
  });

  it('counts the parts: district without town, blank text, empty hours and priceless products are missing', () => {
    const c = profileCompleteness({
      ...empty,
      description: '   ',
      district: 'Kampala',
      hours: {},
      whatsapp: '+256700000001',
      products: [product],
    });
    expect(c.missing.map((i) => i.key)).toEqual([
      'logo',
      'description',
      'tagline',
      'email',
      'place',
      'hours',
      'price',
      'image',
    ]);
    expect(c.percent).toBe(11);
  });

  it('a logo or photo still waiting in the outbox counts', () => {
    const blob = new Blob(['x']);
    const c = profileCompleteness({
      ...empty,
      logoBlob: blob,
      products: [{ ...product, price: 1000, imageBlob: blob }],
    });
    expect(c.items.filter((i) => i.done).map((i) => i.key)).toEqual(['logo', 'price', 'image']);
    expect(c.percent).toBe(33);
  });
});
