import { describe, expect, it } from 'vitest';
import type { BusinessRecord } from '../../sync/schemas/pull';
import type { StoredEntry } from './db';
import { businessWithEdits } from './local-views';
import { storedBusiness, storedProduct } from '../test-support/test-records';

const product = storedProduct({
  id: 9,
  name: 'Birthday cake',
  description: 'Vanilla',
  minPrice: 40_000,
  maxPrice: 90_000,
  image: '/api/uploads/0123456789abcdef0123456789abcdef.webp',
});
const business = {
  ...storedBusiness({ id: 5, name: 'Mama Bakery', whatsapp: '+256700000001', products: [product] }),
  category: { id: 1, name: 'Bakeries', emoji: '🎂', image: null },
} as BusinessRecord;

let seq = 0;
function entry(name: StoredEntry['name'], args: unknown, extra: Partial<StoredEntry> = {}): StoredEntry {
  seq++;
  return { seq, id: `e${seq}`, name, args, clientTime: 0, userId: 3, state: 'waiting', attempts: 0, ...extra };
}
const file = { bytes: new Uint8Array([1, 2, 3]).buffer, type: 'image/png', name: 'logo.png' };

describe('the vendor’s business with its queued edits', () => {
  it('shows the edited values at once, marked waiting, a new logo as the file on the device', () => {
    const plumbing = { id: 2, name: 'Plumbing', emoji: '🔧', image: null };
    const edited = businessWithEdits(
      business,
      [
        entry('business.update', { businessId: 5, name: 'Mama Bakery Ntinda', whatsapp: null, categoryId: 2 }),
        entry('business.update', { businessId: 5, tagline: 'Fresh' }, { files: { logo: file }, state: 'applied' }),
        entry('business.update', { businessId: 6, name: 'Another business' }),
      ],
      (id) => (id === 2 ? plumbing : undefined),
    );
    expect(edited).toMatchObject({
      name: 'Mama Bakery Ntinda',
      tagline: 'Fresh',
      whatsapp: null,
      categoryId: 2,
      category: plumbing,
      pending: true,
      syncState: 'waiting',
    });
    expect(edited.logoBlob).toBeInstanceOf(Blob);
  });

  it('a refused edit changes nothing and carries the server’s message', () => {
    const edited = businessWithEdits(business, [
      entry('business.update', { businessId: 5, name: 'Taken' }, { state: 'rejected', message: 'Not yours' }),
    ]);
    expect(edited).toMatchObject({ name: 'Mama Bakery', syncState: 'rejected', syncMessage: 'Not yours' });
  });

  it('lays product edits over their product only, an uploaded image as its path', () => {
    const image = '/api/uploads/fedcba9876543210fedcba9876543210.webp';
    const edited = businessWithEdits(business, [
      entry('product.update', { businessId: 5, productId: 9, maxPrice: 120_000, image }),
      entry('product.update', { businessId: 5, productId: 77, name: 'Unknown' }),
    ]);
    expect(edited.products).toEqual([
      expect.objectContaining({ id: 9, name: 'Birthday cake', maxPrice: 120_000, image, syncState: 'waiting' }),
    ]);
    expect(edited).not.toHaveProperty('syncState');
  });
});
