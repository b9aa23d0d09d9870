import { Trans, useLingui } from '@lingui/react/macro';
import { Modal } from '../../components/modal';
import { formatDateTime, formatUSh } from '../../lib/format';
import { quoteStatus, type VendorLead } from './lead-view';

/** The quote already sent on a lead, with the same status words as its card (lead-view.ts). */
export function ViewQuoteDialog({ lead, onClose }: { lead: VendorLead; onClose: () => void }) {
  const bid = lead.existingBid!;
  const status = quoteStatus(lead);
  const { t } = useLingui();
  return (
    <Modal title={t`Your Quote`} onClose={onClose}>
      <p>
        <strong>{lead.search.query}</strong>
      </p>
      <dl className="kv">
        <dt>
          <Trans>Amount</Trans>
        </dt>
        <dd>
          <strong>{formatUSh(bid.amount)}</strong>
        </dd>
        <dt>
          <Trans>Duration</Trans>
        </dt>
        <dd>{bid.estimatedDuration}</dd>
        <dt>
          <Trans>Status</Trans>
        </dt>
        <dd>
          {status ? (
            <span className={`status-badge ${status.tone}`}>{status.label}</span>
          ) : (
            <span className="status-badge waiting-sync">
              <Trans>Waiting to sync</Trans>
            </span>
          )}
        </dd>
        {bid.submittedAt && (
          <>
            <dt>
              <Trans>Sent</Trans>
            </dt>
            <dd>{formatDateTime(bid.submittedAt)}</dd>
          </>
        )}
      </dl>
      <p style={{ marginTop: 12, whiteSpace: 'pre-line' }}>{bid.message}</p>
      <button type="button" className="btn btn-outline btn-block" onClick={onClose}>
        <Trans>Done</Trans>
      </button>
    </Modal>
  );
}
