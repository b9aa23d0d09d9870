import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { AdminVerificationRequest, VerificationCheck } from '../../../../sync/schemas/verification';
import { BusinessLogo } from '../../../components/business-logo';
import { businessPath, formatDate } from '../../../lib/format';
import { fullName } from '../display';
import { Badge, type BadgeTone } from '../ui/badge';
import { ReasonDialog } from '../ui/reason-dialog';
import { CHECK_LABELS } from './admin-verification';
import '../ui/item-card.css';

const TONES: Record<AdminVerificationRequest['status'], BadgeTone> = {
  PENDING: 'yellow',
  APPROVED: 'green',
  REFUSED: 'red',
};
const STATUS_TEXT: Record<AdminVerificationRequest['status'], string> = {
  PENDING: 'Pending',
  APPROVED: 'Approved',
  REFUSED: 'Refused',
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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
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
    setBusy(true);
    setError(null);
    try {
      await onApprove(checks.filter((c) => checked.includes(c)));
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
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
          <Badge tone={TONES[request.status]}>{STATUS_TEXT[request.status]}</Badge>
          {business.isVerified && <Badge tone="green">Verified business</Badge>}
          {!business.isActive && <Badge tone="red">Inactive</Badge>}
        </div>
      </header>
      <dl className="adm-inline-facts">
        <dt>Phone to confirm</dt>
        <dd>
          <a href={`tel:${request.phone.replace(/[^+0-9]/g, '')}`}>{request.phone}</a>
        </dd>
        {business.whatsapp && business.whatsapp !== request.phone && (
          <>
            <dt>Business WhatsApp</dt>
            <dd>{business.whatsapp}</dd>
          </>
        )}
        {owner.phoneNumber && (
          <>
            <dt>Owner's phone</dt>
            <dd>{owner.phoneNumber}</dd>
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
            <button type="button" className="btn btn-primary btn-sm" disabled={busy} onClick={() => void approve()}>
              {busy ? 'Please wait…' : 'Approve'}
            </button>
            <button
              type="button"
              className="btn btn-sm adm-btn-danger-outline"
              disabled={busy}
              onClick={() => setDialog('refuse')}
            >
              Refuse
            </button>
          </>
        )}
        {request.status === 'APPROVED' && business.isVerified && (
          <button
            type="button"
            className="btn btn-sm adm-btn-danger-outline"
            disabled={busy}
            onClick={() => setDialog('revoke')}
          >
            Remove badge
          </button>
        )}
        {error && (
          <span className="field-error" role="alert">
            {error}
          </span>
        )}
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
