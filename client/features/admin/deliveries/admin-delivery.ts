import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { DeliveryStatus } from '../../../../sync/schemas/delivery';
import type { DeliveryRecord } from '../../../../sync/schemas/pull';
import { api } from '../../../lib/api-client';

/** A delivery as GET /api/deliveries/admin/all lists it (snake_case fields as the API keeps them). */
export type AdminDelivery = DeliveryRecord;

export type DeliveryFilter = 'ALL' | DeliveryStatus;

export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, MessageDescriptor> = {
  PENDING: msg`Pending`,
  ENROUTE: msg`En Route`,
  DELIVERED: msg`Delivered`,
  CANCELLED: msg`Cancelled`,
};

export const DELIVERY_FILTERS: readonly { value: DeliveryFilter; label: MessageDescriptor }[] = [
  { value: 'ALL', label: msg`All` },
  ...(Object.keys(DELIVERY_STATUS_LABELS) as DeliveryStatus[]).map((value) => ({
    value,
    label: DELIVERY_STATUS_LABELS[value],
  })),
];

/** The admin's buttons per status (docs/product.md "Deliveries"); DELIVERED and CANCELLED have none. */
export const DELIVERY_ACTIONS: Record<DeliveryStatus, readonly { to: DeliveryStatus; label: MessageDescriptor }[]> = {
  PENDING: [
    { to: 'ENROUTE', label: msg`Mark En Route` },
    { to: 'CANCELLED', label: msg`Cancel` },
  ],
  ENROUTE: [{ to: 'DELIVERED', label: msg`Mark Delivered` }],
  DELIVERED: [],
  CANCELLED: [],
};

export async function fetchDeliveries(
  filter: DeliveryFilter,
  q: string,
  signal: AbortSignal,
): Promise<AdminDelivery[]> {
  const params = new URLSearchParams();
  if (filter !== 'ALL') params.set('status', filter);
  if (q) params.set('q', q);
  const path = params.size ? (`/deliveries/admin/all?${params}` as const) : '/deliveries/admin/all';
  const { deliveries } = await api(path, {
    fallback: t`Failed to fetch all deliveries`,
    signal,
  });
  return deliveries;
}

/** `reason`: why an admin cancels, which its vendor is told (required with CANCELLED). */
export function setDeliveryStatus(id: number, status: DeliveryStatus, reason?: string) {
  return api(`/deliveries/${id}/status`, {
    method: 'PUT',
    json: reason === undefined ? { status } : { status, reason },
    fallback: t`Failed to update delivery status`,
  });
}
