import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { SHORT_ID_LENGTH } from '../../../sync/constants';
import { EmptyState, ErrorState, PageLoading } from '../../components/status';
import { ItemList } from '../../components/item-list';
import { formatDate, formatUSh } from '../../lib/format';
import { NewDeliveryModal } from './new-delivery-modal';
import { useDeliveries, type VendorDelivery } from './use-deliveries';
import { useMyBusiness } from './use-my-business';
import { localPhone, telHref } from '../../../sync/phone';
import { api } from '../../lib/api-client';
import { accountKey, queryClient } from '../../lib/server-state';
import { keepDeliveryAnswer } from '../../store/seen-first';
import { vendorKeys } from './vendor-keys';

const STATUS: Record<string, { label: MessageDescriptor; tone: string } | undefined> = {
  PENDING: { label: msg`Pending`, tone: 'status-yellow' },
  ENROUTE: { label: msg`En Route`, tone: 'status-blue' },
  DELIVERED: { label: msg`Delivered`, tone: 'status-green' },
  CANCELLED: { label: msg`Cancelled`, tone: '' },
};

/** Deliveries (docs/screens.md "Deliveries"): the business's delivery requests and a New Delivery modal. */
export default function DeliveriesScreen() {
  const { business, error, reload } = useMyBusiness();
  const { t } = useLingui();
  if (business === undefined) return error ? <ErrorState message={error} onRetry={reload} /> : <PageLoading />;
  if (business === null) {
    return (
      <EmptyState title={t`Create your business first`}>
        <Link className="btn btn-primary" to="/vendor/my-business">
          <Trans>Create Business Profile</Trans>
        </Link>
      </EmptyState>
    );
  }
  return <Deliveries businessId={business.id} />;
}

function Deliveries({ businessId }: { businessId: number }) {
  const { deliveries, error, reload, addQueued } = useDeliveries(businessId);
  const { t } = useLingui();
  const [creating, setCreating] = useState(false);
  /** A vendor cancels its own delivery while it is still pending (docs/product.md "Deliveries"). */
  const cancel = useMutation(
    {
      mutationFn: (d: VendorDelivery) =>
        api(`/deliveries/${d.id}/status`, {
          method: 'PUT',
          json: { status: 'CANCELLED' },
          fallback: t`Failed to cancel the delivery`,
        }),
      onSuccess: async ({ delivery }) => {
        await keepDeliveryAnswer(delivery);
        // the API's copy, shown until the own data is on the device, is asked for again now
        await queryClient.invalidateQueries({ queryKey: accountKey(vendorKeys.deliveries(businessId)) });
      },
    },
    queryClient,
  );
  return (
    <section className="area-page">
      <header className="area-head">
        <div>
          <h1>
            <Trans>Deliveries</Trans>
          </h1>
          <p className="muted">
            <Trans>Send your goods to customers with a rider.</Trans>
          </p>
        </div>
        <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
          <Trans>New Delivery</Trans>
        </button>
      </header>
      {error && <ErrorState message={error} onRetry={reload} />}
      {!deliveries && !error && <PageLoading label={t`Loading deliveries…`} />}
      <ItemList items={deliveries} empty={t`No deliveries yet`} as="ul" className="row-list">
        {(d) => (
          <DeliveryCard
            delivery={d}
            busy={cancel.isPending && cancel.variables.id === d.id}
            refusal={cancel.isError && cancel.variables.id === d.id ? cancel.error.message : null}
            onCancel={() => cancel.mutate(d)}
          />
        )}
      </ItemList>
      {creating && (
        <NewDeliveryModal
          businessId={businessId}
          onClose={() => setCreating(false)}
          onQueued={(d) => {
            setCreating(false);
            const now = new Date().toISOString();
            addQueued({
              ...d,
              id: -Date.now(),
              item_description: d.item_description ?? null,
              weight: d.weight ?? null,
              status: 'PENDING',
              cancel_reason: null,
              createdAt: now,
              updatedAt: now,
              pending: true,
              syncState: 'waiting',
            });
          }}
        />
      )}
    </section>
  );
}

export function DeliveryCard({
  delivery: d,
  busy,
  refusal,
  onCancel,
}: {
  delivery: VendorDelivery;
  busy: boolean;
  refusal: string | null;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const known = STATUS[d.status];
  const status = known ? { label: t(known.label), tone: known.tone } : { label: d.status, tone: '' };
  const item = d.item_name;
  const reason = d.cancel_reason;
  const waiting = d.pending && d.syncState === 'waiting';
  const refused = d.pending && d.syncState === 'rejected';
  const cancellable = d.status === 'PENDING' && !d.pending && d.id > 0;
  return (
    <article className="card" aria-label={t`Delivery: ${item}`}>
      <div className="area-head">
        <div>
          <h3 style={{ marginBottom: 2 }}>{d.item_name}</h3>
          <p className="meta-line">{d.id > 0 ? `#${String(d.id).slice(0, SHORT_ID_LENGTH)}` : t`Not sent yet`}</p>
        </div>
        <span className="btn-row">
          {waiting && (
            <span className="status-badge waiting-sync">
              <Trans>Waiting to sync</Trans>
            </span>
          )}
          {refused ? (
            <span className="status-badge status-red">
              <Trans>Not accepted</Trans>
            </span>
          ) : (
            <span className={`status-badge ${status.tone}`}>{status.label}</span>
          )}
        </span>
      </div>
      {refused && <p className="field-error">{d.syncMessage ?? t`Failed to create delivery`}</p>}
      <dl className="kv">
        <dt>
          <Trans>Receiver</Trans>
        </dt>
        <dd>
          {d.receiver_name} ·{' '}
          <a href={telHref(d.receiver_number)} style={{ whiteSpace: 'nowrap' }}>
            {localPhone(d.receiver_number)}
          </a>
        </dd>
        <dt>
          <Trans>Address</Trans>
        </dt>
        <dd>{d.delivery_address}</dd>
        <dt>
          <Trans>Fare</Trans>
        </dt>
        <dd>{formatUSh(d.fare)}</dd>
        {d.weight !== null && (
          <>
            <dt>
              <Trans>Weight</Trans>
            </dt>
            <dd>{d.weight} kg</dd>
          </>
        )}
        <dt>
          <Trans>Created</Trans>
        </dt>
        <dd>{formatDate(d.createdAt)}</dd>
      </dl>
      {d.item_description && (
        <p className="small" style={{ marginTop: 8 }}>
          {d.item_description}
        </p>
      )}
      {d.status === 'CANCELLED' && d.cancel_reason !== undefined && (
        <p className="small" style={{ marginTop: 8 }}>
          {reason === null ? <Trans>You cancelled this delivery.</Trans> : <Trans>Cancelled by Soko: {reason}</Trans>}
        </p>
      )}
      {refusal && <p className="field-error">{refusal}</p>}
      {cancellable && (
        <p className="btn-row" style={{ marginTop: 8 }}>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={busy}
            onClick={() => {
              if (window.confirm(t`Cancel the delivery of ${item}? No rider will be sent.`)) onCancel();
            }}
          >
            {busy ? <Trans>Cancelling…</Trans> : <Trans>Cancel delivery</Trans>}
          </button>
        </p>
      )}
    </article>
  );
}
