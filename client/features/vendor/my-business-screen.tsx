import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  parseChecks,
  verificationRequestSchema,
  type VerificationBadge,
  type VerificationCheck,
  type VerificationRequestInput,
  type VerificationRemoval,
  type VerificationRequestView,
} from '../../../sync/schemas/verification';
import { Field } from '../../components/field';
import { Alert, EmptyState, ErrorState, OfflineNote, PageLoading } from '../../components/status';
import { api, ApiError } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { useOnline } from '../../lib/connectivity';
import { markOutOfDate, queryClient } from '../../lib/server-state';
import { BusinessHeader } from './business-header';
import { CreateBusinessModal } from './create-business-modal';
import { EditBusinessModal } from './edit-business-modal';
import { ProductsSection } from './products-section';
import { profileCompleteness } from './profile-completeness';
import './hours-editor.css';
import { useServerQuery } from '../../lib/use-api';
import { useMyBusiness, type MyBusiness } from './use-my-business';
import { vendorKeys } from './vendor-keys';
import { localPhone } from '../../../sync/phone';

/**
 * My Business: a Create Business Profile prompt, or the business and its products,
 * each editable (queued in the outbox, so it works offline and shows as waiting until synced).
 */
export default function MyBusinessScreen() {
  const { t } = useLingui();
  const { business, error, loading, reload, refresh } = useMyBusiness();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState(false);

  if (business === undefined) {
    if (error) return <ErrorState message={error} onRetry={reload} />;
    return loading ? <PageLoading label={t`Loading your business…`} /> : null;
  }

  if (business === null) {
    return (
      <section className="area-page">
        <EmptyState title={t`You have not set up your business yet`}>
          <p className="muted">
            <Trans>Create your business profile so customers can find you and you can receive leads.</Trans>
          </p>
          <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
            <Trans>Create Business Profile</Trans>
          </button>
        </EmptyState>
        {creating && (
          <CreateBusinessModal
            onClose={() => setCreating(false)}
            onCreated={async () => {
              await refresh();
              setCreating(false);
            }}
          />
        )}
      </section>
    );
  }

  return (
    <section className="area-page">
      {error && <ErrorState message={error} onRetry={reload} />}
      <BusinessHeader business={business} onEdit={() => setEditing(true)} />
      <CompletenessCard business={business} onEdit={() => setEditing(true)} />
      <ProductsSection businessId={business.id} products={business.products ?? []} onChanged={refresh} />
      <VerificationCard business={business} onSent={refresh} />
      {editing && (
        <EditBusinessModal business={business} onClose={() => setEditing(false)} onQueued={() => setEditing(false)} />
      )}
    </section>
  );
}

/**
 * Profile completeness: percent, a bar and what is missing as short actions
 * (profile-completeness.ts).
 */
