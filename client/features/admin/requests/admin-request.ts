import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { ADMIN_LIST_DEFAULT_LIMIT } from '../../../../sync/constants';
import type { Pagination } from '../../../../sync/answers/envelope';
import type { AdminRequest } from '../../../../sync/answers/search';
import { api } from '../../../lib/api-client';

/** A service request ("search", docs/screens.md "Glossary") as the admin list shows it (GET /api/searches). */
export type { AdminRequest };

export type RequestPage = { requests: AdminRequest[]; pagination: Pagination };
export const REQUEST_STATUSES = ['all', 'active', 'completed', 'closed', 'expired'] as const;
export type RequestStatusFilter = (typeof REQUEST_STATUSES)[number];

/** A status in words; one the screen does not know yet shows as the API names it, capitalised. */
const REQUEST_STATUS_LABELS: Record<RequestStatusFilter, MessageDescriptor> = {
  all: msg`All`,
  active: msg`Active`,
  completed: msg`Completed`,
  closed: msg`Closed`,
  expired: msg`Expired`,
};

export function requestStatusText(status: string): string {
  const words = (REQUEST_STATUSES as readonly string[]).includes(status)
    ? REQUEST_STATUS_LABELS[status as RequestStatusFilter]
    : undefined;
  return words ? i18n._(words) : status.charAt(0).toUpperCase() + status.slice(1);
}

/** Expired once expiresAt is past, whatever the stored status says (docs/screens.md "Admin requests"). */
export function requestStatus(request: Pick<AdminRequest, 'status' | 'expiresAt'>, now = Date.now()): string {
  return new Date(request.expiresAt).getTime() <= now ? 'expired' : request.status;
}

export async function fetchRequests(params: URLSearchParams, signal: AbortSignal): Promise<RequestPage> {
  const { searches, pagination } = await api(`/searches?${params}`, { fallback: t`Failed to fetch requests`, signal });
  return { requests: searches, pagination };
}

export function requestParams(status: RequestStatusFilter, q: string, page: number): URLSearchParams {
  const params = new URLSearchParams({ page: String(page), limit: String(ADMIN_LIST_DEFAULT_LIMIT) });
  if (status !== 'all') params.set('status', status);
  if (q) params.set('q', q);
  return params;
}

/** The reason is required in the dialog and kept in the audit log by the API. */
export function deleteRequest(id: number, reason: string) {
  return api(`/searches/admin/${id}`, {
    method: 'DELETE',
    json: { reason: reason.trim() },
    fallback: t`Failed to delete request`,
  });
}
