import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const businesses = request.phoneVerifiedFor.map((b) => b.name).join(', ');
  return (
    <dl className="adm-inline-facts">
      <dt>
        <Trans>Phone to confirm</Trans>
      </dt>
      <dd>
        <a href={telHref(request.phone)}>{localPhone(request.phone)}</a>
      </dd>
      {request.phoneVerifiedFor.length > 0 && (
        <>
          <dt>
            <Trans>Phone already verified</Trans>
          </dt>
          <dd className="field-error" role="note">
            <Trans>This phone was verified for another business: {businesses}</Trans>
          </dd>
        </>
      )}
      {business.whatsapp && business.whatsapp !== request.phone && (
        <>
          <dt>
            <Trans>Business WhatsApp</Trans>
          </dt>
          <dd>{localPhone(business.whatsapp)}</dd>
        </>
      )}
      {owner.phoneNumber && (
        <>
          <dt>
            <Trans>Owner's phone</Trans>
          </dt>
          <dd>{localPhone(owner.phoneNumber)}</dd>
        </>
      )}
      <dt>
        <Trans>Registration number</Trans>
      </dt>
      <dd>{request.registrationNumber ?? <span className="muted">{t`Not given`}</span>}</dd>
      {request.status === 'APPROVED' && (
        <>
          <dt>
            <Trans>Checked</Trans>
          </dt>
          <dd>
            {request.checked.map((c) => t(CHECK_LABELS[c])).join(', ')}
            {request.decidedAt && ` · ${formatDate(request.decidedAt)}`}
          </dd>
        </>
      )}
      {request.status === 'REFUSED' && (
        <>
          <dt>
            <Trans>Reason</Trans>
          </dt>
          <dd>{request.reason}</dd>
        </>
      )}
    </dl>
  );
}
