import { api } from '../../../lib/api-client';
import { listFrom } from '../data/list-answer';

type Person = { firstName: string; lastName: string; email: string };

/** Report of spec 02 §3; the client also knows the statuses investigating and escalated. */
export type AdminReport = {
  id: number;
  reason: string;
  description: string | null;
  status: string;
  createdAt: string;
  targetType?: string;
  reporter?: Person | null;
  reportedUser?: (Person & { isActive: boolean }) | null;
  reportedBusiness?: {
    name: string;
    email: string | null;
    isActive: boolean;
    owner?: { firstName: string; lastName: string } | null;
  } | null;
};

export type ReportFilter = 'all' | 'PENDING' | 'RESOLVED' | 'DISMISSED';

export async function fetchReports(filter: ReportFilter, signal: AbortSignal): Promise<AdminReport[]> {
  const answer = await api<unknown>(`/reports?status=${filter}`, { fallback: 'Failed to fetch all reports', signal });
  return listFrom<AdminReport>(answer, 'reports');
}

export function setReportStatus(id: number, status: 'RESOLVED' | 'DISMISSED') {
  return api(`/reports/${id}/status`, { method: 'PUT', json: { status }, fallback: 'Failed to update report status' });
}
