import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

/** Step-by-step help for the common tasks, linked from the contact page. The server renders it too (client/first-view/render.tsx): no stylesheet here.
 */
export function HelpView() {
  return (
    <div className="container text-page">
      <h1>
        <Trans>Help centre</Trans>
      </h1>
      <p className="muted">
        <Trans>Quick guides for customers and vendors.</Trans>
      </p>

      <h2>
        <Trans>Find a business</Trans>
      </h2>
      <ol>
        <li>
          <Trans>
            Open <Link to="/businesses-directory">Vendors &amp; Businesses</Link> or browse{' '}
            <Link to="/busines-categories">Categories</Link>.
          </Trans>
        </li>
        <li>
          <Trans>Pick a category, then sort by rating, number of reviews or price.</Trans>
        </li>
        <li>
          <Trans>Open a business profile to see its products, prices, reviews and location.</Trans>
        </li>
        <li>
          <Trans>Tap WhatsApp or Email to contact the business directly.</Trans>
        </li>
      </ol>

      <h2>
        <Trans>Sign in</Trans>
      </h2>
      <ol>
        <li>
          <Trans>
            Go to <Link to="/login">Login</Link> and enter your e-mail.
          </Trans>
        </li>
        <li>
          <Trans>Type the 6-digit code we e-mail you. You can paste the whole code into the first box.</Trans>
        </li>
        <li>
          <Trans>No e-mail after a minute? Check your spam folder, or wait for the timer and tap Resend code.</Trans>
        </li>
      </ol>

      <h2>
        <Trans>Write a review</Trans>
      </h2>
      <ol>
        <li>
          <Trans>Sign in, open the business profile and scroll to Customer Reviews.</Trans>
        </li>
        <li>
          <Trans>Choose 1 to 5 stars, add a comment if you like, and submit.</Trans>
        </li>
        <li>
          <Trans>Your review shows as pending until our team approves it.</Trans>
        </li>
      </ol>

      <h2>
        <Trans>Using Soko on a slow or missing connection</Trans>
      </h2>
      <ul>
        <li>
          <Trans>Pages you opened before keep working offline.</Trans>
        </li>
        <li>
          <Trans>
            Reviews, votes, messages and survey answers written offline wait on your phone and are sent later.
          </Trans>
        </li>
        <li>
          <Trans>Signing in and searching for new quotes need a connection.</Trans>
        </li>
      </ul>

      <h2>
        <Trans>For vendors</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            <Link to="/register?role=VENDOR">Join as a vendor</Link>, then create your business profile from your
            dashboard.
          </Trans>
        </li>
        <li>
          <Trans>Add up to 3 products or services with a minimum and maximum price in USh.</Trans>
        </li>
        <li>
          <Trans>Check your leads often: customers in your category are waiting for quotes.</Trans>
        </li>
      </ul>

      <p>
        <Trans>
          Need more help? See the <Link to="/faq">FAQ</Link> or <Link to="/contact-us">send us a message</Link>.
        </Trans>
      </p>
    </div>
  );
}
