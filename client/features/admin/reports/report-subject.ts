import { fullName } from '../display';
import type { AdminReport } from './admin-report';

/** Who or what a report is about, in a few words for the list. */
export function reportSubject(report: AdminReport): string {
  if (report.reportedUser) return fullName(report.reportedUser) || report.reportedUser.email;
  if (report.reportedBusiness) return report.reportedBusiness.name;
  return report.targetType ? `A ${report.targetType}` : 'Unknown';
}
