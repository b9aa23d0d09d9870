import { Link } from 'react-router-dom';
import { useDocumentMeta } from '../../lib/document-meta';
import { PRIVACY_META } from '../../../sync/public-pages';
import './pages.css';

/** The privacy policy (docs/screens.md "Other pages"): last updated December 2024; minors under 18 are excluded. */
export default function PrivacyPage() {
  useDocumentMeta(PRIVACY_META);
  return (
    <article className="container text-page">
      <h1>Privacy Policy</h1>
      <p className="muted">Last updated: December 2024</p>
      <p>
        Soko Uganda ("Soko", "we", "us") runs a business directory and marketplace that connects customers with
        businesses across Uganda. This policy explains what personal information we collect, why we collect it, who we
        share it with and the choices you have. It applies to our website and installable app.
      </p>

      <h2>1. Information we collect</h2>
      <ul>
        <li>
          <strong>Account details</strong>: your first and last name, e-mail address, phone number and whether you
          joined as a customer or a vendor. We do not use passwords; we e-mail you a one-time code to sign in.
        </li>
        <li>
          <strong>Business details</strong> that vendors publish: business name, category, description, location,
          WhatsApp number, e-mail, website, TikTok username, logo, products, services and prices.
        </li>
        <li>
          <strong>What you write</strong>: reviews, product reviews and images, votes, service requests (what you need,
          your category, budget and location), quotes, contact messages and survey answers.
        </li>
        <li>
          <strong>Technical information</strong>: the pages you open, business profile visits, your device and browser
          type, and data saved on your device so the app works offline.
        </li>
      </ul>

      <h2>2. How we use it</h2>
      <ul>
        <li>To create and secure your account and send your sign-in codes.</li>
        <li>To show businesses, reviews and prices, and to pass your service requests to matching businesses.</li>
        <li>To moderate reviews and keep the platform free of fraud, spam and abuse.</li>
        <li>To answer your messages, usually within 24 hours.</li>
        <li>To understand how Soko is used and improve it, using counts rather than individual profiles.</li>
      </ul>

      <h2>3. What others can see</h2>
      <p>
        Business profiles are public. Your approved reviews show your first and last name. When you post a service
        request, businesses in that category see what you need, your budget and your location so that they can quote.
        Survey answers are anonymous unless you choose to leave your name or contact details.
      </p>

      <h2>4. Sharing</h2>
      <p>
        We do not sell your personal information. We share it only with service providers who host the platform and
        deliver e-mail for us under confidentiality terms, when the law requires it, or to protect users from fraud or
        harm.
      </p>

      <h2>5. Storage and security</h2>
      <p>
        Sign-in codes are stored only in a protected form and expire after five minutes. Data is sent over encrypted
        connections. The app keeps a copy of public listings and of anything you write while offline on your device
        until it is sent; signing out removes your account data from the device.
      </p>

      <h2>6. How long we keep it</h2>
      <p>
        We keep your account while it is active. Service requests expire after seven days. When you ask us to delete
        your account we remove your personal information, except what the law requires us to keep.
      </p>

      <h2>7. Your rights</h2>
      <p>
        Under Uganda's Data Protection and Privacy Act, 2019 you may ask to see, correct or delete your personal
        information, or object to how we use it. Write to us through the <Link to="/contact-us">contact page</Link> and
        we will reply within 24 hours on working days.
      </p>

      <h2>8. Children</h2>
      <p>
        Soko is meant for adults. It is not directed at minors under 18, and we do not knowingly collect personal
        information from anyone under 18. If you believe a minor has given us information, contact us and we will delete
        it.
      </p>

      <h2>9. Changes to this policy</h2>
      <p>
        We may update this policy when the service changes. The date at the top shows the latest version; important
        changes are announced on the site.
      </p>
    </article>
  );
}
