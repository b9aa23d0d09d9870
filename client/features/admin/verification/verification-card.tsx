import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { AdminVerificationRequest, VerificationCheck } from '../../../../sync/schemas/verification';
import { BusinessLogo } from '../../../components/business-logo';
import { businessPath, formatDate } from '../../../lib/format';
import { useAction } from '../data/use-action';
import { fullName } from '../display';
import { Badge, type BadgeTone } from '../ui/badge';
import { ReasonDialog } from '../ui/reason-dialog';
import { SmallButton } from '../../../components/small-button';
import { CHECK_LABELS, VERIFICATION_STATUS_LABELS } from './admin-verification';
import { VerificationFacts } from './verification-facts';
import '../ui/item-card.css';
import { ActionError } from '../../../components/status';

const TONES: Record<AdminVerificationRequest['status'], BadgeTone> = {
  PENDING: 'yellow',
  APPROVED: 'green',
  REFUSED: 'red',
};

/**
 * One verification request (docs/product.md "Verification"): the business, its owner, the phone
 * number and registration number to check; while it waits, a tick for each thing checked, Approve
 * (the phone number must be ticked) and Refuse (with a reason); once approved, Remove badge while
 * the business still holds it. Errors show next to the buttons.
 */
export function VerificationCard({
  request,
  onApprove,
  onRefuse,
  onRevoke,
}: {
  request: AdminVerificationRequest;
  onApprove: (checked: VerificationCheck[]) => Promise<void>;
  onRefuse: (reason: string) => Promise<void>;
  onRevoke: (reason: string) => Promise<void>;
}) {
  const [checked, setChecked] = useState<VerificationCheck[]>([]);
  const approving = useAction();
  const { busy, error, setError } = approving;
  const [dialog, setDialog] = useState<'refuse' | 'revoke' | null>(null);
  const { business, owner } = request;
  const checks: VerificationCheck[] = request.registrationNumber ? ['phone', 'registration'] : ['phone'];

  const toggle = (check: VerificationCheck, on: boolean) => {
    setError(null);
    setChecked((current) => (on ? [...current, check] : current.filter((c) => c !== check)));
  };

  const approve = async () => {
    if (!checked.includes('phone')) {
      setError('Confirm the phone number before approving');
      return;
    }
    await approving.run(() => onApprove(checks.filter((c) => checked.includes(c))));
  };

  return (
    <article className="card" aria-label={`Verification of ${business.name}`}>
      <header className="adm-review-head">
        <BusinessLogo name={business.name} logo={business.logo} size={44} />
        <div className="adm-review-title">
          <h2>
            <Link to={businessPath(business)}>{business.name}</Link>
          </h2>
          <p className="muted small">
            {fullName(owner)} · {owner.email} · asked {formatDate(request.createdAt)}
          </p>
        </div>
        <div className="adm-review-badges">
          <Badge tone={TONES[request.status]}>{VERIFICATION_STATUS_LABELS[request.status]}</Badge>
          {business.isVerified && <Badge tone="green">Verified business</Badge>}
          {!business.isActive && <Badge tone="red">Inactive</Badge>}
        </div>
      </header>
      <VerificationFacts request={request} />
      {request.status === 'PENDING' && (
        <fieldset disabled={busy} style={{ display: 'grid', gap: 4, margin: '8px 0', padding: 0, border: 0 }}>
          <legend className="muted small">What you checked</legend>
          {checks.map((check) => (
            <label key={check} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
              <input
                type="checkbox"
                checked={checked.includes(check)}
                onChange={(e) => toggle(check, e.target.checked)}
              />
              {CHECK_LABELS[check]}
            </label>
          ))}
        </fieldset>
      )}
      <footer className="adm-card-actions">
        {request.status === 'PENDING' && (
          <>
            <SmallButton tone="primary" disabled={busy} onClick={() => void approve()}>
              {busy ? 'Please wait…' : 'Approve'}
            </SmallButton>
            <SmallButton tone="danger" disabled={busy} onClick={() => setDialog('refuse')}>
              Refuse
            </SmallButton>
          </>
        )}
        {request.status === 'APPROVED' && business.isVerified && (
          <SmallButton tone="danger" disabled={busy} onClick={() => setDialog('revoke')}>
            Remove badge
          </SmallButton>
        )}
        <ActionError inline message={error} />
      </footer>
      {dialog === 'refuse' && (
        <ReasonDialog
          title={`Refuse verification of ${business.name}`}
          submitLabel="Refuse"
          danger
          placeholder="What could not be confirmed, so the vendor can correct it"
          onClose={() => setDialog(null)}
          onConfirm={async (reason) => {
            await onRefuse(reason);
            setDialog(null);
          }}
        >
          <p>The vendor sees this reason and can ask again.</p>
        </ReasonDialog>
      )}
      {dialog === 'revoke' && (
        <ReasonDialog
          title={`Remove the Verified badge of ${business.name}`}
          submitLabel="Remove badge"
          danger
          onClose={() => setDialog(null)}
          onConfirm={async (reason) => {
            await onRevoke(reason);
            setDialog(null);
          }}
        >
          <p>The business stops showing the Verified badge. The reason is kept in the audit log.</p>
        </ReasonDialog>
      )}
    </article>
  );
}
