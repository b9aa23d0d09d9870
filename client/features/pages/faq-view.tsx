import { Link } from 'react-router-dom';

const QUESTIONS = [
  {
    q: 'What is Soko?',
    a: 'Soko is a directory and marketplace for Uganda. You can find businesses by category, compare their prices in USh, read reviews from other customers and ask businesses for quotes.',
  },
  {
    q: 'Do I need an account?',
    a: 'No. Anyone can browse businesses, categories, products and reviews, send us a message or take a survey. You need an account to write reviews, vote on product reviews and post service requests.',
  },
  {
    q: 'How do I sign in without a password?',
    a: 'Enter your e-mail on the Login page. We send you a 6-digit code that works for 5 minutes. If it expires, tap Resend code to get a new one.',
  },
  {
    q: 'How do I get quotes from businesses?',
    a: 'Sign in as a customer and tap Get quotes (in Vendors & Businesses or My Searches). Say what you need, the category, your district and area, your budget (or Not sure) and when you need it. Before you send it we tell you how many businesses will receive it: up to 10 near you, in your district first. They can send you quotes for 7 days; accept the one you like to see its contact and message it on WhatsApp. Searching alone never sends a request.',
  },
  {
    q: 'Does Soko work without internet?',
    a: 'Yes. Install the app from your browser menu. Businesses and reviews you have already loaded stay available offline, and requests, reviews, votes, contact messages and survey answers you write offline are sent automatically when your connection returns.',
  },
  {
    q: 'How do I list my business?',
    a: 'Tap Join as Vendor, create your account, then create your business profile from the vendor dashboard. You can list up to 3 products or services with a price range.',
  },
  {
    q: 'Why is my review marked pending?',
    a: 'Every business review is checked by our team before it is published, to keep out fake and abusive reviews. You can see your own pending review on the business profile.',
  },
  {
    q: 'How much does Soko cost?',
    a: 'Browsing, reviewing and requesting quotes are free for customers. Prices shown on business profiles are set by each business.',
  },
];

/** Short answers about the product, linked from the contact page. The server renders it too (client/first-view/render.tsx): no stylesheet here.
 */
export function FaqView() {
  return (
    <div className="container text-page">
      <h1>Frequently asked questions</h1>
      <div className="faq-list">
        {QUESTIONS.map((item) => (
          <details key={item.q}>
            <summary>{item.q}</summary>
            <p>{item.a}</p>
          </details>
        ))}
      </div>
      <p>
        Still stuck? Read the <Link to="/help">help centre</Link> or <Link to="/contact-us">contact us</Link>.
      </p>
    </div>
  );
}
