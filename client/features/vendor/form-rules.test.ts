import { describe, expect, it } from 'vitest';
import {
  businessReady,
  checkBid,
  checkBusiness,
  checkDelivery,
  checkProduct,
  type BusinessDraft,
  type DeliveryDraft,
} from './form-rules';

describe('bid form (docs/screens.md "Leads")', () => {
  const ok = { amount: '150000', message: 'We can bake it', estimatedDuration: '2 days' };
  it.each([
    ['empty amount', { amount: '' }, 'amount', 'Please enter a valid amount'],
    ['zero amount', { amount: '0' }, 'amount', 'Please enter a valid amount'],
    ['negative amount', { amount: '-5' }, 'amount', 'Please enter a valid amount'],
    ['not a number', { amount: 'abc' }, 'amount', 'Please enter a valid amount'],
    ['blank message', { message: '   ' }, 'message', 'Please enter a message'],
    ['message over 1000', { message: 'x'.repeat(1001) }, 'message', 'The message can be at most 1000 characters'],
    ['blank duration', { estimatedDuration: '' }, 'estimatedDuration', 'Please enter estimated duration'],
  ])('%s', (_name, change, field, message) => {
    const result = checkBid({ ...ok, ...change });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[field as keyof typeof result.errors]).toBe(message);
  });
  it('accepts the minimum amount of 1 and trims the text', () => {
    expect(checkBid({ amount: '1', message: ' Hi ', estimatedDuration: ' 1 day ' })).toEqual({
      ok: true,
      value: { amount: 1, message: 'Hi', estimatedDuration: '1 day' },
    });
  });
});

describe('create business (docs/screens.md "My Business")', () => {
  const empty: BusinessDraft = {
    name: '',
    categoryId: '',
    subCategory: '',
    tagline: '',
    description: '',
    district: '',
    city: '',
    email: '',
    whatsapp: '',
    tiktokUsername: '',
    website: '',
  };
  it.each([
    ['nothing', {}, false],
    ['name only', { name: 'Mama Bakes' }, false],
    ['category only', { categoryId: '2' }, false],
    ['blank name', { name: '  ', categoryId: '2' }, false],
    ['name and category', { name: 'Mama Bakes', categoryId: '2' }, true],
  ])('submit with %s: ready=%s', (_n, change, ready) => {
    expect(businessReady({ ...empty, ...change })).toBe(ready);
    const result = checkBusiness({ ...empty, ...change });
    expect(result.ok).toBe(ready);
    if (!result.ok) expect(result.errors._).toBe('Please fill in all required fields');
  });
  it('sends only the filled optional fields', () => {
    const result = checkBusiness({ ...empty, name: ' Mama Bakes ', categoryId: '2', city: 'Jinja' });
    expect(result.ok).toBe(true);
    if (result.ok)
      expect([...result.value.entries()]).toEqual([
        ['name', 'Mama Bakes'],
        ['categoryId', '2'],
        ['city', 'Jinja'],
      ]);
  });
  it('normalises the website and the TikTok username', () => {
    const result = checkBusiness({
      ...empty,
      name: 'A',
      categoryId: '1',
      website: 'mama.ug',
      tiktokUsername: '@mamabakes',
    });
    expect(result.ok && Object.fromEntries(result.value.entries())).toMatchObject({
      website: 'https://mama.ug',
      tiktokUsername: 'mamabakes',
    });
  });
  it('refuses a malformed email', () => {
    const result = checkBusiness({ ...empty, name: 'A', categoryId: '1', email: 'not-an-email' });
    expect(result).toEqual({ ok: false, errors: { email: 'Please enter a valid email address' } });
  });
});

describe('add product (docs/screens.md "My Business")', () => {
  const ok = { name: 'Cupcakes', description: 'A dozen', minPrice: '24000', maxPrice: '36000' };
  it.each([
    ['no title', { name: '' }, '_', 'Please fill in all required fields'],
    ['no description', { description: ' ' }, '_', 'Please fill in all required fields'],
    ['no min price', { minPrice: '' }, '_', 'Please fill in all required fields'],
    ['no max price', { maxPrice: '' }, '_', 'Please fill in all required fields'],
    ['negative min', { minPrice: '-1' }, 'minPrice', 'The minimum price cannot be negative'],
    ['not a number', { maxPrice: 'abc' }, 'maxPrice', 'The maximum price must be a number'],
    ['decimal shillings', { minPrice: '10.5' }, 'minPrice', 'The minimum price must be whole shillings'],
    ['min above max', { minPrice: '50000' }, 'maxPrice', 'Minimum price cannot be more than maximum price'],
  ])('%s', (_n, change, field, message) => {
    const result = checkProduct({ ...ok, ...change }, 0);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[field as keyof typeof result.errors]).toBe(message);
  });
  it('refuses a fourth product', () => {
    expect(checkProduct(ok, 3)).toEqual({
      ok: false,
      errors: { _: 'A business can have at most 3 products or services' },
    });
  });
  it('accepts zero prices and sends numbers as text fields', () => {
    const result = checkProduct({ ...ok, minPrice: '0', maxPrice: '0' }, 2);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value.get('minPrice')).toBe('0');
  });
});

describe('new delivery (docs/screens.md "Deliveries")', () => {
  const ok: DeliveryDraft = {
    item_name: 'Wedding cake',
    receiver_name: 'Sarah',
    receiver_number: '0772 123456',
    delivery_address: 'Ntinda',
    fare: '15000',
    weight: '',
    item_description: '',
  };
  it.each([
    ['no item', { item_name: '' }, 'item_name', 'Item name is required'],
    ['no receiver', { receiver_name: ' ' }, 'receiver_name', 'Receiver name is required'],
    ['no phone', { receiver_number: '' }, 'receiver_number', 'Receiver phone is required'],
    ['no address', { delivery_address: '' }, 'delivery_address', 'Delivery address is required'],
    ['no fare', { fare: '' }, 'fare', 'Fare is required'],
    ['negative fare', { fare: '-100' }, 'fare', 'The fare cannot be negative'],
    ['negative weight', { weight: '-0.1' }, 'weight', 'The weight cannot be negative'],
  ])('%s', (_n, change, field, message) => {
    const result = checkDelivery({ ...ok, ...change }, 7);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[field as keyof typeof result.errors]).toBe(message);
  });
  it('sends fare and weight as numbers and omits empty optional fields', () => {
    expect(checkDelivery(ok, 7)).toEqual({
      ok: true,
      value: {
        businessId: 7,
        receiver_name: 'Sarah',
        receiver_number: '+256772123456',
        fare: 15000,
        item_name: 'Wedding cake',
        delivery_address: 'Ntinda',
      },
    });
    const withWeight = checkDelivery({ ...ok, fare: '0', weight: '2.5', item_description: 'Fragile' }, 7);
    expect(withWeight.ok && withWeight.value).toMatchObject({ fare: 0, weight: 2.5, item_description: 'Fragile' });
  });
});
