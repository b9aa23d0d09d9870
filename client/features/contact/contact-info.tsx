import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from '../../components/icons';

const SUPPORT_EMAIL = 'support@soko.ug';
const SUPPORT_PHONE = '+256 700 123 456';

/** Address, e-mail, phone, business hours (docs/screens.md "Contact") and the quick links to /faq and /help. */
export function ContactInfo() {
  return (
    <aside className="stack">
      <section className="card" aria-labelledby="reach-us">
        <h2 id="reach-us">
          <Trans>Reach us</Trans>
        </h2>
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
        <h2 id="hours">
          <Trans>Business hours</Trans>
        </h2>
        <dl className="hours">
          <dt>
            <Trans>Mon-Fri</Trans>
          </dt>
          <dd>9:00-18:00</dd>
          <dt>
            <Trans>Sat</Trans>
          </dt>
          <dd>10:00-16:00</dd>
          <dt>
            <Trans>Sunday</Trans>
          </dt>
          <dd>
            <Trans>Closed</Trans>
          </dd>
        </dl>
        <p className="info-row muted small">
          <ClockIcon />
          <Trans>East Africa Time (EAT). We reply within 24 hours.</Trans>
        </p>
      </section>
      <section className="card" aria-labelledby="quick-links">
        <h2 id="quick-links">
          <Trans>Quick links</Trans>
        </h2>
        <ul className="quick-links">
          <li>
            <Link to="/faq">
              <Trans>Frequently asked questions</Trans>
            </Link>
          </li>
          <li>
            <Link to="/help">
              <Trans>Help centre</Trans>
            </Link>
          </li>
        </ul>
      </section>
    </aside>
  );
}
