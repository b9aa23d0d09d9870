import { describe, expect, it } from 'vitest';
import type { BusinessRecord } from '../../../sync/schemas/pull';
import { storedBusiness, storedProduct } from '../../test-support/test-records';
import { businessDraftOf, checkBusinessEdit, checkProductEdit, flaggedFields, productDraftOf } from './edit-rules';

const business = {
  ...storedBusiness({ id: 5, name: 'Mama Bakery', whatsapp: '+256700000001', website: 'https://mama.ug' }),
  category: { id: 1, name: 'Bakeries', emoji: '🎂', image: null },
} as BusinessRecord;
const service = storedProduct({
  id: 9,
  kind: 'service',
  name: 'Cake delivery',
  description: 'Within Kampala',
  minPrice: 5_000,
  maxPrice: 20_000,
});

describe('edit business', () => {
  it('starts from the current values and sends only what changed', () => {
    const draft = businessDraftOf(business);
    // the WhatsApp number in the local form; unchanged, it is not sent
    expect(draft).toMatchObject({ name: 'Mama Bakery', categoryId: '1', whatsapp: '0700 000 001', tagline: '' });
    expect(checkBusinessEdit(draft, business)).toEqual({ ok: true, value: null });
    const edited = { ...draft, name: ' Mama Bakery Ntinda ', whatsapp: '', website: 'mama.ug', tagline: 'Fresh' };
    expect(checkBusinessEdit(edited, business)).toEqual({
      ok: true,
      value: { businessId: 5, name: 'Mama Bakery Ntinda', whatsapp: null, tagline: 'Fresh' },
    });
  });

  it('opens with a message on a phone kept from before that cannot be read, and sends it in E.164 once fixed', () => {
    const kept = { ...business, whatsapp: 'call 0772' } as BusinessRecord;
    expect(flaggedFields(business)).toEqual({});
    expect(flaggedFields(kept)).toEqual({
      whatsapp: '“call 0772” is not a phone number we can read. Please enter it again, like 0772 123 456.',
    });
    const draft = businessDraftOf(kept);
    expect(checkBusinessEdit(draft, kept)).toEqual({
      ok: false,
      errors: { whatsapp: 'Please enter a valid WhatsApp number' },
    });
    expect(checkBusinessEdit({ ...draft, whatsapp: '0772 123 456' }, kept)).toEqual({
      ok: true,
      value: { businessId: 5, whatsapp: '+256772123456' },
    });
  });

  it('refuses a field the shared schema refuses, and a missing name', () => {
    const draft = businessDraftOf(business);
    expect(checkBusinessEdit({ ...draft, email: 'not-an-email' }, business)).toEqual({
      ok: false,
      errors: { email: 'Please enter a valid email address' },
    });
    expect(checkBusinessEdit({ ...draft, name: ' ' }, business)).toEqual({
      ok: false,
      errors: { _: 'Please fill in all required fields' },
    });
  });
});

describe('edit product or service', () => {
  it('sends only the changed fields, with the ids of the product and its business', () => {
    const draft = productDraftOf(service);
    expect(draft).toEqual({
      name: 'Cake delivery',
      description: 'Within Kampala',
      minPrice: '5000',
      maxPrice: '20000',
    });
    expect(checkProductEdit(draft, service)).toEqual({ ok: true, value: null });
    expect(checkProductEdit({ ...draft, maxPrice: '25000' }, service)).toEqual({
      ok: true,
      value: { businessId: 5, productId: 9, maxPrice: 25_000 },
    });
  });

  it('keeps the rules of the Add form: all four fields, whole shillings, minimum not above maximum', () => {
    const draft = productDraftOf(service);
    expect(checkProductEdit({ ...draft, description: '' }, service)).toEqual({
      ok: false,
      errors: { _: 'Please fill in all required fields' },
    });
    expect(checkProductEdit({ ...draft, minPrice: '30000' }, service)).toEqual({
      ok: false,
      errors: { maxPrice: 'Minimum price cannot be more than maximum price' },
    });
    expect(checkProductEdit({ ...draft, minPrice: '10.5' }, service)).toEqual({
      ok: false,
      errors: { minPrice: 'The minimum price must be whole shillings' },
    });
  });

  it('a product priced once starts with that price at both ends', () => {
    const single = { ...service, kind: 'product' as const, price: 7_000, minPrice: null, maxPrice: null };
    expect(productDraftOf(single)).toMatchObject({ minPrice: '7000', maxPrice: '7000' });
  });
});
