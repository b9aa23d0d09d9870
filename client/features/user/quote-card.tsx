import { Stars } from '../../components/stars';
import { formatDate, formatUSh } from '../../lib/format';
import { QUOTE_STATUS_LABEL } from './search-status';
import type { Quote } from './types';

/** One quote (bid) a business sent on a request, with Accept and Decline while it is pending. */
export function QuoteCard({
  quote,
  busy,
  onAccept,
  onDecline,
}: {
  quote: Quote;
  busy?: boolean;
  onAccept?: () => void;
  onDecline?: () => void;
}) {
  const status = QUOTE_STATUS_LABEL[quote.status] ?? { label: quote.status, tone: '' };
  return (
    <article className="card">
      <div className="area-head">
        <div>
          <h3>{quote.business.name}</h3>
          {quote.business.rating > 0 && <Stars rating={quote.business.rating} size={14} />}
          {quote.business.location && <p className="meta-line">{quote.business.location}</p>}
        </div>
        <span className={`status-badge ${status.tone}`}>{status.label}</span>
      </div>
      <dl className="kv">
        <dt>Quote</dt>
        <dd>
          <strong>{formatUSh(quote.amount)}</strong>
        </dd>
        <dt>Duration</dt>
        <dd>{quote.estimatedDuration}</dd>
        <dt>Sent</dt>
        <dd>{formatDate(quote.submittedAt ?? quote.createdAt)}</dd>
      </dl>
      <p className="small" style={{ marginTop: 8, whiteSpace: 'pre-line' }}>
        {quote.message}
      </p>
      {quote.status === 'PENDING' && (onAccept || onDecline) && (
        <div className="card-actions">
          {onAccept && (
            <button type="button" className="btn btn-primary btn-sm" disabled={busy} onClick={onAccept}>
              Accept
            </button>
          )}
          {onDecline && (
            <button type="button" className="btn btn-outline btn-sm" disabled={busy} onClick={onDecline}>
              Decline
            </button>
          )}
        </div>
      )}
    </article>
  );
}
