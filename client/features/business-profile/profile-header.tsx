import type { BusinessRecord } from '../../../sync/schemas/pull';
import { parseChecks, type VerificationCheck } from '../../../sync/schemas/verification';
import { businessPath, sharePitch } from '../../../sync/public-pages';
import { BusinessLogo } from '../../components/business-logo';
import { ShareButton } from '../../components/share-button';
import { ChatIcon, CheckIcon, MailIcon, PinIcon } from '../../components/icons';
import { Stars } from '../../components/stars';
import { useSiteUrl } from '../../lib/site-origin';
import { responseTimeText } from '../../lib/response-time';
import { businessMessage, mailtoLink, whatsappLink } from './contact-links';

export function placeLine(b: Pick<BusinessRecord, 'district' | 'city'>): string {
  return [b.district, b.city].filter(Boolean).join(', ') || 'Location not specified';
}

const CHECK_TEXT: Record<VerificationCheck, string> = {
  phone: 'phone number confirmed',
  registration: 'registration number checked',
};
/** 'Nov 2026', in Uganda's time. */
const monthYear = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'Africa/Kampala' });

type Verification = Pick<BusinessRecord, 'isVerified' | 'verifiedAt' | 'verifiedChecks'>;

/**
 * What the Verified badge says was checked, and when (docs/product.md "Verification"):
 * 'phone number confirmed, registration number checked · Nov 2026'; null when the business is not
 * verified or its badge predates these details.
 */
export function verificationDetails(b: Verification): string | null {
  if (!b.isVerified) return null;
  const checks = parseChecks(b.verifiedChecks)
    .map((c) => CHECK_TEXT[c])
    .join(', ');
  const at = b.verifiedAt ? new Date(b.verifiedAt) : null;
  const when = at && !Number.isNaN(at.getTime()) ? monthYear.format(at) : null;
  return [checks, when].filter(Boolean).join(' · ') || null;
}

/** The badge's whole text: 'Verified · phone number confirmed, registration number checked · Nov 2026'. */
export function verifiedBadgeText(b: Verification): string | null {
  if (!b.isVerified) return null;
  const details = verificationDetails(b);
  return details ? `Verified · ${details}` : 'Verified';
}

/**
 * The profile header (docs/screens.md "Business profile"): identity, rating, services, response
 * time (docs/product.md "Response time"), and the WhatsApp and e-mail buttons, and Share.
 */
export function ProfileHeader({ business }: { business: BusinessRecord }) {
  const services = business.products.length;
  const url = useSiteUrl(businessPath(business));
  const verified = verificationDetails(business);
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
                <CheckIcon size={14} /> Verified
              </span>
              {/* the space reads between badge and details; the flex gap draws it */}
              {verified && <span className="profile-verified"> · {verified}</span>}
            </p>
          )}
          {business.tagline && <p className="profile-tagline">{business.tagline}</p>}
          <p className="profile-sub">
            <Stars rating={business.rating} />
            <span>
              ({business.totalReviews} {business.totalReviews === 1 ? 'review' : 'reviews'}) · {services}{' '}
              {services === 1 ? 'service' : 'services'}
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
              <a className="btn btn-light" href={mailtoLink(business.email, `Enquiry from Soko: ${business.name}`)}>
                <MailIcon /> Email
              </a>
            )}
            <ShareButton url={url} title={business.name} pitch={sharePitch(business)} />
          </div>
        </div>
      </div>
    </section>
  );
}
