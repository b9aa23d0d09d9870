import { Modal } from '../../components/modal';
import { formatDateTime, formatUSh } from '../../lib/format';
import { quoteStatus, type VendorLead } from './lead-view';

/** The quote already sent on a lead, with the same status words as its card (lead-view.ts). */
export function ViewQuoteDialog({ lead, onClose }: { lead: VendorLead; onClose: () => void }) {
  const bid = lead.existingBid!;
  const status = quoteStatus(lead);
  return (
    <Modal title="Your Quote" onClose={onClose}>
      <p>
        <strong>{lead.search.query}</strong>
      </p>
      <dl className="kv">
        <dt>Amount</dt>
        <dd>
          <strong>{formatUSh(bid.amount)}</strong>
        </dd>
        <dt>Duration</dt>
        <dd>{bid.estimatedDuration}</dd>
        <dt>Status</dt>
        <dd>
          {status ? (
            <span className={`status-badge ${status.tone}`}>{status.label}</span>
          ) : (
            <span className="status-badge waiting-sync">Waiting to sync</span>
          )}
        </dd>
        {bid.submittedAt && (
          <>
            <dt>Sent</dt>
            <dd>{formatDateTime(bid.submittedAt)}</dd>
          </>
        )}
      </dl>
      <p style={{ marginTop: 12, whiteSpace: 'pre-line' }}>{bid.message}</p>
      <button type="button" className="btn btn-outline btn-block" onClick={onClose}>
        Done
      </button>
    </Modal>
  );
}
