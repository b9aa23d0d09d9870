/**
 * Reports of a review, a user or a business. The reporter names a target; the server records who
 * and what it concerns: a review report keeps the review, its business and its author; a business
 * report keeps the business and its owner. An admin sees the report's subject as it is now and
 * resolves or dismisses a PENDING report (docs/screens.md "Admin reports"); nothing else moves.
 * Resolving may act on the subject in the same transaction (`REPORT_ACTIONS`,
 * sync/schemas/report.ts).
 */
import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { auditLog, businesses, reports, reviews, users } from '../../../db/schema';
import type {
  ReportAction,
  ReportCreate,
  ReportStatus,
  ReportStatusUpdate,
  ReportSubject,
  ReportSubjectAccount as SubjectAccount,
  ReportSubjectBusiness as SubjectBusiness,
} from '../../../sync/schemas/report';
import { requireCaller, requireRole } from '../../auth/permissions';
import type { Caller, Deps } from '../../context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { setBusinessStatus } from '../businesses/business-service';
import { moderateReview } from '../reviews/review-service';
import { changeUserStatus } from '../users/user-admin-service';
import { writeTx } from '../../../db/client';
import { wordsMatch } from '../reviews/admin-search';
import { firstRow, runWrite } from '../../../db/query';

const reporter = alias(users, 'reporter');
const reportedUser = alias(users, 'reported_user');
const owner = alias(users, 'business_owner');

function selectReports(deps: Deps, where: SQL | undefined) {
  return deps.db
    .select({
      report: reports,
      reporter: { id: reporter.id, firstName: reporter.firstName, lastName: reporter.lastName, email: reporter.email },
      reportedUser: {
        id: reportedUser.id,
        firstName: reportedUser.firstName,
        lastName: reportedUser.lastName,
        email: reportedUser.email,
        role: reportedUser.role,
        isActive: reportedUser.isActive,
      },
      reportedBusiness: {
        id: businesses.id,
        name: businesses.name,
        email: businesses.email,
        city: businesses.city,
        district: businesses.district,
        isActive: businesses.isActive,
        ownerId: businesses.ownerId,
      },
      owner: {
        id: owner.id,
        firstName: owner.firstName,
        lastName: owner.lastName,
        email: owner.email,
        isActive: owner.isActive,
      },
      reportedReview: { id: reviews.id, rating: reviews.rating, comment: reviews.comment, status: reviews.status },
    })
    .from(reports)
    .innerJoin(reporter, eq(reporter.id, reports.reporterId))
    .leftJoin(reportedUser, eq(reportedUser.id, reports.reportedUserId))
    .leftJoin(businesses, eq(businesses.id, reports.reportedBusinessId))
    .leftJoin(owner, eq(owner.id, businesses.ownerId))
    .leftJoin(reviews, eq(reviews.id, reports.reportedReviewId))
    .where(where)
    .orderBy(desc(reports.createdAt), desc(reports.id));
}

type Row = ReturnType<ReturnType<typeof selectReports>['all']>[number];

/** The report itself, what every view starts from. */
function reportFields(r: Row) {
  return {
    id: r.report.id,
    targetType: r.report.targetType,
    reason: r.report.reason,
    description: r.report.description,
    status: r.report.status,
    createdAt: r.report.createdAt.toISOString(),
    updatedAt: r.report.updatedAt.toISOString(),
  };
}

/** What the report is about, as it is now; null when it was deleted since. */
function subjectOf(r: Row): ReportSubject | null {
  const account = (u: Row['reportedUser'] | Row['owner']): SubjectAccount | null =>
    u && { id: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email, isActive: u.isActive };
  const b = r.reportedBusiness;
  const business: SubjectBusiness | null = b && {
    id: b.id,
    name: b.name,
    city: b.city,
    district: b.district,
    isActive: b.isActive,
  };
  if (r.report.targetType === 'review') {
    return r.reportedReview && { type: 'review', ...r.reportedReview, author: account(r.reportedUser), business };
  }
  if (r.report.targetType === 'business') return business && { type: 'business', ...business, owner: account(r.owner) };
  return r.reportedUser && { type: 'user', ...account(r.reportedUser)!, role: r.reportedUser.role };
}

/** The account a report's subject belongs to: the review's author, the business's owner, the user. */
function accountOf(subject: ReportSubject): SubjectAccount | null {
  if (subject.type === 'review') return subject.author;
  if (subject.type === 'business') return subject.owner;
  return subject;
}

