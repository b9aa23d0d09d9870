import { formatUSh, relativeTime } from '../../lib/format';
import { canSendQuote, effectiveStatus, expiryOf, leadBadge, type VendorLead } from './lead-view';

type Props = {
  lead: VendorLead;
  declined: ReadonlySet<number>;
  onSendQuote: () => void;
  onViewQuote: () => void;
  onToggleDecline: () => void;
  onDiscardRefused: () => void;
};

/** A lead: the customer's request, its expiry (urgent when close), status and actions. */
export function LeadCard({ lead, declined, onSendQuote, onViewQuote, onToggleDecline, onDiscardRefused }: Props) {
  const status = effectiveStatus(lead, declined);
  const badge = leadBadge(lead, declined);
  const expiry = expiryOf(lead);
  const { search } = lead;
  const refused = lead.pending && lead.syncState === 'rejected';
  const waiting = lead.pending && lead.syncState === 'waiting';
  return (
    <article className="card" aria-label={`Lead: ${search.query}`}>
      <div className="area-head">
        <div>
          <h3 style={{ marginBottom: 2 }}>{search.query}</h3>
          <p className="meta-line">
            {search.category.name} · {search.user.firstName} {search.user.lastName.slice(0, 1)}.
          </p>
        </div>
        <span className="btn-row">
          {waiting && <span className="status-badge waiting-sync">Waiting to sync</span>}
          <span className={`status-badge ${badge.tone}`}>{badge.label}</span>
        </span>
      </div>
      <dl className="kv">
        {search.location && (
          <>
            <dt>Location</dt>
            <dd>{search.location}</dd>
          </>
        )}
        <dt>Budget</dt>
        <dd>{search.budget ? formatUSh(search.budget) : 'Not given'}</dd>
        <dt>Posted</dt>
        <dd>{relativeTime(search.createdAt)}</dd>
        <dt>Expires</dt>
        <dd className={expiry.urgent || expiry.expired ? 'danger-text' : undefined}>
          {expiry.label}
          {expiry.urgent && ' · urgent'}
        </dd>
        <dt>Quotes</dt>
        <dd>{search.totalBids} so far</dd>
      </dl>
      {refused && (
        <p className="notice notice-error" role="alert">
          Your quote was not accepted: {lead.syncMessage ?? 'Failed to submit bid'}
        </p>
      )}
      <div className="card-actions">
        {canSendQuote(lead, declined) && !refused && (
          <button type="button" className="btn btn-primary btn-sm" onClick={onSendQuote}>
            Send Quote
          </button>
        )}
        {lead.existingBid && !refused && (
          <button type="button" className="btn btn-outline btn-sm" onClick={onViewQuote}>
            View Quote
          </button>
        )}
        {refused && (
          <button type="button" className="btn btn-outline btn-sm" onClick={onDiscardRefused}>
            Discard and quote again
          </button>
        )}
        {lead.status === 'NEW' && !lead.existingBid && !expiry.expired && (
          <button type="button" className="btn btn-ghost btn-sm" onClick={onToggleDecline}>
            {status === 'DECLINED' ? 'Restore' : 'Decline'}
          </button>
        )}
      </div>
    </article>
  );
}
