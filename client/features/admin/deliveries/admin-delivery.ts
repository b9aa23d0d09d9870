import type { DeliveryStatus } from '../../../../sync/schemas/delivery';
import type { DeliveryRecord } from '../../../../sync/schemas/pull';
import { api } from '../../../lib/api-client';
import { tabsFrom } from '../ui/filter-tabs';

/** A delivery as GET /api/deliveries/admin/all lists it (snake_case fields as the API keeps them). */
export type AdminDelivery = DeliveryRecord;

export type DeliveryFilter = 'ALL' | DeliveryStatus;

export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  PENDING: 'Pending',
  ENROUTE: 'En Route',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
};

export const DELIVERY_FILTERS: readonly { value: DeliveryFilter; label: string }[] = [
  { value: 'ALL', label: 'All' },
  ...tabsFrom(DELIVERY_STATUS_LABELS),
];

/** The admin's buttons per status (docs/product.md "Deliveries"); DELIVERED and CANCELLED have none. */
export const DELIVERY_ACTIONS: Record<DeliveryStatus, readonly { to: DeliveryStatus; label: string }[]> = {
  PENDING: [
    { to: 'ENROUTE', label: 'Mark En Route' },
    { to: 'CANCELLED', label: 'Cancel' },
  ],
  ENROUTE: [{ to: 'DELIVERED', label: 'Mark Delivered' }],
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
    fallback: 'Failed to fetch all deliveries',
    signal,
  });
  return deliveries;
}

/** `reason`: why an admin cancels, which its vendor is told (required with CANCELLED). */
export function setDeliveryStatus(id: number, status: DeliveryStatus, reason?: string) {
  return api(`/deliveries/${id}/status`, {
    method: 'PUT',
    json: reason === undefined ? { status } : { status, reason },
    fallback: 'Failed to update delivery status',
  });
}
