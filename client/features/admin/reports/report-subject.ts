import { fullName } from '../display';
import type { AdminReport } from './admin-report';

/** Who or what a report is about, in a few words for the list. */
export function reportSubject(report: AdminReport): string {
  const subject = report.subject;
  if (subject?.type === 'review') return subject.business ? `Review of ${subject.business.name}` : 'A review';
  if (subject?.type === 'business') return subject.name;
  if (subject?.type === 'user') return fullName(subject) || subject.email;
  if (report.reportedUser) return fullName(report.reportedUser) || report.reportedUser.email;
  if (report.reportedBusiness) return report.reportedBusiness.name;
  return `A ${report.targetType}`;
}
