import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Plural, Trans } from '@lingui/react/macro';
import type { BusinessRecord } from '../../../sync/schemas/pull';
import { parseChecks, type VerificationCheck } from '../../../sync/schemas/verification';
import { businessPath, sharePitch } from '../../../sync/public-pages';
import { BusinessLogo } from '../../components/business-logo';
import { ShareButton } from '../../components/share-button';
import { ChatIcon, CheckIcon, MailIcon, PinIcon } from '../../components/icons';
import { Stars } from '../../components/stars';
import { useSiteUrl } from '../../lib/site-origin';
import { responseTimeText } from '../../lib/response-time';
import { businessMessage, enquirySubject, mailtoLink, whatsappLink } from './contact-links';

function placeLine(b: Pick<BusinessRecord, 'district' | 'city'>): string {
  return [b.district, b.city].filter(Boolean).join(', ') || t`Location not specified`;
}

const CHECK_TEXT: Record<VerificationCheck, MessageDescriptor> = {
  phone: msg`phone number confirmed`,
  registration: msg`registration number checked`,
};
/** 'Nov 2026', in Uganda's time. */
const monthYear: Intl.DateTimeFormatOptions = { month: 'short', year: 'numeric', timeZone: 'Africa/Kampala' };

type Verification = Pick<BusinessRecord, 'isVerified' | 'verifiedAt' | 'verifiedChecks'>;

/**
 * What the Verified badge says was checked, and when (docs/product.md "Verification"):
 * 'phone number confirmed, registration number checked · Nov 2026'; null when the business is not
 * verified or its badge predates these details.
 */
export function verificationDetails(b: Verification): string | null {
  if (!b.isVerified) return null;
  const checks = parseChecks(b.verifiedChecks)
    .map((c) => i18n._(CHECK_TEXT[c]))
    .join(', ');
  const at = b.verifiedAt ? new Date(b.verifiedAt) : null;
  const when = at && !Number.isNaN(at.getTime()) ? i18n.date(at, monthYear) : null;
  return [checks, when].filter(Boolean).join(' · ') || null;
}

/** The badge's whole text: 'Verified · phone number confirmed, registration number checked · Nov 2026'. */
export function verifiedBadgeText(b: Verification): string | null {
  if (!b.isVerified) return null;
  const details = verificationDetails(b);
  return details ? t`Verified · ${details}` : t`Verified`;
}

/**
 * The profile header (docs/screens.md "Business profile"): identity, rating, services, response
 * time (docs/product.md "Response time"), and the WhatsApp and e-mail buttons, and Share.
 */
export function ProfileHeader({ business }: { business: BusinessRecord }) {
  const services = business.products.length;
  const url = useSiteUrl(businessPath(business));
  const verified = verificationDetails(business);
  const reviews = business.totalReviews;
  return (
    <section className="profile-head">
      <div className="container profile-head-inner">
        <BusinessLogo name={business.name} logo={business.logo} size={88} large />
        <div className="profile-identity">
          <h1>{business.name}</h1>
          <p className="profile-sub">
            {business.category.emoji} {business.category.name}
          </p>
          <p className="profile-sub">
            <PinIcon size={16} /> {placeLine(business)}
          </p>
          {business.isVerified && (
            <p className="profile-sub">
              <span className="badge badge-verified">
                <CheckIcon size={14} /> <Trans>Verified</Trans>
              </span>
              {/* the space reads between badge and details; the flex gap draws it */}
              {verified && <span className="profile-verified"> · {verified}</span>}
            </p>
          )}
          {business.tagline && <p className="profile-tagline">{business.tagline}</p>}
          <p className="profile-sub">
            <Stars rating={business.rating} />
            <span>
              (<Plural value={reviews} one="# review" other="# reviews" />) ·{' '}
              <Plural value={services} one="# service" other="# services" />
            </span>
          </p>
          {responseTimeText(business.responseMinutes) && (
            <p className="profile-sub">{responseTimeText(business.responseMinutes)}</p>
          )}
          <div className="btn-row">
            {business.whatsapp && (
              <a
                className="btn btn-whatsapp"
                href={whatsappLink(business.whatsapp, businessMessage(business.name))}
                target="_blank"
                rel="noopener noreferrer"
              >
                <ChatIcon /> WhatsApp
              </a>
            )}
            {business.email && (
              <a className="btn btn-light" href={mailtoLink(business.email, enquirySubject(business.name))}>
                <MailIcon /> <Trans>Email</Trans>
              </a>
            )}
            <ShareButton url={url} title={business.name} pitch={sharePitch(business)} />
          </div>
        </div>
      </div>
    </section>
  );
}
