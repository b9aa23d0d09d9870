import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { AdminVerificationRequest, VerificationCheck } from '../../../../sync/schemas/verification';
import { BusinessLogo } from '../../../components/business-logo';
import { businessPath, formatDate } from '../../../lib/format';
import { markOutOfDate, queryClient } from '../../../lib/server-state';
import { adminKeys } from '../data/admin-keys';
import { fullName } from '../display';
import { Badge, type BadgeTone } from '../ui/badge';
import { ReasonDialog } from '../ui/reason-dialog';
import { SmallButton } from '../../../components/small-button';
import { CHECK_LABELS, decideRequest, revokeBadge, VERIFICATION_STATUS_LABELS } from './admin-verification';
import { VerificationFacts } from './verification-facts';
import '../ui/item-card.css';
import { ActionError } from '../../../components/status';

const TONES: Record<AdminVerificationRequest['status'], BadgeTone> = {
  PENDING: 'yellow',
  APPROVED: 'green',
  REFUSED: 'red',
};

const PHONE_FIRST: MessageDescriptor = msg`Confirm the phone number before approving`;

/**
 * One verification request (docs/product.md "Verification"): the business, its owner, the phone
 * number and registration number to check; while it waits, a tick for each thing checked, Approve
 * (the phone number must be ticked) and Refuse (with a reason); once approved, Remove badge while
 * the business still holds it. Approve's errors show next to the buttons, Refuse's and Remove
 * badge's in their dialog. `onDecided` and `onRevoked` show the outcome in the list.
 */
export function VerificationCard({
  request,
  onDecided,
  onRevoked,
}: {
  request: AdminVerificationRequest;
  onDecided: (decided: AdminVerificationRequest, done: string) => void;
  onRevoked: () => void;
}) {
  const [checked, setChecked] = useState<VerificationCheck[]>([]);
  const [phoneUnchecked, setPhoneUnchecked] = useState(false);
  const [dialog, setDialog] = useState<'refuse' | 'revoke' | null>(null);
  const { business, owner } = request;
  const { t } = useLingui();
  const name = business.name;
  const asked = formatDate(request.createdAt);
  const checks: VerificationCheck[] = request.registrationNumber ? ['phone', 'registration'] : ['phone'];
  const outOfDate = () => markOutOfDate(adminKeys.lists('verification'));

  const approve = useMutation(
    {
      mutationFn: (ticked: VerificationCheck[]) => decideRequest(request.id, 'approve', { checked: ticked }),
      onSuccess: (decided) => {
        outOfDate();
        onDecided(decided, t`${name} is now verified.`);
      },
    },
    queryClient,
  );
  const refuse = useMutation(
    {
      mutationFn: (reason: string) => decideRequest(request.id, 'refuse', { reason }),
      onSuccess: (decided) => {
        outOfDate();
        setDialog(null);
        onDecided(decided, t`The request of ${name} was refused.`);
      },
    },
    queryClient,
  );
  const revoke = useMutation(
    {
      mutationFn: (reason: string) => revokeBadge(request.businessId, reason),
      onSuccess: () => {
        outOfDate();
        setDialog(null);
        onRevoked();
      },
    },
    queryClient,
  );
  const busy = approve.isPending;
  const error = phoneUnchecked ? t(PHONE_FIRST) : approve.error?.message;

  const toggle = (check: VerificationCheck, on: boolean) => {
    setPhoneUnchecked(false);
    if (approve.isError) approve.reset();
    setChecked((current) => (on ? [...current, check] : current.filter((c) => c !== check)));
  };

  const tryApprove = () => {
    setPhoneUnchecked(!checked.includes('phone'));
    if (checked.includes('phone')) approve.mutate(checks.filter((c) => checked.includes(c)));
  };

  /** A dialog opens without the last one's refusal. */
  const open = (kind: 'refuse' | 'revoke') => {
    (kind === 'refuse' ? refuse : revoke).reset();
    setDialog(kind);
  };

  return (
    <article className="card" aria-label={t`Verification of ${name}`}>
      <header className="adm-review-head">
        <BusinessLogo name={business.name} logo={business.logo} size={44} />
        <div className="adm-review-title">
          <h2>
            <Link to={businessPath(business)}>{business.name}</Link>
          </h2>
          <p className="muted small">
            {fullName(owner)} · {owner.email} · <Trans>asked {asked}</Trans>
          </p>
        </div>
        <div className="adm-review-badges">
          <Badge tone={TONES[request.status]}>{t(VERIFICATION_STATUS_LABELS[request.status])}</Badge>
          {business.isVerified && <Badge tone="green">{t`Verified business`}</Badge>}
          {!business.isActive && <Badge tone="red">{t`Inactive`}</Badge>}
        </div>
      </header>
      <VerificationFacts request={request} />
      {request.status === 'PENDING' && (
        <fieldset disabled={busy} style={{ display: 'grid', gap: 4, margin: '8px 0', padding: 0, border: 0 }}>
          <legend className="muted small">{t`What you checked`}</legend>
          {checks.map((check) => (
            <label key={check} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
              <input
                type="checkbox"
                checked={checked.includes(check)}
                onChange={(e) => toggle(check, e.target.checked)}
              />
              {t(CHECK_LABELS[check])}
            </label>
          ))}
        </fieldset>
      )}
      <footer className="adm-card-actions">
        {request.status === 'PENDING' && (
          <>
            <SmallButton tone="primary" disabled={busy} onClick={tryApprove}>
              {busy ? t`Please wait…` : t`Approve`}
            </SmallButton>
            <SmallButton tone="danger" disabled={busy} onClick={() => open('refuse')}>
              <Trans>Refuse</Trans>
            </SmallButton>
          </>
        )}
        {request.status === 'APPROVED' && business.isVerified && (
          <SmallButton tone="danger" disabled={busy} onClick={() => open('revoke')}>
            <Trans>Remove badge</Trans>
          </SmallButton>
        )}
        <ActionError inline message={error} />
      </footer>
      {dialog === 'refuse' && (
        <ReasonDialog
          title={t`Refuse verification of ${name}`}
          submitLabel={t`Refuse`}
          danger
          placeholder={t`What could not be confirmed, so the vendor can correct it`}
          onClose={() => setDialog(null)}
          confirming={refuse}
        >
          <p>
            <Trans>The vendor sees this reason and can ask again.</Trans>
          </p>
        </ReasonDialog>
      )}
      {dialog === 'revoke' && (
        <ReasonDialog
          title={t`Remove the Verified badge of ${name}`}
          submitLabel={t`Remove badge`}
          danger
          onClose={() => setDialog(null)}
          confirming={revoke}
        >
          <p>
            <Trans>The business stops showing the Verified badge. The reason is kept in the audit log.</Trans>
          </p>
        </ReasonDialog>
      )}
    </article>
  );
}
