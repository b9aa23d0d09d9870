import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { QuoteContact } from '../../../sync/schemas/pull';
import { ChatIcon, PhoneIcon } from '../../components/icons';
import { Stars } from '../../components/stars';
import { formatDate, formatUSh } from '../../lib/format';
import { mailtoLink, telLink, websiteLink, whatsappLink } from '../business-profile/contact-links';
import { QUOTE_STATUS_LABEL } from './search-status';
import type { Quote } from './types';
import './requests.css';
import { SmallButton } from '../../components/small-button';
import { ActionError } from '../../components/status';
import { responseTimeText } from '../../lib/response-time';
import { localPhone } from '../../../sync/phone';

/** The first WhatsApp message to a business: which request it is about, so the chat starts clear. */
function quoteMessage(business: string, request: string, amount: number): string {
  const price = formatUSh(amount);
  return t`Hello ${business}, I found you on Soko. I would like to go ahead with your quote of ${price} for my request "${request}".`;
}

/**
 * One quote a business sent on a request (docs/product.md "Requests and quotes"): the business
 * with its rating, place, response time, profile link, WhatsApp and Call; Accept after a confirmation, and
 * Decline, only while the request is active and the quote pending (the caller decides, by
 * passing the handlers); once accepted, the business's contact card. A refusal from the server
 * shows under the buttons that caused it.
 */
export function QuoteCard({
  quote,
  request,
  busy,
  error,
  onAccept,
  onDecline,
}: {
  quote: Quote;
  /** The request's need, for the WhatsApp message. */
  request: string;
  busy?: boolean;
  error?: string | null;
  onAccept?: () => void;
  onDecline?: () => void;
}) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const known = QUOTE_STATUS_LABEL[quote.status];
  const status = { label: known ? t(known.label) : quote.status, tone: known?.tone ?? '' };
  const business = quote.business;
  const name = business.name;
  const price = formatUSh(quote.amount);
  const answerable = quote.status === 'PENDING' && (onAccept || onDecline);
  return (
    <article className="card quote-card" aria-label={t`Quote from ${name}`}>
      <div className="area-head">
        <div>
          <h3>
            <Link to={`/business-profile/${business.id}`}>{business.name}</Link>
            {business.isVerified && (
              <span className="verified-badge">
                {' '}
                · <Trans>Verified</Trans>
              </span>
            )}
          </h3>
          {business.rating > 0 && (
            <p className="meta-line">
              <Stars rating={business.rating} size={14} />
              {business.totalReviews ? ` (${business.totalReviews})` : ''}
            </p>
          )}
          {business.location && <p className="meta-line">{business.location}</p>}
          {responseTimeText(business.responseMinutes) && (
            <p className="meta-line">{responseTimeText(business.responseMinutes)}</p>
          )}
        </div>
        <span className={`status-badge ${status.tone}`}>{status.label}</span>
      </div>
      <dl className="kv">
        <dt>
          <Trans>Quote</Trans>
        </dt>
        <dd>
          <strong>{formatUSh(quote.amount)}</strong>
        </dd>
        <dt>
          <Trans>Duration</Trans>
        </dt>
        <dd>{quote.estimatedDuration}</dd>
        <dt>
          <Trans>Sent</Trans>
        </dt>
        <dd>{formatDate(quote.submittedAt ?? quote.createdAt)}</dd>
      </dl>
      <p className="small pre-line" style={{ marginTop: 8 }}>
        {quote.message}
      </p>
      {quote.status === 'ACCEPTED' && quote.contact ? (
        <ContactCard contact={quote.contact} businessId={business.id} request={request} amount={quote.amount} />
      ) : (
        business.whatsapp && (
          <div className="btn-row">
            <a
              className="btn btn-whatsapp btn-sm"
              href={whatsappLink(business.whatsapp, quoteQuestion(business.name, request))}
              target="_blank"
              rel="noopener noreferrer"
            >
              <ChatIcon /> WhatsApp
            </a>
            <a className="btn btn-outline btn-sm" href={telLink(business.whatsapp)}>
              <PhoneIcon /> <Trans>Call</Trans>
            </a>
          </div>
        )
      )}
      {answerable && !confirming && (
        <div className="card-actions">
          {onAccept && (
            <SmallButton tone="primary" disabled={busy} onClick={() => setConfirming(true)}>
              <Trans>Accept</Trans>
            </SmallButton>
          )}
          {onDecline && (
            <SmallButton tone="outline" disabled={busy} onClick={onDecline}>
              <Trans>Decline</Trans>
            </SmallButton>
          )}
        </div>
      )}
      {answerable && confirming && onAccept && (
        <div className="confirm-box" role="group" aria-label={t`Confirm accepting this quote`}>
          <p>
            <Trans>
              Hire <strong>{name}</strong> for {price}? The other quotes will be marked &ldquo;Not selected&rdquo; and
              you will see this business&rsquo;s contact.
            </Trans>
          </p>
          <div className="card-actions">
            <SmallButton
              tone="primary"
              disabled={busy}
              onClick={() => {
                setConfirming(false);
                onAccept();
              }}
            >
              {busy ? t`Accepting…` : t`Yes, accept`}
            </SmallButton>
            <SmallButton tone="outline" disabled={busy} onClick={() => setConfirming(false)}>
              <Trans>Cancel</Trans>
            </SmallButton>
          </div>
        </div>
      )}
      <ActionError message={error} />
    </article>
  );
}

function quoteQuestion(business: string, request: string): string {
  return t`Hello ${business}, I have a question about your quote on Soko for my request "${request}".`;
}

/** The hired business's contact: shown to the customer who accepted its quote, and only to them. */
function ContactCard({
  contact,
  businessId,
  request,
  amount,
}: {
  contact: QuoteContact;
  businessId: number;
  request: string;
  amount: number;
}) {
  const { t } = useLingui();
  const chat = contact.whatsapp ?? contact.phone;
  const name = contact.name;
  const phone = contact.phone && localPhone(contact.phone);
  const email = contact.email;
  return (
    <section className="notice notice-success contact-card" aria-label={t`Contact ${name}`}>
      <p style={{ margin: 0 }}>
        <Trans>
          <strong>You hired {name}.</strong> Contact them to arrange the job.
        </Trans>
      </p>
      <ul className="contact-lines">
        {phone && (
          <li>
            <Trans>Phone: {phone}</Trans>
          </li>
        )}
        {email && (
          <li>
            <Trans>E-mail: {email}</Trans>
          </li>
        )}
      </ul>
      <div className="btn-row">
        {chat && (
          <a
            className="btn btn-whatsapp btn-sm"
            href={whatsappLink(chat, quoteMessage(contact.name, request, amount))}
            target="_blank"
            rel="noopener noreferrer"
          >
            <ChatIcon /> WhatsApp
          </a>
        )}
        {contact.phone && (
          <a className="btn btn-primary btn-sm" href={telLink(contact.phone)}>
            <PhoneIcon /> <Trans>Call</Trans>
          </a>
        )}
        {contact.email && (
          <a className="btn btn-outline btn-sm" href={mailtoLink(contact.email, t`Your quote on Soko: ${request}`)}>
            <Trans>E-mail</Trans>
          </a>
        )}
        {contact.website && (
          <a
            className="btn btn-outline btn-sm"
            href={websiteLink(contact.website)}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Trans>Website</Trans>
          </a>
        )}
        <Link className="btn btn-ghost btn-sm" to={`/business-profile/${businessId}`}>
          <Trans>Profile</Trans>
        </Link>
      </div>
    </section>
  );
}
