import { Link } from 'react-router-dom';

/** Step-by-step help for the common tasks, linked from the contact page. The server renders it too (client/first-view/render.tsx): no stylesheet here.
 */
export function HelpView() {
  return (
    <div className="container text-page">
      <h1>Help centre</h1>
      <p className="muted">Quick guides for customers and vendors.</p>

      <h2>Find a business</h2>
      <ol>
        <li>
          Open <Link to="/businesses-directory">Vendors &amp; Businesses</Link> or browse{' '}
          <Link to="/busines-categories">Categories</Link>.
        </li>
        <li>Pick a category, then sort by rating, number of reviews or price.</li>
        <li>Open a business profile to see its products, prices, reviews and location.</li>
        <li>Tap WhatsApp or Email to contact the business directly.</li>
      </ol>

      <h2>Sign in</h2>
      <ol>
        <li>
          Go to <Link to="/login">Login</Link> and enter your e-mail.
        </li>
        <li>Type the 6-digit code we e-mail you. You can paste the whole code into the first box.</li>
        <li>No e-mail after a minute? Check your spam folder, or wait for the timer and tap Resend code.</li>
      </ol>

      <h2>Write a review</h2>
      <ol>
        <li>Sign in, open the business profile and scroll to Customer Reviews.</li>
        <li>Choose 1 to 5 stars, add a comment if you like, and submit.</li>
        <li>Your review shows as pending until our team approves it.</li>
      </ol>

      <h2>Using Soko on a slow or missing connection</h2>
      <ul>
        <li>Pages you opened before keep working offline.</li>
        <li>Reviews, votes, messages and survey answers written offline wait on your phone and are sent later.</li>
        <li>Signing in and searching for new quotes need a connection.</li>
      </ul>

      <h2>For vendors</h2>
      <ul>
        <li>
          <Link to="/register?role=VENDOR">Join as a vendor</Link>, then create your business profile from your
          dashboard.
        </li>
        <li>Add up to 3 products or services with a minimum and maximum price in USh.</li>
        <li>Check your leads often: customers in your category are waiting for quotes.</li>
      </ul>

      <p>
        Need more help? See the <Link to="/faq">FAQ</Link> or <Link to="/contact-us">send us a message</Link>.
      </p>
    </div>
  );
}
