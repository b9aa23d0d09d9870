import { Trans } from '@lingui/react/macro';
import type { BusinessRecord } from '../../../sync/schemas/pull';
import { ChatIcon, GlobeIcon, MailIcon, MusicIcon, PinIcon } from '../../components/icons';
import { businessMessage, enquirySubject, mailtoLink, tiktokLink, websiteLink, whatsappLink } from './contact-links';
import { localPhone } from '../../../sync/phone';

/** Get in Touch (WhatsApp, Email, Website), Location, and Follow Us on TikTok (docs/screens.md "Business profile"). */
export function ContactCards({ business }: { business: BusinessRecord }) {
  const hasContact = business.whatsapp || business.email || business.website;
  return (
    <>
      <section className="card" aria-labelledby="get-in-touch">
        <h2 id="get-in-touch">
          <Trans>Get in Touch</Trans>
        </h2>
        {!hasContact && (
          <p className="muted">
            <Trans>No contact details yet.</Trans>
          </p>
        )}
        <ul className="contact-list">
          {business.whatsapp && (
            <li>
              <a
                href={whatsappLink(business.whatsapp, businessMessage(business.name))}
                target="_blank"
                rel="noopener noreferrer"
              >
                <ChatIcon /> WhatsApp {localPhone(business.whatsapp)}
              </a>
            </li>
          )}
          {business.email && (
            <li>
              <a href={mailtoLink(business.email, enquirySubject(business.name))}>
                <MailIcon /> {business.email}
              </a>
            </li>
          )}
          {business.website && (
            <li>
              <a href={websiteLink(business.website)} target="_blank" rel="noopener noreferrer">
                <GlobeIcon /> <Trans>Website</Trans>
              </a>
            </li>
          )}
        </ul>
      </section>
      <section className="card" aria-labelledby="location">
        <h2 id="location">
          <Trans>Location</Trans>
        </h2>
        <dl className="about-facts">
          <dt>
            <Trans>District</Trans>
          </dt>
          <dd>{business.district || <Trans>Not specified</Trans>}</dd>
          <dt>
            <Trans>City</Trans>
          </dt>
          <dd>{business.city || <Trans>Not specified</Trans>}</dd>
        </dl>
        <p className="muted small">
          <PinIcon size={14} /> Uganda
        </p>
      </section>
      {business.tiktokUsername && (
        <section className="card" aria-labelledby="follow-us">
          <h2 id="follow-us">
            <Trans>Follow Us</Trans>
          </h2>
          <a
            className="btn btn-outline btn-block"
            href={tiktokLink(business.tiktokUsername)}
            target="_blank"
            rel="noopener noreferrer"
          >
            <MusicIcon /> TikTok @{business.tiktokUsername.replace(/^@/, '')}
          </a>
        </section>
      )}
    </>
  );
}
