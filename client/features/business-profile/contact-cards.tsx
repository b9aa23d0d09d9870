import type { BusinessRecord } from '../../../sync/schemas/pull';
import { ChatIcon, GlobeIcon, MailIcon, MusicIcon, PinIcon } from '../../components/icons';
import { businessMessage, mailtoLink, tiktokLink, websiteLink, whatsappLink } from './contact-links';
import { localPhone } from '../../../sync/phone';

/** Get in Touch (WhatsApp, Email, Website), Location, and Follow Us on TikTok (docs/screens.md "Business profile"). */
export function ContactCards({ business }: { business: BusinessRecord }) {
  const hasContact = business.whatsapp || business.email || business.website;
  return (
    <>
      <section className="card" aria-labelledby="get-in-touch">
        <h2 id="get-in-touch">Get in Touch</h2>
        {!hasContact && <p className="muted">No contact details yet.</p>}
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
              <a href={mailtoLink(business.email, `Enquiry from Soko: ${business.name}`)}>
                <MailIcon /> {business.email}
              </a>
            </li>
          )}
          {business.website && (
            <li>
              <a href={websiteLink(business.website)} target="_blank" rel="noopener noreferrer">
                <GlobeIcon /> Website
              </a>
            </li>
          )}
        </ul>
      </section>
      <section className="card" aria-labelledby="location">
        <h2 id="location">Location</h2>
        <dl className="about-facts">
          <dt>District</dt>
          <dd>{business.district || 'Not specified'}</dd>
          <dt>City</dt>
          <dd>{business.city || 'Not specified'}</dd>
        </dl>
        <p className="muted small">
          <PinIcon size={14} /> Uganda
        </p>
      </section>
      {business.tiktokUsername && (
        <section className="card" aria-labelledby="follow-us">
          <h2 id="follow-us">Follow Us</h2>
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