/** The actions resolving this report can take now: none once it is handled or its subject is gone. */
function actionsFor(r: Row, subject: ReportSubject | null, adminId: number): ReportAction[] {
  if (r.report.status !== 'PENDING' || !subject) return [];
  const actions: ReportAction[] = [];
  if (subject.type === 'review' && subject.status !== 'REJECTED') actions.push('hide-review');
  if (subject.type === 'business' && subject.isActive) actions.push('deactivate-business');
  const account = accountOf(subject);
  if (account?.isActive && account.id !== adminId) actions.push('suspend-user');
  return actions;
}

/** What an admin sees: the report with the accounts and rows it concerns, its subject and actions. */
function toReportView(r: Row, adminId: number) {
  const subject = subjectOf(r);
  const b = r.reportedBusiness;
  return {
    ...reportFields(r),
    reporter: r.reporter,
    reportedUser: r.reportedUser && {
      id: r.reportedUser.id,
      firstName: r.reportedUser.firstName,
      lastName: r.reportedUser.lastName,
      email: r.reportedUser.email,
      isActive: r.reportedUser.isActive,
    },
    reportedBusiness: b && {
      id: b.id,
      name: b.name,
      email: b.email,
      isActive: b.isActive,
      ownerId: b.ownerId,
      owner: r.owner && { firstName: r.owner.firstName, lastName: r.owner.lastName },
    },
    reportedReview: r.reportedReview,
    subject,
    actions: actionsFor(r, subject, adminId),
  };
}

/**
 * What the reporter sees of their own report: no one else's e-mail or account status, and of the
 * target only what the public site shows (an active business's name, an approved review).
 */
function toReporterView(r: Row) {
  const { reporter, reportedUser, reportedBusiness, reportedReview } = r;
  return {
    ...reportFields(r),
    reporter: { id: reporter.id, firstName: reporter.firstName, lastName: reporter.lastName },
    reportedUser: reportedUser && { id: reportedUser.id },
    reportedBusiness:
      reportedBusiness &&
      (reportedBusiness.isActive
        ? { id: reportedBusiness.id, name: reportedBusiness.name }
        : { id: reportedBusiness.id }),
    reportedReview:
      reportedReview &&
      (reportedReview.status === 'APPROVED' || reportedBusiness?.ownerId === r.report.reporterId
        ? { id: reportedReview.id, rating: reportedReview.rating, comment: reportedReview.comment }
        : { id: reportedReview.id }),
  };
}

/** A review the reporter can see: an approved one, or any review of the reporter's own business. */
async function reviewVisibleTo(
  deps: Deps,
  who: Caller,
  review: { status: string; businessId: number },
): Promise<boolean> {
  if (review.status === 'APPROVED') return true;
  const business = await firstRow(
    deps.db.select({ ownerId: businesses.ownerId }).from(businesses).where(eq(businesses.id, review.businessId)),
  );
  return business?.ownerId === who.id;
}

/** Who and what a target concerns; 404 when it does not exist or the reporter cannot see it. */
async function resolveTarget(deps: Deps, who: Caller, input: ReportCreate) {
  if (input.targetType === 'review') {
    const review = await firstRow(deps.db.select().from(reviews).where(eq(reviews.id, input.targetId)));
    if (!review || !(await reviewVisibleTo(deps, who, review))) throw notFound('Review not found');
    return { reportedReviewId: review.id, reportedBusinessId: review.businessId, reportedUserId: review.userId };
  }
  if (input.targetType === 'business') {
    const business = await firstRow(deps.db.select().from(businesses).where(eq(businesses.id, input.targetId)));
    if (!business || !business.isActive) throw notFound('Business not found');
    return { reportedReviewId: null, reportedBusinessId: business.id, reportedUserId: business.ownerId };
  }
  const user = await firstRow(deps.db.select({ id: users.id }).from(users).where(eq(users.id, input.targetId)));
  if (!user) throw notFound('User not found');
  return { reportedReviewId: null, reportedBusinessId: null, reportedUserId: user.id };
}

export async function createReport(deps: Deps, caller: Caller | null, input: ReportCreate) {
  const who = requireCaller(caller);
  const target = await resolveTarget(deps, who, input);
  if (target.reportedUserId === who.id) throw badRequest('You cannot report yourself or your own business');
  const now = new Date(deps.now());
  const id = await writeTx(deps.db, async (tx) => {
    const sameTarget = and(
      eq(reports.reporterId, who.id),
      eq(reports.targetType, input.targetType),
      eq(reports.status, 'PENDING'),
      input.targetType === 'review'
        ? eq(reports.reportedReviewId, input.targetId)
        : input.targetType === 'business'
          ? eq(reports.reportedBusinessId, input.targetId)
          : and(eq(reports.reportedUserId, input.targetId), isNull(reports.reportedBusinessId)),
    );
    if (await firstRow(tx.select({ id: reports.id }).from(reports).where(sameTarget))) {
      throw conflict('You have already reported this. An admin will look at it soon.');
    }
    return (
      await firstRow(
        tx
          .insert(reports)
          .values({
            reporterId: who.id,
            targetType: input.targetType,
            ...target,
            reason: input.reason,
            description: input.description ?? null,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: reports.id }),
      )
    ).id;
  });
  return toReporterView((await firstRow(selectReports(deps, eq(reports.id, id))))!);
}

