/** The admin's calls of docs/product.md "Verification": list, approve, refuse, revoke. */
import type {
  AdminVerificationRequest,
  VerificationCheck,
  VerificationStatus,
} from '../../../../sync/schemas/verification';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { api } from '../../../lib/api-client';

export type VerificationFilter = VerificationStatus | 'ALL';

export const VERIFICATION_STATUS_LABELS: Record<VerificationStatus, MessageDescriptor> = {
  PENDING: msg`Pending`,
  APPROVED: msg`Approved`,
  REFUSED: msg`Refused`,
};

export const VERIFICATION_FILTERS: readonly { value: VerificationFilter; label: MessageDescriptor }[] = [
  ...(Object.keys(VERIFICATION_STATUS_LABELS) as VerificationStatus[]).map((value) => ({
    value,
    label: VERIFICATION_STATUS_LABELS[value],
  })),
  { value: 'ALL', label: msg`All` },
];

export const CHECK_LABELS: Record<VerificationCheck, MessageDescriptor> = {
  phone: msg`Phone number confirmed`,
  registration: msg`Registration number checked`,
};

export async function fetchVerificationRequests(
  filter: VerificationFilter,
  signal: AbortSignal,
): Promise<AdminVerificationRequest[]> {
  const { requests } = await api(`/verification?status=${filter}`, {
    fallback: t`Failed to fetch verification requests`,
    signal,
  });
  return requests;
}

/**
 * What each decision sends (server/features/verification/verification-routes.ts): approving names
 * the checks done, refusing says why.
 */
type DecisionBody = { approve: { checked: VerificationCheck[] }; refuse: { reason: string } };
type Decision = keyof DecisionBody;

/** PUT /verification/:id/approve or /refuse: the request as decided. */
export async function decideRequest<D extends Decision>(
  id: number,
  decision: D,
  body: DecisionBody[D],
): Promise<AdminVerificationRequest> {
  // Both paths of the contract (sync/answers/verification.ts), which answer alike.
  const path: `/verification/${number}/${Decision}` = `/verification/${id}/${decision}`;
  const { request } = await api(path, {
    method: 'PUT',
    json: body,
    fallback: decision === 'approve' ? t`Failed to approve the request` : t`Failed to refuse the request`,
  });
  return request;
}

export async function revokeBadge(businessId: number, reason: string): Promise<void> {
  await api(`/businesses/${businessId}/verification/revoke`, {
    method: 'PUT',
    json: { reason },
    fallback: t`Failed to remove the badge`,
  });
}
