import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { BusinessLogo } from '../../../components/business-logo';
import { formatDate, formatUSh } from '../../../lib/format';
import { fullName, shortId } from '../display';
import { Badge } from '../ui/badge';
import { SmallButton } from '../../../components/small-button';
import { DELIVERY_ACTIONS, DELIVERY_STATUS_LABELS, type AdminDelivery } from './admin-delivery';
import { deliveryStatusUpdateSchema, type DeliveryStatus } from '../../../../sync/schemas/delivery';
import { fieldConstraints } from '../../../lib/schema-constraints';
import '../ui/item-card.css';
import { localPhone, telHref } from '../../../../sync/phone';

/** Badge colours (docs/screens.md "Admin deliveries"): pending yellow, delivered green, the others neutral. */
const TONE = { PENDING: 'yellow', DELIVERED: 'green', ENROUTE: 'neutral', CANCELLED: 'neutral' } as const;
/** The longest cancel reason the server takes. */
const REASON_MAX = fieldConstraints(deliveryStatusUpdateSchema.shape.reason).maxLength;

export function DeliveryCard({
  delivery,
  busy,
  onStatus,
}: {
  delivery: AdminDelivery;
  busy: boolean;
  onStatus: (delivery: AdminDelivery, status: DeliveryStatus, reason?: string) => void;
}) {
  const business = delivery.business.name;
  /** Cancelling asks why: the vendor is told (docs/product.md "Deliveries"). */
  const [reason, setReason] = useState<string | null>(null);
  const { t } = useLingui();
  const id = shortId(delivery.id);
  const item = delivery.item_name;
  // a status this screen does not know yet shows as the API names it
  const status = DELIVERY_STATUS_LABELS[delivery.status] as MessageDescriptor | undefined;
  return (
    <article className="card adm-delivery" aria-label={t`Delivery ${id}: ${item}`}>
      <header className="adm-review-head">
        <BusinessLogo name={business} logo={delivery.business.logo} size={44} />
        <div className="adm-review-title">
          <h2>{delivery.item_name}</h2>
          <p className="muted small">
            {business}
            {` · ${fullName(delivery.business.owner)}`}
          </p>
        </div>
        <Badge tone={TONE[delivery.status] ?? 'neutral'}>{status ? t(status) : delivery.status}</Badge>
      </header>
      <dl className="adm-facts adm-facts-2">
        <dt>
          <Trans>Receiver</Trans>
        </dt>
        <dd>
          {delivery.receiver_name} ·{' '}
          <a href={telHref(delivery.receiver_number)}>{localPhone(delivery.receiver_number)}</a>
        </dd>
        <dt>
          <Trans>Address</Trans>
        </dt>
        <dd>{delivery.delivery_address}</dd>
        <dt>
          <Trans>Fare</Trans>
        </dt>
        <dd>{formatUSh(delivery.fare)}</dd>
        {delivery.weight !== null && delivery.weight !== undefined && (
          <>
            <dt>
              <Trans>Weight</Trans>
            </dt>
            <dd>{delivery.weight} kg</dd>
          </>
        )}
        {delivery.item_description && (
          <>
            <dt>
              <Trans>Description</Trans>
            </dt>
            <dd>{delivery.item_description}</dd>
          </>
        )}
        <dt>
          <Trans>Created</Trans>
        </dt>
        <dd>{formatDate(delivery.createdAt)}</dd>
        <dt>
          <Trans>ID</Trans>
        </dt>
        <dd className="adm-mono">{shortId(delivery.id)}</dd>
        {delivery.status === 'CANCELLED' && (
          <>
            <dt>
              <Trans>Cancelled</Trans>
            </dt>
            <dd>{delivery.cancel_reason ?? t`By its vendor`}</dd>
          </>
        )}
      </dl>
      {reason !== null && (
        <form className="adm-cancel-form" onSubmit={(e) => e.preventDefault()}>
          <label htmlFor={`cancel-reason-${delivery.id}`}>
            <Trans>Why is it cancelled? Its vendor is told.</Trans>
          </label>
          <textarea
            id={`cancel-reason-${delivery.id}`}
            rows={2}
            maxLength={REASON_MAX}
            required
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <span className="btn-row">
            <SmallButton
              tone="danger"
              disabled={busy || reason.trim() === ''}
              onClick={() => onStatus(delivery, 'CANCELLED', reason.trim())}
            >
              <Trans>Cancel delivery</Trans>
            </SmallButton>
            <SmallButton tone="primary" disabled={busy} onClick={() => setReason(null)}>
              <Trans>Keep it</Trans>
            </SmallButton>
          </span>
        </form>
      )}
      {reason === null && DELIVERY_ACTIONS[delivery.status]?.length > 0 && (
        <footer className="adm-card-actions">
          {DELIVERY_ACTIONS[delivery.status].map((action) => (
            <SmallButton
              key={action.to}
              tone={action.to === 'CANCELLED' ? 'danger' : 'primary'}
              disabled={busy}
              onClick={() => {
                // cancelling is final and says why: the form above asks first
                if (action.to === 'CANCELLED') setReason('');
                else onStatus(delivery, action.to);
              }}
            >
              {t(action.label)}
            </SmallButton>
          ))}
        </footer>
      )}
    </article>
  );
}
