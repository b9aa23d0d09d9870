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
import { queryClient } from '../../lib/server-state';
import { keepDeliveryAnswer } from '../../store/seen-first';
import { vendorKeys } from './vendor-keys';

const STATUS: Record<string, { label: string; tone: string }> = {
  PENDING: { label: 'Pending', tone: 'status-yellow' },
  ENROUTE: { label: 'En Route', tone: 'status-blue' },
  DELIVERED: { label: 'Delivered', tone: 'status-green' },
  CANCELLED: { label: 'Cancelled', tone: '' },
};

/** Deliveries (docs/screens.md "Deliveries"): the business's delivery requests and a New Delivery modal. */
export default function DeliveriesScreen() {
  const { business, error, reload } = useMyBusiness();
  if (business === undefined) return error ? <ErrorState message={error} onRetry={reload} /> : <PageLoading />;
  if (business === null) {
    return (
      <EmptyState title="Create your business first">
        <Link className="btn btn-primary" to="/vendor/my-business">
          Create Business Profile
        </Link>
      </EmptyState>
    );
  }
  return <Deliveries businessId={business.id} />;
}

function Deliveries({ businessId }: { businessId: number }) {
  const { deliveries, error, reload, addQueued } = useDeliveries(businessId);
  const [creating, setCreating] = useState(false);
  /** A vendor cancels its own delivery while it is still pending (docs/product.md "Deliveries"). */
  const cancel = useMutation(
    {
      mutationFn: (d: VendorDelivery) =>
        api(`/deliveries/${d.id}/status`, {
          method: 'PUT',
          json: { status: 'CANCELLED' },
          fallback: 'Failed to cancel the delivery',
        }),
      onSuccess: async ({ delivery }) => {
        await keepDeliveryAnswer(delivery);
        await queryClient.invalidateQueries({ queryKey: vendorKeys.deliveries(businessId) });
      },
    },
    queryClient,
  );
  return (
    <section className="area-page">
      <header className="area-head">
        <div>
          <h1>Deliveries</h1>
          <p className="muted">Send your goods to customers with a rider.</p>
        </div>
        <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
          New Delivery
        </button>
      </header>
      {error && <ErrorState message={error} onRetry={reload} />}
      {!deliveries && !error && <PageLoading label="Loading deliveries…" />}
      <ItemList items={deliveries} empty="No deliveries yet" as="ul" className="row-list">
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
  const status = STATUS[d.status] ?? { label: d.status, tone: '' };
  const waiting = d.pending && d.syncState === 'waiting';
  const refused = d.pending && d.syncState === 'rejected';
  const cancellable = d.status === 'PENDING' && !d.pending && d.id > 0;
  return (
    <article className="card" aria-label={`Delivery: ${d.item_name}`}>
      <div className="area-head">
        <div>
          <h3 style={{ marginBottom: 2 }}>{d.item_name}</h3>
          <p className="meta-line">{d.id > 0 ? `#${String(d.id).slice(0, SHORT_ID_LENGTH)}` : 'Not sent yet'}</p>
        </div>
        <span className="btn-row">
          {waiting && <span className="status-badge waiting-sync">Waiting to sync</span>}
          {refused ? (
            <span className="status-badge status-red">Not accepted</span>
          ) : (
            <span className={`status-badge ${status.tone}`}>{status.label}</span>
          )}
        </span>
      </div>
      {refused && <p className="field-error">{d.syncMessage ?? 'Failed to create delivery'}</p>}
      <dl className="kv">
        <dt>Receiver</dt>
        <dd>
          {d.receiver_name} ·{' '}
          <a href={telHref(d.receiver_number)} style={{ whiteSpace: 'nowrap' }}>
            {localPhone(d.receiver_number)}
          </a>
        </dd>
        <dt>Address</dt>
        <dd>{d.delivery_address}</dd>
        <dt>Fare</dt>
        <dd>{formatUSh(d.fare)}</dd>
        {d.weight !== null && (
          <>
            <dt>Weight</dt>
            <dd>{d.weight} kg</dd>
          </>
        )}
        <dt>Created</dt>
        <dd>{formatDate(d.createdAt)}</dd>
      </dl>
      {d.item_description && (
        <p className="small" style={{ marginTop: 8 }}>
          {d.item_description}
        </p>
      )}
      {d.status === 'CANCELLED' && d.cancel_reason !== undefined && (
        <p className="small" style={{ marginTop: 8 }}>
          {d.cancel_reason === null ? 'You cancelled this delivery.' : `Cancelled by Soko: ${d.cancel_reason}`}
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
              if (window.confirm(`Cancel the delivery of ${d.item_name}? No rider will be sent.`)) onCancel();
            }}
          >
            {busy ? 'Cancelling…' : 'Cancel delivery'}
          </button>
        </p>
      )}
    </article>
  );
}
