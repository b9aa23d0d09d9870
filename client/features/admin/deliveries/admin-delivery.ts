import type { DeliveryStatus } from '../../../../sync/schemas/delivery';
import { api } from '../../../lib/api-client';
import { listFrom } from '../data/list-answer';

/** A delivery as GET /api/deliveries/admin/all lists it (snake_case fields as the API keeps them). */
export type AdminDelivery = {
  id: number;
  businessId: number;
  receiver_name: string;
  receiver_number: string;
  fare: number;
  item_name: string;
  item_description: string | null;
  delivery_address: string;
  weight: number | null;
  status: DeliveryStatus;
  createdAt: string;
  business?: { name: string; logo: string | null; owner?: { firstName: string; lastName: string } | null } | null;
};

export type DeliveryFilter = 'ALL' | DeliveryStatus;

export const DELIVERY_FILTERS: readonly { value: DeliveryFilter; label: string }[] = [
  { value: 'ALL', label: 'All' },
  { value: 'PENDING', label: 'Pending' },
  { value: 'ENROUTE', label: 'En Route' },
  { value: 'DELIVERED', label: 'Delivered' },
  { value: 'CANCELLED', label: 'Cancelled' },
];

export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  PENDING: 'Pending',
  ENROUTE: 'En Route',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
};

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
  const query = params.size ? `?${params}` : '';
  const answer = await api<unknown>(`/deliveries/admin/all${query}`, {
    fallback: 'Failed to fetch all deliveries',
    signal,
  });
  return listFrom<AdminDelivery>(answer, 'deliveries');
}

export function setDeliveryStatus(id: number, status: DeliveryStatus) {
  return api(`/deliveries/${id}/status`, {
    method: 'PUT',
    json: { status },
    fallback: 'Failed to update delivery status',
  });
}
