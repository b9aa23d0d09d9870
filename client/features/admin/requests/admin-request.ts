import { ADMIN_LIST_DEFAULT_LIMIT } from '../../../../sync/constants';
import type { AdminRequest } from '../../../../sync/answers/search';
import { api } from '../../../lib/api-client';

/** A service request ("search", docs/screens.md "Glossary") as the admin list shows it (GET /api/searches). */
export type { AdminRequest };

export type RequestPage = { requests: AdminRequest[]; pages: number; total: number };
export const REQUEST_STATUSES = ['all', 'active', 'completed', 'closed', 'expired'] as const;
export type RequestStatusFilter = (typeof REQUEST_STATUSES)[number];

/** Expired once expiresAt is past, whatever the stored status says (docs/screens.md "Admin requests"). */
export function requestStatus(request: Pick<AdminRequest, 'status' | 'expiresAt'>, now = Date.now()): string {
  return new Date(request.expiresAt).getTime() <= now ? 'expired' : request.status;
}

export async function fetchRequests(params: URLSearchParams, signal: AbortSignal): Promise<RequestPage> {
  const { searches, pagination } = await api(`/searches?${params}`, { fallback: 'Failed to fetch requests', signal });
  return { requests: searches, pages: Math.max(1, pagination.pages), total: pagination.total };
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
    fallback: 'Failed to delete request',
  });
}