function CompletenessCard({ business, onEdit }: { business: MyBusiness; onEdit: () => void }) {
  const { t } = useLingui();
  const { percent, missing } = profileCompleteness(business);
  return (
    <section className="card" aria-labelledby="completeness-heading">
      <h2 id="completeness-heading">
        <Trans>Profile {percent}% complete</Trans>
      </h2>
      <div
        className="completeness-bar"
        role="progressbar"
        aria-label={t`Profile completeness`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      {missing.length === 0 ? (
        <p className="muted small">
          <Trans>Your profile is complete: customers see everything they need.</Trans>
        </p>
      ) : (
        <>
          <p className="muted small">
            <Trans>Complete profiles are easier for customers to find and trust. Still to do:</Trans>
          </p>
          <ul className="completeness-missing">
            {missing.map((item) => (
              <li key={item.key}>{item.action}</li>
            ))}
          </ul>
          <div className="btn-row">
            <button type="button" className="btn btn-outline btn-sm" onClick={onEdit}>
              <Trans>Complete your profile</Trans>
            </button>
          </div>
        </>
      )}
    </section>
  );
}

const CHECKED: Record<VerificationCheck, MessageDescriptor> = {
  phone: msg`phone number confirmed`,
  registration: msg`registration number checked`,
};

/**
 * "Get verified" (docs/product.md "Verification"): where the business stands (not asked, waiting,
 * verified with what was checked, refused with the admin's reason) and the form that asks. It is
 * read and sent online only: offline it shows what the device knows and says the form needs a
 * connection. The server's answer wins over the device's copy of the business.
 */
function VerificationCard({ business, onSent }: { business: MyBusiness; onSent: () => Promise<void> }) {
  const { t } = useLingui();
  const online = useOnline();
  const [sent, setSent] = useState<string | null>(null);
  const path = `/verification/mine?businessId=${business.id}` as const;
  // asked again each time the card shows (not kept fresh for the client's minute): an admin's
  // decision must not read "Waiting" after the vendor was told of it
  const answer = useServerQuery({
    key: vendorKeys.verification(business.id),
    load: (signal) => api(path, { fallback: t`Failed to load your verification`, signal }),
    enabled: online,
    keepPrevious: true,
    staleTime: 0,
    path,
  });
  const request = answer.data?.request ?? null;
  const removed = (!badgeOf(answer.data, business).isVerified && answer.data?.removed) || null;
  const badge = badgeOf(answer.data, business);
  const pending = request?.status === 'PENDING';
  const complete = badge.isVerified && badge.verifiedChecks.includes('registration');
  const canAsk = !pending && !complete;

  return (
    <section className="card" aria-labelledby="verification-heading">
      <h2 id="verification-heading">
        <Trans>Get verified</Trans>
      </h2>
      <VerificationState badge={badge} request={request} removed={removed} />
      {online && answer.loading && !answer.data && (
        <p className="muted small">
          <Trans>Checking your verification…</Trans>
        </p>
      )}
      {online && answer.error && !answer.data && (
        <p className="small">
          {answer.error}{' '}
          <button type="button" className="btn btn-outline btn-sm" onClick={answer.reload}>
            <Trans>Try Again</Trans>
          </button>
        </p>
      )}
      {!online && !answer.data && (
        <OfflineNote>
          <Trans>You are offline: what you see here may be out of date, and asking needs a connection.</Trans>
        </OfflineNote>
      )}
      {canAsk && (
        <VerificationForm
          key={business.id}
          business={business}
          addingRegistration={badge.isVerified}
          online={online}
          onSent={async (message) => {
            setSent(message);
            answer.reload();
            await onSent();
          }}
        />
      )}
      {sent && !canAsk && <Alert tone="success">{sent}</Alert>}
    </section>
  );
}

/** The server's badge when it answered, else the device's copy of the business. */
function badgeOf(answer: { badge: VerificationBadge } | undefined, business: MyBusiness): VerificationBadge {
  return (
    answer?.badge ?? {
      isVerified: business.isVerified,
      verifiedAt: business.verifiedAt ?? null,
      verifiedChecks: business.isVerified ? parseChecks(business.verifiedChecks) : [],
    }
  );
}

/** One sentence for each state, with what was checked and when, or the admin's reason. */
function VerificationState({
  badge,
  request,
  removed,
}: {
  badge: VerificationBadge;
  request: VerificationRequestView | null;
  removed: VerificationRemoval | null;
}) {
  const { t } = useLingui();
  const pendingRequest = request?.status === 'PENDING' ? request : null;
  const phone = pendingRequest && localPhone(pendingRequest.phone);
  const registration = pendingRequest?.registrationNumber;
  const asked = pendingRequest && formatDate(pendingRequest.createdAt);
  const waiting = pendingRequest && (
    <p>
      <span className="badge badge-pending">
        <Trans>Waiting</Trans>
      </span>{' '}
      {registration ? (
        <Trans>
          An admin will check the phone number {phone} and the registration number {registration} (asked {asked}).
        </Trans>
      ) : (
        <Trans>
          An admin will check the phone number {phone} (asked {asked}).
        </Trans>
      )}
    </p>
  );
  const refusedRequest = request?.status === 'REFUSED' ? request : null;
  const reason = refusedRequest?.reason;
  const decided = refusedRequest?.decidedAt && formatDate(refusedRequest.decidedAt);
  const refused = refusedRequest && (
    <p>
      {decided ? (
        <Trans>
          Your last request was refused on {decided}: <strong>{reason}</strong>. You can correct your details and ask
          again.
        </Trans>
      ) : (
        <Trans>
          Your last request was refused: <strong>{reason}</strong>. You can correct your details and ask again.
        </Trans>
      )}
    </p>
  );
  if (badge.isVerified) {
    const what = capitalised(badge.verifiedChecks.map((c) => t(CHECKED[c])).join(', '));
    const date = badge.verifiedAt && formatDate(badge.verifiedAt);
    let sentence: string;
    if (what) sentence = date ? t`${what} on ${date}.` : t`${what}.`;
    else sentence = date ? t`Your business is verified on ${date}.` : t`Your business is verified.`;
    return (
      <>
        <p>
          <span className="badge badge-verified">
            <Trans>Verified</Trans>
          </span>{' '}
          {sentence}
        </p>
        {waiting || refused}
      </>
    );
  }
  if (waiting || refused) return waiting || refused;
  if (removed) {
    const date = formatDate(removed.at);
    const why = removed.reason;
    return (
      <p>
        <Trans>
          An admin removed your Verified badge on {date}: <strong>{why}</strong>. You can correct your details and ask
          again.
        </Trans>
      </p>
    );
  }
  return (
    <p className="muted">
      <Trans>
        Not verified yet. Ask an admin to confirm your phone number (and, if you have one, your business registration
        number): customers see a Verified badge that says what was checked.
      </Trans>
    </p>
  );
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Phone prefilled from the business's WhatsApp; a verified business only adds its registration number. */
function VerificationForm({
  business,
  addingRegistration,
  online,
  onSent,
}: {
  business: MyBusiness;
  addingRegistration: boolean;
  online: boolean;
  onSent: (message: string) => Promise<void>;
}) {
  const { t } = useLingui();
  const needsConnection = t`Asking for verification needs a connection. Please connect and try again.`;
  const [phone, setPhone] = useState(business.whatsapp ? localPhone(business.whatsapp) : '');
  const [registrationNumber, setRegistrationNumber] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const ask = useMutation(
    {
      mutationFn: (body: VerificationRequestInput) =>
        api('/verification', { method: 'POST', json: body, fallback: t`Failed to send your verification request` }),
      // the form waits until the card and the business are read again
      onSuccess: async ({ message: text }) => {
        setMessage({ tone: 'success', text });
        markOutOfDate(vendorKeys.verification(business.id));
        await onSent(text);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.errors) setErrors(error.errors);
        const offline = error instanceof ApiError && error.isNetwork;
        setMessage({ tone: 'error', text: offline ? needsConnection : error.message });
      },
    },
    queryClient,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const parsed = verificationRequestSchema.safeParse({ businessId: business.id, phone, registrationNumber });
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error?.issues ?? []) fieldErrors[String(issue.path[0])] ??= issue.message;
    if (addingRegistration && !registrationNumber.trim())
      fieldErrors.registrationNumber = t`Enter your registration number to add it to your badge`;
    setErrors(fieldErrors);
    if (!parsed.success || Object.keys(fieldErrors).length > 0) return;
    if (!online) {
      setMessage({ tone: 'error', text: needsConnection });
      return;
    }
    ask.mutate(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Field label={t`Phone number`} required error={errors.phone} hint={t`An admin will call or message this number.`}>
        {(props) => (
          <input {...props} type="tel" autoComplete="tel" value={phone} onChange={(e) => setPhone(e.target.value)} />
        )}
      </Field>
      <Field
        label={addingRegistration ? t`Registration number` : t`Registration number (optional)`}
        required={addingRegistration}
        error={errors.registrationNumber}
        hint={t`Your business registration number (URSB), if the business is registered.`}
      >
        {(props) => (
          <input {...props} value={registrationNumber} onChange={(e) => setRegistrationNumber(e.target.value)} />
        )}
      </Field>
      <div className="btn-row" style={{ alignItems: 'center' }}>
        <button type="submit" className="btn btn-primary" disabled={ask.isPending}>
          {ask.isPending ? t`Sending…` : addingRegistration ? t`Add registration number` : t`Ask for verification`}
        </button>
        {!online && !message && (
          <span className="muted small">
            <Trans>Needs a connection</Trans>
          </span>
        )}
      </div>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
    </form>
  );
}
