/**
 * The Verified badge says what was checked and when (docs/product.md "Verification"), on the
 * profile header and in About; a badge granted before these details existed says "Verified" alone.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BusinessRecord } from '../../../sync/schemas/pull';
import { storedBusiness } from '../../test-support/test-records';
import { renderInRouter } from '../../test-support/render-at';
import { AboutSection } from './about-section';
import { ProfileHeader, verifiedBadgeText } from './profile-header';

const business = (fields: Partial<BusinessRecord>): BusinessRecord => ({
  ...storedBusiness({ id: 5, name: 'Mama Bakery' }),
  category: { id: 1, name: 'Bakeries', emoji: '🎂', image: null },
  ...fields,
});
const NOV = '2026-11-12T09:30:00.000Z';

describe('the Verified badge', () => {
  it('names what was checked and the month', () => {
    expect(verifiedBadgeText({ isVerified: true, verifiedAt: NOV, verifiedChecks: 'phone,registration' })).toBe(
      'Verified · phone number confirmed, registration number checked · Nov 2026',
    );
    expect(verifiedBadgeText({ isVerified: true, verifiedAt: NOV, verifiedChecks: 'phone' })).toBe(
      'Verified · phone number confirmed · Nov 2026',
    );
    // in Uganda's time: 22:00 UTC on 31 October is already November in Kampala
    expect(
      verifiedBadgeText({ isVerified: true, verifiedAt: '2026-10-31T22:00:00.000Z', verifiedChecks: 'phone' }),
    ).toBe('Verified · phone number confirmed · Nov 2026');
  });

  it('says Verified alone without details, and nothing when not verified', () => {
    expect(verifiedBadgeText({ isVerified: true })).toBe('Verified');
    expect(verifiedBadgeText({ isVerified: true, verifiedAt: null, verifiedChecks: 'email' })).toBe('Verified');
    expect(verifiedBadgeText({ isVerified: false, verifiedAt: NOV, verifiedChecks: 'phone' })).toBeNull();
  });

  it('shows on the profile header and in About', () => {
    const verified = business({ isVerified: true, verifiedAt: NOV, verifiedChecks: 'phone,registration' });
    renderInRouter(
      <>
        <ProfileHeader business={verified} />
        <AboutSection business={verified} />
      </>,
    );
    const badge = screen.getByText('Verified', { selector: '.badge' });
    expect(badge.parentElement?.textContent?.replace(/\s+/g, ' ').trim()).toBe(
      'Verified · phone number confirmed, registration number checked · Nov 2026',
    );
    expect(
      screen.getByText('Verified business: phone number confirmed, registration number checked · Nov 2026'),
    ).toBeTruthy();
  });

  it('an unverified business shows no badge', () => {
    const plain = business({ isVerified: false });
    renderInRouter(
      <>
        <ProfileHeader business={plain} />
        <AboutSection business={plain} />
      </>,
    );
    expect(screen.queryByText('Verified', { selector: '.badge' })).toBeNull();
    expect(screen.getByText('Not yet verified')).toBeTruthy();
  });
});

describe('the response time', () => {
  it('shows on the profile header when the business has one, and not otherwise', () => {
    const { unmount } = renderInRouter(<ProfileHeader business={business({ responseMinutes: 95 })} />);
    screen.getByText('Usually quotes within 2 hours');
    unmount();
    renderInRouter(<ProfileHeader business={business({ responseMinutes: null })} />);
    expect(screen.queryByText(/Usually quotes within/)).toBeNull();
  });
});
