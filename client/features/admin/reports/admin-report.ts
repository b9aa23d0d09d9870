import type {
  ReportAction,
  ReportSubject,
  ReportSubjectAccount,
  ReportSubjectBusiness,
} from '../../../../sync/schemas/report';
import { api } from '../../../lib/api-client';
import { listFrom } from '../data/list-answer';

export type { ReportAction, ReportSubject, ReportSubjectAccount, ReportSubjectBusiness };

type Person = { firstName: string; lastName: string; email: string };

/** A report as GET /api/reports lists it; the client also knows the statuses investigating and escalated. */
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
  subject?: ReportSubject | null;
  /** What resolving the report can do to its subject now (empty once it is handled). */
  actions?: ReportAction[];
};

export type ReportFilter = 'all' | 'PENDING' | 'RESOLVED' | 'DISMISSED';

export async function fetchReports(filter: ReportFilter, q: string, signal: AbortSignal): Promise<AdminReport[]> {
  const search = q ? `&q=${encodeURIComponent(q)}` : '';
  const answer = await api<unknown>(`/reports?status=${filter}${search}`, {
    fallback: 'Failed to fetch all reports',
    signal,
  });
  return listFrom<AdminReport>(answer, 'reports');
}

/** Resolves or dismisses a report; resolving may act on its subject in the same step. */
export async function setReportStatus(
  id: number,
  status: 'RESOLVED' | 'DISMISSED',
  action?: ReportAction,
): Promise<AdminReport | null> {
  const answer = await api<{ report?: AdminReport }>(`/reports/${id}/status`, {
    method: 'PUT',
    json: action ? { status, action } : { status },
    fallback: 'Failed to update report status',
  });
  return answer?.report ?? null;
}
