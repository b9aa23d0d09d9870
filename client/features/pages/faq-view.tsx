import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

const QUESTIONS = [
  {
    q: msg`What is Soko?`,
    a: msg`Soko is a directory and marketplace for Uganda. You can find businesses by category, compare their prices in USh, read reviews from other customers and ask businesses for quotes.`,
  },
  {
    q: msg`Do I need an account?`,
    a: msg`No. Anyone can browse businesses, categories, products and reviews, send us a message or take a survey. You need an account to write reviews, vote on product reviews and post service requests.`,
  },
  {
    q: msg`How do I sign in without a password?`,
    a: msg`Enter your e-mail on the Login page. We send you a 6-digit code that works for 5 minutes. If it expires, tap Resend code to get a new one.`,
  },
  {
    q: msg`How do I get quotes from businesses?`,
    a: msg`Sign in as a customer and tap Get quotes (in Vendors & Businesses or My Searches). Say what you need, the category, your district and area, your budget (or Not sure) and when you need it. Before you send it we tell you how many businesses will receive it: up to 10 near you, in your district first. They can send you quotes for 7 days; accept the one you like to see its contact and message it on WhatsApp. Searching alone never sends a request.`,
  },
  {
    q: msg`Does Soko work without internet?`,
    a: msg`Yes. Install the app from your browser menu. Businesses and reviews you have already loaded stay available offline, and requests, reviews, votes, contact messages and survey answers you write offline are sent automatically when your connection returns.`,
  },
  {
    q: msg`How do I list my business?`,
    a: msg`Tap Join as Vendor, create your account, then create your business profile from the vendor dashboard. You can list up to 3 products or services with a price range.`,
  },
  {
    q: msg`Why is my review marked pending?`,
    a: msg`Every business review is checked by our team before it is published, to keep out fake and abusive reviews. You can see your own pending review on the business profile.`,
  },
  {
    q: msg`How much does Soko cost?`,
    a: msg`Browsing, reviewing and requesting quotes are free for customers. Prices shown on business profiles are set by each business.`,
  },
];

/** Short answers about the product, linked from the contact page. The server renders it too (client/first-view/render.tsx): no stylesheet here.
 */
export function FaqView() {
  const { t } = useLingui();
  return (
    <div className="container text-page">
      <h1>
        <Trans>Frequently asked questions</Trans>
      </h1>
      <div className="faq-list">
        {QUESTIONS.map((item) => (
          <details key={t(item.q)}>
            <summary>{t(item.q)}</summary>
            <p>{t(item.a)}</p>
          </details>
        ))}
      </div>
      <p>
        <Trans>
          Still stuck? Read the <Link to="/help">help centre</Link> or <Link to="/contact-us">contact us</Link>.
        </Trans>
      </p>
    </div>
  );
}
