import { Modal } from '../../components/modal';
import { formatDateTime, formatUSh } from '../../lib/format';
import type { VendorLead } from './lead-view';

const QUOTE_STATUS: Record<string, string> = { PENDING: 'Pending', ACCEPTED: 'Accepted', DECLINED: 'Declined' };

/** The quote already sent on a lead. */
export function ViewQuoteDialog({ lead, onClose }: { lead: VendorLead; onClose: () => void }) {
  const bid = lead.existingBid!;
  const waiting = lead.pending && lead.syncState === 'waiting';
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
        <dd>{waiting ? 'Waiting to sync' : (QUOTE_STATUS[bid.status] ?? bid.status)}</dd>
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
