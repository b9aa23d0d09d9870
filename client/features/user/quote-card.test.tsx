import { fireEvent, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { renderInRouter } from '../../test-support/render-at';
import { QuoteCard } from './quote-card';
import type { Quote } from './types';

const quote = (over: Partial<Quote> = {}): Quote => ({
  id: 5,
  leadId: 3,
  searchId: 2,
  businessId: 1,
  amount: 850_000,
  message: 'Three tiers, fresh cream',
  estimatedDuration: '4 days',
  status: 'PENDING',
  createdAt: '2026-11-24T08:00:00Z',
  submittedAt: '2026-11-24T08:00:00Z',
  updatedAt: '2026-11-24T08:00:00Z',
  business: {
    id: 1,
    name: 'Kampala Fresh Bakery',
    rating: 4.4,
    totalReviews: 7,
    location: 'Kampala Central, Kampala',
    city: 'Kampala Central',
    district: 'Kampala',
    logo: null,
    isVerified: false,
    whatsapp: '0772 123456',
  },
  contact: null,
  ...over,
});

const renderCard = (props: Partial<Parameters<typeof QuoteCard>[0]>) =>
  renderInRouter(<QuoteCard quote={quote()} request="Wedding cake" {...props} />);

it('links the business, offers WhatsApp and Call, and accepts only after a confirmation', () => {
  const onAccept = vi.fn();
  renderCard({ onAccept, onDecline: vi.fn() });
  expect(screen.getByRole('link', { name: 'Kampala Fresh Bakery' }).getAttribute('href')).toBe('/business-profile/1');
  expect(screen.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toMatch(
    /^https:\/\/wa\.me\/256772123456\?text=.*Wedding%20cake/,
  );
  expect(screen.getByRole('link', { name: /Call/ }).getAttribute('href')).toBe('tel:0772123456');
  fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
  expect(onAccept).not.toHaveBeenCalled();
  screen.getByText(/The other quotes will be marked/);
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByText(/The other quotes will be marked/)).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
  fireEvent.click(screen.getByRole('button', { name: 'Yes, accept' }));
  expect(onAccept).toHaveBeenCalledTimes(1);
});

it('shows a refusal beside the buttons, and no buttons without handlers', () => {
  renderCard({ error: 'This request has expired' });
  expect(screen.getByRole('alert').textContent).toBe('This request has expired');
  expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
});

it('says "Not selected" for a declined quote', () => {
  renderInRouter(<QuoteCard quote={quote({ status: 'DECLINED' })} request="Wedding cake" />);
  screen.getByText('Not selected');
});

it('shows the accepted business its contact card, with a WhatsApp message naming the request', () => {
  renderCard({
    quote: quote({
      status: 'ACCEPTED',
      contact: {
        name: 'Kampala Fresh Bakery',
        phone: '+256772123456',
        whatsapp: '+256772123456',
        email: 'hello@bakery.ug',
        website: null,
      },
    }),
  });
  const card = screen.getByRole('region', { name: 'Contact Kampala Fresh Bakery' });
  expect(card.textContent).toContain('Phone: 0772 123 456');
  const chat = card.querySelector('a[href^="https://wa.me/"]')!.getAttribute('href')!;
  expect(decodeURIComponent(chat)).toContain('your quote of USh 850,000 for my request "Wedding cake"');
  expect(card.querySelector('a[href^="mailto:hello@bakery.ug"]')).not.toBeNull();
});

it("shows the business's response time, when it has one", () => {
  renderInRouter(
    <QuoteCard quote={quote({ business: { ...quote().business, responseMinutes: 25 } })} request="Wedding cake" />,
  );
  screen.getByText('Usually quotes within 30 minutes');
});

it('shows no response time for a business with too few quotes', () => {
  renderCard({});
  expect(screen.queryByText(/Usually quotes within/)).toBeNull();
});
