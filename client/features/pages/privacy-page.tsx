import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useDocumentMeta } from '../../lib/document-meta';
import { PRIVACY_META } from '../../../sync/public-pages';
import './pages.css';

/** The privacy policy (docs/screens.md "Other pages"): last updated December 2024; minors under 18 are excluded. */
export default function PrivacyPage() {
  useDocumentMeta(PRIVACY_META);
  return (
    <article className="container text-page">
      <h1>
        <Trans>Privacy Policy</Trans>
      </h1>
      <p className="muted">
        <Trans>Last updated: December 2024</Trans>
      </p>
      <p>
        <Trans>
          Soko Uganda ("Soko", "we", "us") runs a business directory and marketplace that connects customers with
          businesses across Uganda. This policy explains what personal information we collect, why we collect it, who we
          share it with and the choices you have. It applies to our website and installable app.
        </Trans>
      </p>

      <h2>
        <Trans>1. Information we collect</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            <strong>Account details</strong>: your first and last name, e-mail address, phone number and whether you
            joined as a customer or a vendor. We do not use passwords; we e-mail you a one-time code to sign in.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Business details</strong> that vendors publish: business name, category, description, location,
            WhatsApp number, e-mail, website, TikTok username, logo, products, services and prices.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>What you write</strong>: reviews, product reviews and images, votes, service requests (what you
            need, your category, budget and location), quotes, contact messages and survey answers.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Technical information</strong>: the pages you open, business profile visits, your device and browser
            type, and data saved on your device so the app works offline.
          </Trans>
        </li>
      </ul>

      <h2>
        <Trans>2. How we use it</Trans>
      </h2>
      <ul>
        <li>
          <Trans>To create and secure your account and send your sign-in codes.</Trans>
        </li>
        <li>
          <Trans>
            To show businesses, reviews and prices, and to pass your service requests to matching businesses.
          </Trans>
        </li>
        <li>
          <Trans>To moderate reviews and keep the platform free of fraud, spam and abuse.</Trans>
        </li>
        <li>
          <Trans>To answer your messages, usually within 24 hours.</Trans>
        </li>
        <li>
          <Trans>To understand how Soko is used and improve it, using counts rather than individual profiles.</Trans>
        </li>
      </ul>

      <h2>
        <Trans>3. What others can see</Trans>
      </h2>
      <p>
        <Trans>
          Business profiles are public. Your approved reviews show your first and last name. When you post a service
          request, businesses in that category see what you need, your budget and your location so that they can quote.
          Survey answers are anonymous unless you choose to leave your name or contact details.
        </Trans>
      </p>

      <h2>
        <Trans>4. Sharing</Trans>
      </h2>
      <p>
        <Trans>
          We do not sell your personal information. We share it only with service providers who host the platform and
          deliver e-mail for us under confidentiality terms, when the law requires it, or to protect users from fraud or
          harm.
        </Trans>
      </p>

      <h2>
        <Trans>5. Storage and security</Trans>
      </h2>
      <p>
        <Trans>
          Sign-in codes are stored only in a protected form and expire after five minutes. Data is sent over encrypted
          connections. The app keeps a copy of public listings and of anything you write while offline on your device
          until it is sent; signing out removes your account data from the device.
        </Trans>
      </p>

      <h2>
        <Trans>6. How long we keep it</Trans>
      </h2>
      <p>
        <Trans>
          We keep your account while it is active. Service requests expire after seven days. When you ask us to delete
          your account we remove your personal information, except what the law requires us to keep.
        </Trans>
      </p>

      <h2>
        <Trans>7. Your rights</Trans>
      </h2>
      <p>
        <Trans>
          Under Uganda's Data Protection and Privacy Act, 2019 you may ask to see, correct or delete your personal
          information, or object to how we use it. Write to us through the <Link to="/contact-us">contact page</Link>{' '}
          and we will reply within 24 hours on working days.
        </Trans>
      </p>

      <h2>
        <Trans>8. Children</Trans>
      </h2>
      <p>
        <Trans>
          Soko is meant for adults. It is not directed at minors under 18, and we do not knowingly collect personal
          information from anyone under 18. If you believe a minor has given us information, contact us and we will
          delete it.
        </Trans>
      </p>

      <h2>
        <Trans>9. Changes to this policy</Trans>
      </h2>
      <p>
        <Trans>
          We may update this policy when the service changes. The date at the top shows the latest version; important
          changes are announced on the site.
        </Trans>
      </p>
    </article>
  );
}
