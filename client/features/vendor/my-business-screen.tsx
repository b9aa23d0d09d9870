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
  const { business, error, loading, reload, refresh } = useMyBusiness();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState(false);

  if (business === undefined) {
    if (error) return <ErrorState message={error} onRetry={reload} />;
    return loading ? <PageLoading label="Loading your business…" /> : null;
  }

  if (business === null) {
    return (
      <section className="area-page">
        <EmptyState title="You have not set up your business yet">
          <p className="muted">Create your business profile so customers can find you and you can receive leads.</p>
          <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
            Create Business Profile
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
  const { percent, missing } = profileCompleteness(business);
  return (
    <section className="card" aria-labelledby="completeness-heading">
      <h2 id="completeness-heading">Profile {percent}% complete</h2>
      <div
        className="completeness-bar"
        role="progressbar"
        aria-label="Profile completeness"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      {missing.length === 0 ? (
        <p className="muted small">Your profile is complete: customers see everything they need.</p>
      ) : (
        <>
          <p className="muted small">Complete profiles are easier for customers to find and trust. Still to do:</p>
          <ul className="completeness-missing">
            {missing.map((item) => (
              <li key={item.key}>{item.action}</li>
            ))}
          </ul>
          <div className="btn-row">
            <button type="button" className="btn btn-outline btn-sm" onClick={onEdit}>
              Complete your profile
            </button>
          </div>
        </>
      )}
    </section>
  );
}

const CHECKED: Record<VerificationCheck, string> = {
  phone: 'phone number confirmed',
  registration: 'registration number checked',
};
const NEEDS_CONNECTION = 'Asking for verification needs a connection. Please connect and try again.';

/**
 * "Get verified" (docs/product.md "Verification"): where the business stands (not asked, waiting,
 * verified with what was checked, refused with the admin's reason) and the form that asks. It is
 * read and sent online only: offline it shows what the device knows and says the form needs a
 * connection. The server's answer wins over the device's copy of the business.
 */
function VerificationCard({ business, onSent }: { business: MyBusiness; onSent: () => Promise<void> }) {
  const online = useOnline();
  const [sent, setSent] = useState<string | null>(null);
  const path = `/verification/mine?businessId=${business.id}` as const;
  // asked again each time the card shows (not kept fresh for the client's minute): an admin's
  // decision must not read "Waiting" after the vendor was told of it
  const answer = useServerQuery({
    key: vendorKeys.verification(business.id),
    load: (signal) => api(path, { fallback: 'Failed to load your verification', signal }),
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
      <h2 id="verification-heading">Get verified</h2>
      <VerificationState badge={badge} request={request} removed={removed} />
      {online && answer.loading && !answer.data && <p className="muted small">Checking your verification…</p>}
      {online && answer.error && !answer.data && (
        <p className="small">
          {answer.error}{' '}
          <button type="button" className="btn btn-outline btn-sm" onClick={answer.reload}>
            Try Again
          </button>
        </p>
      )}
      {!online && !answer.data && (
        <OfflineNote>You are offline: what you see here may be out of date, and asking needs a connection.</OfflineNote>
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
  const waiting = request?.status === 'PENDING' && (
    <p>
      <span className="badge badge-pending">Waiting</span> An admin will check the phone number{' '}
      {localPhone(request.phone)}
      {request.registrationNumber && ` and the registration number ${request.registrationNumber}`} (asked{' '}
      {formatDate(request.createdAt)}).
    </p>
  );
  const refused = request?.status === 'REFUSED' && (
    <p>
      Your last request was refused{request.decidedAt && ` on ${formatDate(request.decidedAt)}`}:{' '}
      <strong>{request.reason}</strong>. You can correct your details and ask again.
    </p>
  );
  if (badge.isVerified) {
    const what = badge.verifiedChecks.map((c) => CHECKED[c]).join(', ');
    return (
      <>
        <p>
          <span className="badge badge-verified">Verified</span>{' '}
          {what ? capitalised(what) : 'Your business is verified'}
          {badge.verifiedAt && ` on ${formatDate(badge.verifiedAt)}`}.
        </p>
        {waiting || refused}
      </>
    );
  }
  if (waiting || refused) return waiting || refused;
  if (removed)
    return (
      <p>
        An admin removed your Verified badge on {formatDate(removed.at)}: <strong>{removed.reason}</strong>. You can
        correct your details and ask again.
      </p>
    );
  return (
    <p className="muted">
      Not verified yet. Ask an admin to confirm your phone number (and, if you have one, your business registration
      number): customers see a Verified badge that says what was checked.
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
  const [phone, setPhone] = useState(business.whatsapp ? localPhone(business.whatsapp) : '');
  const [registrationNumber, setRegistrationNumber] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const ask = useMutation(
    {
      mutationFn: (body: VerificationRequestInput) =>
        api('/verification', { method: 'POST', json: body, fallback: 'Failed to send your verification request' }),
      // the form waits until the card and the business are read again
      onSuccess: async ({ message: text }) => {
        setMessage({ tone: 'success', text });
        markOutOfDate(vendorKeys.verification(business.id));
        await onSent(text);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.errors) setErrors(error.errors);
        const offline = error instanceof ApiError && error.isNetwork;
        setMessage({ tone: 'error', text: offline ? NEEDS_CONNECTION : error.message });
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
      fieldErrors.registrationNumber = 'Enter your registration number to add it to your badge';
    setErrors(fieldErrors);
    if (!parsed.success || Object.keys(fieldErrors).length > 0) return;
    if (!online) {
      setMessage({ tone: 'error', text: NEEDS_CONNECTION });
      return;
    }
    ask.mutate(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Field label="Phone number" required error={errors.phone} hint="An admin will call or message this number.">
        {(props) => (
          <input {...props} type="tel" autoComplete="tel" value={phone} onChange={(e) => setPhone(e.target.value)} />
        )}
      </Field>
      <Field
        label={addingRegistration ? 'Registration number' : 'Registration number (optional)'}
        required={addingRegistration}
        error={errors.registrationNumber}
        hint="Your business registration number (URSB), if the business is registered."
      >
        {(props) => (
          <input {...props} value={registrationNumber} onChange={(e) => setRegistrationNumber(e.target.value)} />
        )}
      </Field>
      <div className="btn-row" style={{ alignItems: 'center' }}>
        <button type="submit" className="btn btn-primary" disabled={ask.isPending}>
          {ask.isPending ? 'Sending…' : addingRegistration ? 'Add registration number' : 'Ask for verification'}
        </button>
        {!online && !message && <span className="muted small">Needs a connection</span>}
      </div>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
    </form>
  );
}
