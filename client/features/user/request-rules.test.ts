import { afterEach, describe, expect, it } from 'vitest';
import { checkRequest, initialDraft, rememberPlace, requestItUpdates, type RequestDraft } from './request-rules';

afterEach(() => localStorage.clear());

const draft = (over: Partial<RequestDraft> = {}): RequestDraft => ({
  query: 'Fix a blocked toilet',
  categoryId: '4',
  district: 'Kampala',
  location: 'Ntinda',
  budget: 'unsure',
  minPrice: '',
  maxPrice: '',
  neededBy: 'this-week',
  details: '',
  ...over,
});

describe('the Get quotes form', () => {
  it('starts from the directory search and the profile place, then from the last request', () => {
    const params = new URLSearchParams('categoryId=4&q=birthday+cake&priceRange=50000-200000');
    expect(initialDraft(params, 'Ntinda, Kampala')).toMatchObject({
      query: 'birthday cake',
      categoryId: '4',
      district: 'Kampala',
      location: 'Ntinda',
      budget: 'range',
      minPrice: '50000',
      maxPrice: '200000',
    });
    expect(initialDraft(new URLSearchParams(), null)).toMatchObject({ district: '', location: '', budget: 'unsure' });
    rememberPlace({ district: 'Gulu', location: 'Layibi' });
    expect(initialDraft(new URLSearchParams(), 'Ntinda, Kampala')).toMatchObject({
      district: 'Gulu',
      location: 'Layibi',
    });
  });

  it('sends no amounts when the budget is "not sure", and asks for one when a range is chosen', () => {
    const unsure = checkRequest(draft({ minPrice: '10', maxPrice: '20' }));
    expect(unsure).toMatchObject({ ok: true, value: { minPrice: undefined, maxPrice: undefined } });
    expect(checkRequest(draft({ budget: 'range' }))).toEqual({
      ok: false,
      errors: { maxPrice: 'Please enter a budget, or choose "Not sure"' },
    });
    expect(checkRequest(draft({ budget: 'range', minPrice: '90000', maxPrice: '10000' }))).toMatchObject({
      ok: false,
      errors: { maxPrice: 'The minimum budget cannot be above the maximum' },
    });
  });

  it("shows the server's words for each rule", () => {
    const check = checkRequest(draft({ query: ' ', district: '', location: '', categoryId: '' }));
    expect(check).toEqual({
      ok: false,
      errors: {
        query: 'Please describe what you need',
        categoryId: 'Please choose a category',
        district: 'Please choose your district',
        location: 'Please enter your area or town',
      },
    });
    expect(checkRequest(draft({ details: 'x'.repeat(1001) }))).toMatchObject({
      errors: { details: 'The details can be at most 1000 characters' },
    });
  });

  it('finds the earlier active request of the same need and category from the last 24 hours', () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    const mine = [
      { id: 7, query: 'Fix a Blocked Toilet', categoryId: 4, status: 'active', createdAt: '2026-11-24T02:00:00Z' },
      { id: 8, query: 'Fix a blocked toilet', categoryId: 4, status: 'active', createdAt: '2026-11-22T02:00:00Z' },
      { id: -3, query: 'Fix a blocked toilet', categoryId: 4, status: 'active', createdAt: '2026-11-24T11:00:00Z' },
    ];
    expect(requestItUpdates({ query: 'fix a blocked toilet', categoryId: 4 }, mine, now)?.id).toBe(7);
    expect(requestItUpdates({ query: 'fix a blocked toilet', categoryId: 5 }, mine, now)).toBeUndefined();
    expect(requestItUpdates({ query: 'paint a wall', categoryId: 4 }, mine, now)).toBeUndefined();
  });
});
