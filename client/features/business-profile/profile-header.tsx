import type { BusinessRecord } from '../../../sync/schemas/pull';
import { BusinessLogo } from '../../components/business-logo';
import { ChatIcon, CheckIcon, MailIcon, PinIcon } from '../../components/icons';
import { Stars } from '../../components/stars';
import { businessMessage, mailtoLink, whatsappLink } from './contact-links';

export function placeLine(b: Pick<BusinessRecord, 'district' | 'city'>): string {
  return [b.district, b.city].filter(Boolean).join(', ') || 'Location not specified';
}

/** Spec 01 §2 profile header: identity, rating, services, and the WhatsApp and e-mail buttons. */
export function ProfileHeader({ business }: { business: BusinessRecord }) {
  const services = business.products.length;
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
            <span className="badge badge-verified">
              <CheckIcon size={14} /> Verified
            </span>
          )}
          {business.tagline && <p className="profile-tagline">{business.tagline}</p>}
          <p className="profile-sub">
            <Stars rating={business.rating} />
            <span>
              ({business.totalReviews} {business.totalReviews === 1 ? 'review' : 'reviews'}) · {services}{' '}
              {services === 1 ? 'service' : 'services'}
            </span>
          </p>
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
          </div>
        </div>
      </div>
    </section>
  );
}
