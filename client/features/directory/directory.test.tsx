import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { clearSession } from '../../lib/session';
import { renderInRouter } from '../../test-support/render-at';
import { signInAs, testUser } from '../../test-support/test-user';
import { GetQuotesOffer, getQuotesPath } from './get-quotes-offer';
import { readDirectoryParams, writeDirectoryParams } from './use-directory-params';

it('mirrors the filters in query, priceRange, service, categoryId and sortBy', () => {
  const params = writeDirectoryParams({
    categoryId: 3,
    service: 'Bakeries',
    query: ' birthday cake ',
    priceRange: '50000-200000',
    sortBy: 'response',
  });
  expect(params.toString()).toBe(
    'query=birthday+cake&priceRange=50000-200000&service=Bakeries&categoryId=3&sortBy=response',
  );
  expect(readDirectoryParams(params)).toEqual({
    categoryId: 3,
    service: 'Bakeries',
    query: 'birthday cake',
    priceRange: '50000-200000',
    sortBy: 'response',
  });
  expect(readDirectoryParams(new URLSearchParams('categoryId=x&sortBy=cheapest'))).toEqual({
    categoryId: undefined,
    service: '',
    query: '',
    priceRange: '',
    sortBy: 'relevance',
  });
});

afterEach(() => clearSession());

const offer = () => renderInRouter(<GetQuotesOffer categoryId={3} query=" cake for 30 " priceRange="50000-200000" />);

it('offers Get quotes with the search filled in; a visitor signs in first and comes back', () => {
  expect(getQuotesPath({ categoryId: 3, query: ' cake for 30 ', priceRange: '50000-200000' })).toBe(
    '/user/get-quotes?categoryId=3&q=cake+for+30&priceRange=50000-200000',
  );
  offer();
  expect(screen.getByRole('link', { name: 'Get quotes' }).getAttribute('href')).toBe(
    `/login?returnTo=${encodeURIComponent('/user/get-quotes?categoryId=3&q=cake+for+30&priceRange=50000-200000')}`,
  );
  cleanup();
  signInAs(testUser());
  offer();
  expect(screen.getByRole('link', { name: 'Get quotes' }).getAttribute('href')).toBe(
    '/user/get-quotes?categoryId=3&q=cake+for+30&priceRange=50000-200000',
  );
});

it('does not offer Get quotes to a vendor, who cannot post requests', () => {
  signInAs(testUser({ role: 'VENDOR' }));
  offer();
  expect(screen.queryByRole('link', { name: 'Get quotes' })).toBeNull();
});
