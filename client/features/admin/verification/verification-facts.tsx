import type { AdminVerificationRequest } from '../../../../sync/schemas/verification';
import { localPhone, telHref } from '../../../../sync/phone';
import { formatDate } from '../../../lib/format';
import { CHECK_LABELS } from './admin-verification';

/**
 * What the admin checks (docs/product.md "Verification"): the phone number to confirm and the
 * other numbers the business gave; once decided, what was checked or why it was refused.
 */
export function VerificationFacts({ request }: { request: AdminVerificationRequest }) {
  const { business, owner } = request;
  return (
    <dl className="adm-inline-facts">
      <dt>Phone to confirm</dt>
      <dd>
        <a href={telHref(request.phone)}>{localPhone(request.phone)}</a>
      </dd>
      {request.phoneVerifiedFor.length > 0 && (
        <>
          <dt>Phone already verified</dt>
          <dd className="field-error" role="note">
            This phone was verified for another business: {request.phoneVerifiedFor.map((b) => b.name).join(', ')}
          </dd>
        </>
      )}
      {business.whatsapp && business.whatsapp !== request.phone && (
        <>
          <dt>Business WhatsApp</dt>
          <dd>{localPhone(business.whatsapp)}</dd>
        </>
      )}
      {owner.phoneNumber && (
        <>
          <dt>Owner's phone</dt>
          <dd>{localPhone(owner.phoneNumber)}</dd>
        </>
      )}
      <dt>Registration number</dt>
      <dd>{request.registrationNumber ?? <span className="muted">Not given</span>}</dd>
      {request.status === 'APPROVED' && (
        <>
          <dt>Checked</dt>
          <dd>
            {request.checked.map((c) => CHECK_LABELS[c]).join(', ')}
            {request.decidedAt && ` · ${formatDate(request.decidedAt)}`}
          </dd>
        </>
      )}
      {request.status === 'REFUSED' && (
        <>
          <dt>Reason</dt>
          <dd>{request.reason}</dd>
        </>
      )}
    </dl>
  );
}
