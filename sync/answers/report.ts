/** Answers of /api/reports: reports of a review, an account or a business (docs/screens.md "Admin reports"). */
import type { Report, ReportAction, ReportStatus, ReportSubject, ReportSubjectAccount } from '../schemas/report';
import type { ReviewStatusValue } from '../schemas/review';
import type { Done, ListAnswer } from './envelope';

type Person = { id: number; firstName: string; lastName: string };

/** The report itself, what both views start from. */
type ReportFields = {
  id: number;
  targetType: Report['targetType'];
  reason: string;
  description: string | null;
  status: ReportStatus;
  createdAt: string;
  updatedAt: string;
};

/**
 * A report as its reporter sees it (server/features/reports/report-service.ts): no one else's
 * e-mail or status, and of the target only what the public site shows (an active business's
 * name, an approved review), else its id alone.
 */
type MyReport = ReportFields & {
  reporter: Person;
  reportedUser: { id: number } | null;
  reportedBusiness: { id: number; name: string } | { id: number } | null;
  reportedReview: { id: number; rating: number; comment: string | null } | { id: number } | null;
};

/** A report as an admin sees it: the accounts and rows it concerns, its subject now and what resolving it can do. */
export type AdminReport = ReportFields & {
  reporter: Person & { email: string };
  reportedUser: ReportSubjectAccount | null;
  reportedBusiness: {
    id: number;
    name: string;
    email: string | null;
    isActive: boolean;
    ownerId: number;
    owner: Omit<Person, 'id'> | null;
  } | null;
  reportedReview: { id: number; rating: number; comment: string | null; status: ReviewStatusValue } | null;
  subject: ReportSubject | null;
  /** Empty once the report is handled or its subject is gone. */
  actions: ReportAction[];
};

export interface ReportAnswers {
  'POST /reports': Done & { report: MyReport };
  'GET /reports/my-reports': ListAnswer<'reports', MyReport>;
  /** Every report matching the admin's filter, whole (no pages). */
  'GET /reports': ListAnswer<'reports', AdminReport>;
  'GET /reports/:id': { success: true; report: AdminReport };
  'PUT /reports/:id/status': Done & { report: AdminReport };
}
