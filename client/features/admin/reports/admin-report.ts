import type {
  ReportAction,
  ReportSubject,
  ReportSubjectAccount,
  ReportSubjectBusiness,
} from '../../../../sync/schemas/report';
import type { AdminReport } from '../../../../sync/answers/report';
import { t } from '@lingui/core/macro';
import { api } from '../../../lib/api-client';

export type { AdminReport, ReportAction, ReportSubject, ReportSubjectAccount, ReportSubjectBusiness };

export type ReportFilter = 'all' | 'PENDING' | 'RESOLVED' | 'DISMISSED';

export async function fetchReports(filter: ReportFilter, q: string, signal: AbortSignal): Promise<AdminReport[]> {
  const search = q ? `&q=${encodeURIComponent(q)}` : '';
  const { reports } = await api(`/reports?status=${filter}${search}`, {
    fallback: t`Failed to fetch all reports`,
    signal,
  });
  return reports;
}

/** Resolves or dismisses a report; resolving may act on its subject in the same step. */
export async function setReportStatus(
  id: number,
  status: 'RESOLVED' | 'DISMISSED',
  action?: ReportAction,
): Promise<AdminReport> {
  const { report } = await api(`/reports/${id}/status`, {
    method: 'PUT',
    json: action ? { status, action } : { status },
    fallback: t`Failed to update report status`,
  });
  return report;
}
