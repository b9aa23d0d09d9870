import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { formatUSh, relativeTime } from '../../lib/format';
import { CustomerContact } from './customer-contact';
import {
  budgetText,
  canSendQuote,
  effectiveStatus,
  expiryOf,
  hiredCustomer,
  isLongDetails,
  leadBadge,
  leadPlace,
  neededByLabel,
  quoteDecided,
  quoteStatus,
  type VendorLead,
} from './lead-view';

type Props = {
  lead: VendorLead;
  declined: ReadonlySet<number>;
  /** Names the vendor in the WhatsApp message to a customer who hired it. */
  businessName?: string;
  onSendQuote: () => void;
  onViewQuote: () => void;
  onToggleDecline: () => void;
  onDiscardRefused: () => void;
};

/**
 * A lead: its outcome (New, Quoted, Won, Lost, Expired), the customer's request (what, where,
 * when, budget as given, details), its expiry (urgent when close), the status of the vendor's
 * quote, the customer's contact once hired, and actions.
 */
export function LeadCard({ lead, declined, businessName, ...actions }: Props) {
  const badge = leadBadge(lead, declined);
  const { search } = lead;
  const waiting = lead.pending && lead.syncState === 'waiting';
  const customer = hiredCustomer(lead);
  const { t } = useLingui();
  const query = search.query;
  return (
    <article id={`lead-${lead.id}`} className="card" aria-label={t`Lead: ${query}`}>
      <div className="area-head">
        <div>
          <h3 style={{ marginBottom: 2, overflowWrap: 'anywhere' }}>{search.query}</h3>
          <p className="meta-line">
            {search.category.name} · {search.user.firstName} {search.user.lastName.slice(0, 1)}.
          </p>
        </div>
        <span className="btn-row">
          {waiting && (
            <span className="status-badge waiting-sync">
              <Trans>Waiting to sync</Trans>
            </span>
          )}
          <span className={`status-badge ${badge.tone}`}>{badge.label}</span>
        </span>
      </div>
      <LeadFacts lead={lead} />
      {search.details && <LeadDetails text={search.details} />}
      {customer && <CustomerContact {...customer} businessName={businessName} query={search.query} />}
      <LeadActions lead={lead} declined={declined} {...actions} />
    </article>
  );
}

function LeadFacts({ lead }: { lead: VendorLead }) {
  const { search } = lead;
  const place = leadPlace(search);
  const needed = neededByLabel(search);
  const expiry = expiryOf(lead);
  const totalBids = search.totalBids;
  return (
    <dl className="kv">
      {place && (
        <>
          <dt>
            <Trans>Where</Trans>
          </dt>
          <dd>{place}</dd>
        </>
      )}
      {needed && (
        <>
          <dt>
            <Trans>Needed</Trans>
          </dt>
          <dd>{needed}</dd>
        </>
      )}
      <dt>
        <Trans>Budget</Trans>
      </dt>
      <dd>{budgetText(search)}</dd>
      <dt>
        <Trans>Posted</Trans>
      </dt>
      <dd>{relativeTime(search.createdAt)}</dd>
      {!quoteDecided(lead) && (
        <>
          <dt>
            <Trans>Expires</Trans>
          </dt>
          <dd className={expiry.urgent || expiry.expired ? 'danger-text' : undefined}>
            {expiry.label}
            {expiry.urgent && (
              <>
                {' · '}
                <Trans>urgent</Trans>
              </>
            )}
          </dd>
        </>
      )}
      <dt>
        <Trans>Quotes</Trans>
      </dt>
      <dd>
        <Trans>{totalBids} so far</Trans>
      </dd>
      {lead.existingBid && <YourQuote lead={lead} amount={lead.existingBid.amount} />}
    </dl>
  );
}

/** The vendor's quote and where the customer is with it (Hired, Not selected…). */
function YourQuote({ lead, amount }: { lead: VendorLead; amount: number }) {
  const status = quoteStatus(lead);
  return (
    <>
      <dt>
        <Trans>Your quote</Trans>
      </dt>
      <dd style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 6 }}>
        {formatUSh(amount)}
        {status && <span className={`status-badge ${status.tone}`}>{status.label}</span>}
      </dd>
    </>
  );
}

/** The customer's details, clamped to three lines when long so the list stays scannable. */
function LeadDetails({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const long = isLongDetails(text);
  return (
    <div style={{ marginTop: 8 }}>
      <p
        id={id}
        className={long && !open ? 'line-clamp-3' : undefined}
        style={{ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
      >
        {text}
      </p>
      {long && (
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          style={{ paddingInline: 0 }}
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <Trans>Less</Trans> : <Trans>More</Trans>}
        </button>
      )}
    </div>
  );
}

function LeadActions({
  lead,
  declined,
  onSendQuote,
  onViewQuote,
  onToggleDecline,
  onDiscardRefused,
}: Omit<Props, 'businessName'>) {
  const refused = lead.pending && lead.syncState === 'rejected';
  const syncMessage = lead.syncMessage;
  return (
    <>
      {refused && (
        <p className="notice notice-error" role="alert" style={{ margin: '12px 0 0' }}>
          {lead.syncMessage ? (
            <Trans>Your quote was not accepted: {syncMessage}</Trans>
          ) : (
            <Trans>Your quote was not accepted: Failed to submit bid</Trans>
          )}
        </p>
      )}
      <div className="card-actions">
        {canSendQuote(lead, declined) && !refused && (
          <button type="button" className="btn btn-primary btn-sm" onClick={onSendQuote}>
            <Trans>Send Quote</Trans>
          </button>
        )}
        {lead.existingBid && !refused && (
          <button type="button" className="btn btn-outline btn-sm" onClick={onViewQuote}>
            <Trans>View Quote</Trans>
          </button>
        )}
        {refused && (
          <button type="button" className="btn btn-outline btn-sm" onClick={onDiscardRefused}>
            <Trans>Discard and quote again</Trans>
          </button>
        )}
        {lead.status === 'NEW' && !lead.existingBid && !expiryOf(lead).expired && (
          <button type="button" className="btn btn-ghost btn-sm" onClick={onToggleDecline}>
            {effectiveStatus(lead, declined) === 'DECLINED' ? <Trans>Restore</Trans> : <Trans>Decline</Trans>}
          </button>
        )}
      </div>
    </>
  );
}
