import { ADMIN_LIST_DEFAULT_LIMIT } from '../../../../sync/constants';
import { api } from '../../../lib/api-client';
import { listFrom, pagesFrom, totalFrom } from '../data/list-answer';

/** A service request ("search", docs/screens.md "Glossary") as the admin list shows it. */
export type AdminRequest = {
  id: number;
  query: string;
  category?: { name: string } | null;
  location: string | null;
  budget: number | null;
  createdAt: string;
  expiresAt: string;
  status: string;
  totalBids?: number;
  _count?: { bids: number };
  user?: { firstName: string; lastName: string; email: string } | null;
};

export type RequestPage = { requests: AdminRequest[]; pages: number; total: number };
export const REQUEST_STATUSES = ['all', 'active', 'completed', 'closed', 'expired'] as const;
export type RequestStatusFilter = (typeof REQUEST_STATUSES)[number];

/** Expired once expiresAt is past, whatever the stored status says (docs/screens.md "Admin requests"). */
export function requestStatus(request: Pick<AdminRequest, 'status' | 'expiresAt'>, now = Date.now()): string {
  return new Date(request.expiresAt).getTime() <= now ? 'expired' : request.status;
}

export async function fetchRequests(params: URLSearchParams, signal: AbortSignal): Promise<RequestPage> {
  const answer = await api<unknown>(`/searches?${params}`, { fallback: 'Failed to fetch requests', signal });
  const requests = listFrom<AdminRequest>(answer, 'searches');
  return { requests, pages: pagesFrom(answer), total: totalFrom(answer, requests.length) };
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
