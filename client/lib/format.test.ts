import { describe, expect, it } from 'vitest';
import {
  businessPath,
  categoryPath,
  formatPriceRange,
  formatUSh,
  initials,
  parsePriceRange,
  priceSpan,
  relativeTime,
  slugify,
} from './format';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = Date.UTC(2024, 11, 20, 12, 0, 0);

describe('formatUSh', () => {
  it.each([
    [150_000, 'USh 150,000'],
    [0, 'USh 0'],
    [15_000, 'USh 15,000'],
    [1_250_000.6, 'USh 1,250,001'],
    [999, 'USh 999'],
  ])('%s → %s', (amount, text) => expect(formatUSh(amount)).toBe(text));
});

describe('formatPriceRange and priceSpan', () => {
  it('writes one price, a range, or nothing', () => {
    expect(formatPriceRange(5_000, 5_000)).toBe('USh 5,000');
    expect(formatPriceRange(45_000, 180_000)).toBe('USh 45,000 - USh 180,000');
    expect(formatPriceRange(null, 20_000)).toBe('USh 20,000');
    expect(formatPriceRange(null, null)).toBeNull();
  });
  it('spans the lowest and highest price of the products', () => {
    expect(priceSpan([{ minPrice: 45_000, maxPrice: 180_000 }, { price: 5_000 }])).toEqual({
      min: 5_000,
      max: 180_000,
    });
    expect(priceSpan([])).toBeNull();
    expect(priceSpan([{ price: null, minPrice: null, maxPrice: null }])).toBeNull();
  });
});

describe('relativeTime (docs/screens.md "Conventions of every screen")', () => {
  it.each([
    [0, 'Just now'],
    [59 * 60_000, 'Just now'],
    [HOUR, '1 hour ago'],
    [5 * HOUR, '5 hours ago'],
    [23 * HOUR + 59 * 60_000, '23 hours ago'],
    [DAY, 'Yesterday'],
    [47 * HOUR, 'Yesterday'],
    [2 * DAY, '2 days ago'],
    [6 * DAY + 23 * HOUR, '6 days ago'],
    [7 * DAY, '1 week ago'],
    [20 * DAY, '2 weeks ago'],
    [29 * DAY, '4 weeks ago'],
  ])('%s ms ago → %s', (ago, text) => expect(relativeTime(NOW - ago, NOW)).toBe(text));

  it('shows the date from 30 days on', () => {
    expect(relativeTime(NOW - 30 * DAY, NOW)).toBe('20 Nov 2024');
    expect(relativeTime('2024-01-05T10:00:00Z', NOW)).toBe('5 Jan 2024');
  });
  it('treats a time slightly in the future (clock skew) as just now, and garbage as nothing', () => {
    expect(relativeTime(NOW + 5 * 60_000, NOW)).toBe('Just now');
    expect(relativeTime('not a date', NOW)).toBe('');
  });
});

describe('parsePriceRange (docs/screens.md "Conventions of every screen")', () => {
  it.each([
    ['500000+', { minPrice: 500_000 }],
    ['100000-500000', { minPrice: 100_000, maxPrice: 500_000 }],
    ['USh 100,000 - 500,000', { minPrice: 100_000, maxPrice: 500_000 }],
    ['100k-1.5m', { minPrice: 100_000, maxPrice: 1_500_000 }],
    ['500000-100000', { minPrice: 100_000, maxPrice: 500_000 }],
    ['200000', { maxPrice: 200_000 }],
    ['1m+', { minPrice: 1_000_000 }],
    ['', {}],
    ['cheap', {}],
    ['10-', {}],
    ['+', {}],
    ['1-2-3', {}],
  ])('%j → %j', (text, range) => expect(parsePriceRange(text)).toEqual(range));
});

describe('slugs and paths', () => {
  it.each([
    ['Kampala Fresh Bakery', 'kampala-fresh-bakery'],
    ['  Mama’s   Kitchen & Co. ', 'mamas-kitchen-co'],
    ['Café Javas', 'cafe-javas'],
    ['Food & Catering', 'food-catering'],
    ['', ''],
  ])('slugify(%j) → %j', (text, slug) => expect(slugify(text)).toBe(slug));

  it('builds the business profile path from id, name and district-city', () => {
    expect(businessPath({ id: 12, name: 'Kampala Fresh Bakery', district: 'Kampala', city: 'Kampala' })).toBe(
      '/business-profile/12/kampala-fresh-bakery/kampala-kampala',
    );
    expect(businessPath({ id: 3, name: 'Ssese Fish', district: null, city: 'Kalangala Town' })).toBe(
      '/business-profile/3/ssese-fish/kalangala-town',
    );
    expect(businessPath({ id: 4, name: '!!!' })).toBe('/business-profile/4/business/uganda');
  });

  it('url-encodes the category name', () => {
    expect(categoryPath({ id: 2, name: 'Food & Catering' })).toBe('/category/2/Food%20%26%20Catering');
  });

  it('takes up to two initials', () => {
    expect(initials('Kampala Fresh Bakery')).toBe('KF');
    expect(initials('nile')).toBe('N');
    expect(initials('')).toBe('?');
  });
});
