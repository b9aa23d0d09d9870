/** The listing card's response time line (docs/product.md "Response time"), from the business's own facts. */
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderInRouter } from '../test-support/render-at';
import { BusinessCard, type BusinessCardData } from './business-card';

const card = (over: Partial<BusinessCardData> = {}): BusinessCardData => ({
  id: 7,
  name: 'Ntinda Plumbers',
  logo: null,
  isVerified: false,
  tagline: null,
  rating: 4.5,
  totalReviews: 12,
  city: 'Ntinda',
  district: 'Kampala',
  ...over,
});

it('says how soon the business usually quotes', () => {
  renderInRouter(<BusinessCard business={card({ responseMinutes: 26 * 60 })} />);
  screen.getByText('Usually quotes within 2 days');
});

it('says nothing of it without a response time', () => {
  renderInRouter(<BusinessCard business={card({ responseMinutes: null })} />);
  expect(screen.queryByText(/Usually quotes/)).toBeNull();
});
