/** The admin's calls of docs/product.md "Verification": list, approve, refuse, revoke. */
import type {
  AdminVerificationRequest,
  VerificationCheck,
  VerificationStatus,
} from '../../../../sync/schemas/verification';
import { api } from '../../../lib/api-client';
import { tabsFrom } from '../ui/filter-tabs';

export type VerificationFilter = VerificationStatus | 'ALL';

export const VERIFICATION_STATUS_LABELS: Record<VerificationStatus, string> = {
  PENDING: 'Pending',
  APPROVED: 'Approved',
  REFUSED: 'Refused',
};

export const VERIFICATION_FILTERS: readonly { value: VerificationFilter; label: string }[] = [
  ...tabsFrom(VERIFICATION_STATUS_LABELS),
  { value: 'ALL', label: 'All' },
];

export const CHECK_LABELS: Record<VerificationCheck, string> = {
  phone: 'Phone number confirmed',
  registration: 'Registration number checked',
};

export async function fetchVerificationRequests(
  filter: VerificationFilter,
  signal: AbortSignal,
): Promise<AdminVerificationRequest[]> {
  const { requests } = await api(`/verification?status=${filter}`, {
    fallback: 'Failed to fetch verification requests',
    signal,
  });
  return requests;
}

export async function approveRequest(id: number, checked: VerificationCheck[]): Promise<AdminVerificationRequest> {
  const { request } = await api(`/verification/${id}/approve`, {
    method: 'PUT',
    json: { checked },
    fallback: 'Failed to approve the request',
  });
  return request;
}

export async function refuseRequest(id: number, reason: string): Promise<AdminVerificationRequest> {
  const { request } = await api(`/verification/${id}/refuse`, {
    method: 'PUT',
    json: { reason },
    fallback: 'Failed to refuse the request',
  });
  return request;
}

export async function revokeBadge(businessId: number, reason: string): Promise<void> {
  await api(`/businesses/${businessId}/verification/revoke`, {
    method: 'PUT',
    json: { reason },
    fallback: 'Failed to remove the badge',
  });
}
