import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import { clearSession, signedIn } from '../../lib/session';
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

const person = (role: 'USER' | 'VENDOR') => ({
  user: {
    id: 9,
    name: 'A B',
    firstName: 'A',
    lastName: 'B',
    email: 'a@example.com',
    phoneNumber: null,
    avatar: null,
    role,
    isActive: true,
    isVerified: true,
    location: null,
    bio: null,
    createdAt: '2024-12-01T00:00:00Z',
  },
  accessToken: 'a.b.c',
  refreshToken: 'r',
});

afterEach(() => clearSession());

const offer = () =>
  render(
    <MemoryRouter>
      <GetQuotesOffer categoryId={3} query=" cake for 30 " priceRange="50000-200000" />
    </MemoryRouter>,
  );

it('offers Get quotes with the search filled in; a visitor signs in first and comes back', () => {
  expect(getQuotesPath({ categoryId: 3, query: ' cake for 30 ', priceRange: '50000-200000' })).toBe(
    '/user/get-quotes?categoryId=3&q=cake+for+30&priceRange=50000-200000',
  );
  offer();
  expect(screen.getByRole('link', { name: 'Get quotes' }).getAttribute('href')).toBe(
    `/login?returnTo=${encodeURIComponent('/user/get-quotes?categoryId=3&q=cake+for+30&priceRange=50000-200000')}`,
  );
  cleanup();
  signedIn(person('USER'));
  offer();
  expect(screen.getByRole('link', { name: 'Get quotes' }).getAttribute('href')).toBe(
    '/user/get-quotes?categoryId=3&q=cake+for+30&priceRange=50000-200000',
  );
});

it('does not offer Get quotes to a vendor, who cannot post requests', () => {
  signedIn(person('VENDOR'));
  offer();
  expect(screen.queryByRole('link', { name: 'Get quotes' })).toBeNull();
});