export async function listMyReports(deps: Deps, caller: Caller | null) {
  const who = requireCaller(caller);
  return (await selectReports(deps, eq(reports.reporterId, who.id))).map(toReporterView);
}

/**
 * GET /api/reports: every report of one status or all, newest first, searched on the server
 * (`q`: every word in the reason, the description, the reporter's, the reported account's or the
 * business owner's name or e-mail, or the business's name).
 */
export async function listReports(deps: Deps, caller: Caller | null, query: { status?: ReportStatus; q?: string }) {
  const admin = requireRole(caller, 'ADMIN');
  const where = and(
    query.status ? eq(reports.status, query.status) : undefined,
    wordsMatch(deps.db, query.q, [
      reports.reason,
      reports.description,
      reporter.firstName,
      reporter.lastName,
      reporter.email,
      reportedUser.firstName,
      reportedUser.lastName,
      reportedUser.email,
      businesses.name,
      owner.firstName,
      owner.lastName,
    ]),
  );
  return (await selectReports(deps, where)).map((r) => toReportView(r, admin.id));
}

export async function getReport(deps: Deps, caller: Caller | null, id: number) {
  const admin = requireRole(caller, 'ADMIN');
  const row = await firstRow(selectReports(deps, eq(reports.id, id)));
  if (!row) throw notFound('Report not found');
  return toReportView(row, admin.id);
}

/**
 * PENDING → RESOLVED or DISMISSED, nothing else; audited. Resolving may take one action on the
 * subject in the same transaction, so a refused action leaves the report PENDING.
 */
export async function setReportStatus(deps: Deps, caller: Caller | null, id: number, input: ReportStatusUpdate) {
  const admin = requireRole(caller, 'ADMIN');
  const to = input.status;
  const now = new Date(deps.now());
  await writeTx(deps.db, async (tx) => {
    const row = await firstRow(selectReports(deps, eq(reports.id, id)));
    if (!row) throw notFound('Report not found');
    if (row.report.status !== 'PENDING' || to === 'PENDING') {
      throw conflict(`Cannot change a report from ${row.report.status} to ${to}`);
    }
    const changed = await runWrite(
      tx
        .update(reports)
        .set({ status: to, updatedAt: now })
        .where(and(eq(reports.id, id), eq(reports.status, 'PENDING'))),
    );
    if (changed.changes === 0) throw conflict('This report was already handled. Please refresh.');
    if (input.action) await actOnSubject(deps, admin, row, input.action);
    await tx.insert(auditLog).values({
      actorId: admin.id,
      action: `report.${to.toLowerCase()}`,
      targetType: 'report',
      targetId: id,
      reason: input.action ?? null,
      createdAt: now,
    });
  });
  return await getReport(deps, caller, id);
}

/**
 * One action of resolving a report, with the admin and the report's reason in the audit log.
 * Each reuses the admin call it stands for: rejecting a review (its business's rating
 * recomputed), suspending an account (its business hidden, its sessions ended), deactivating a
 * business. 400 when the action does not fit the report, 409 when its subject is gone or already so.
 */
async function actOnSubject(deps: Deps, admin: Caller, row: Row, action: ReportAction) {
  const subject = subjectOf(row);
  const reason = `Report #${row.report.id}: ${row.report.reason}`;
  const misfit = (message: string) => badRequest(message, { action: message });
  if (action === 'hide-review') {
    if (row.report.targetType !== 'review') throw misfit('Only a review report can hide a review');
    if (subject?.type !== 'review') throw conflict('The reported review no longer exists');
    if (subject.status === 'REJECTED') throw conflict('This review is already hidden');
    await moderateReview(deps, admin, subject.id, 'REJECTED');
    await deps.db.insert(auditLog).values({
      actorId: admin.id,
      action: 'review.reject',
      targetType: 'review',
      targetId: subject.id,
      reason,
      createdAt: new Date(deps.now()),
    });
  } else if (action === 'deactivate-business') {
    if (row.report.targetType !== 'business') throw misfit('Only a business report can deactivate a business');
    if (subject?.type !== 'business') throw conflict('The reported business no longer exists');
    if (!subject.isActive) throw conflict('This business is already inactive');
    await setBusinessStatus(deps, admin, subject.id, { isActive: false, reason });
  } else {
    const account = subject && accountOf(subject);
    if (!account) throw conflict('The reported account no longer exists');
    await changeUserStatus(deps, admin, account.id, { isActive: false, reason });
  }
}
