import { Link } from 'react-router-dom';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from '../../components/icons';

export const SUPPORT_EMAIL = 'support@soko.ug';
export const SUPPORT_PHONE = '+256 700 123 456';

/** Address, e-mail, phone, business hours (docs/screens.md "Contact") and the quick links to /faq and /help. */
export function ContactInfo() {
  return (
    <aside className="stack">
      <section className="card" aria-labelledby="reach-us">
        <h2 id="reach-us">Reach us</h2>
        <p className="info-row">
          <PinIcon />
          <span>
            Plot 24, Kampala Road
            <br />
            Kampala, Uganda
          </span>
        </p>
        <p className="info-row">
          <MailIcon />
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        </p>
        <p className="info-row">
          <PhoneIcon />
          <a href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`}>{SUPPORT_PHONE}</a>
        </p>
      </section>
      <section className="card" aria-labelledby="hours">
        <h2 id="hours">Business hours</h2>
        <dl className="hours">
          <dt>Mon-Fri</dt>
          <dd>9:00-18:00</dd>
          <dt>Sat</dt>
          <dd>10:00-16:00</dd>
          <dt>Sunday</dt>
          <dd>Closed</dd>
        </dl>
        <p className="info-row muted small">
          <ClockIcon />
          East Africa Time (EAT). We reply within 24 hours.
        </p>
      </section>
      <section className="card" aria-labelledby="quick-links">
        <h2 id="quick-links">Quick links</h2>
        <ul className="quick-links">
          <li>
            <Link to="/faq">Frequently asked questions</Link>
          </li>
          <li>
            <Link to="/help">Help centre</Link>
          </li>
        </ul>
      </section>
    </aside>
  );
}
