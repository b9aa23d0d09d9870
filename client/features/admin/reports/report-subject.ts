import { t } from '@lingui/core/macro';
import { fullName } from '../display';
import type { AdminReport } from './admin-report';

/** Who or what a report is about, in a few words for the list. */
export function reportSubject(report: AdminReport): string {
  const subject = report.subject;
  if (subject?.type === 'review') {
    const business = subject.business?.name;
    return business ? t`Review of ${business}` : t`A review`;
  }
  if (subject?.type === 'business') return subject.name;
  if (subject?.type === 'user') return fullName(subject) || subject.email;
  if (report.reportedUser) return fullName(report.reportedUser) || report.reportedUser.email;
  if (report.reportedBusiness) return report.reportedBusiness.name;
  if (report.targetType === 'review') return t`A review`;
  return report.targetType === 'business' ? t`A business` : t`A user`;
}
