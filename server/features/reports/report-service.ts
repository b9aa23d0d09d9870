/**
 * Reports of a review, a user or a business. The reporter names a target; the server records
 * who and what it concerns: a review report keeps the review, its business and its author; a
 * business report keeps the business and its owner. An admin resolves or dismisses a PENDING
 * report (spec 02 §4); nothing else moves.
 */
import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { auditLog, businesses, reports, reviews, users } from '../../../db/schema';
import type { ReportCreate, ReportStatus } from '../../../sync/schemas/report';
import { requireCaller, requireRole } from '../../auth/permissions';
import type { Caller, Deps } from '../../context';
import { badRequest, conflict, notFound } from '../../http/errors';

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
        isActive: reportedUser.isActive,
      },
      reportedBusiness: {
        id: businesses.id,
        name: businesses.name,
        email: businesses.email,
        isActive: businesses.isActive,
        ownerId: businesses.ownerId,
      },
      owner: { firstName: owner.firstName, lastName: owner.lastName },
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

/** What an admin sees: the report with the accounts and rows it concerns. */
function toReportView(r: Row) {
  return {
    id: r.report.id,
    targetType: r.report.targetType,
    reason: r.report.reason,
    description: r.report.description,
    status: r.report.status,
    createdAt: r.report.createdAt.toISOString(),
    updatedAt: r.report.updatedAt.toISOString(),
    reporter: r.reporter,
    reportedUser: r.reportedUser,
    reportedBusiness: r.reportedBusiness && { ...r.reportedBusiness, owner: r.owner },
    reportedReview: r.reportedReview,
  };
}

/**
 * What the reporter sees of their own report: no one else's e-mail or account status, and of the
 * target only what the public site shows (an active business's name, an approved review).
 */
function toReporterView(r: Row) {
  const { reporter, reportedUser, reportedBusiness, reportedReview } = toReportView(r);
  return {
    ...toReportView(r),
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
function reviewVisibleTo(deps: Deps, who: Caller, review: { status: string; businessId: number }): boolean {
  if (review.status === 'APPROVED') return true;
  const business = deps.db
    .select({ ownerId: businesses.ownerId })
    .from(businesses)
    .where(eq(businesses.id, review.businessId))
    .get();
  return business?.ownerId === who.id;
}

/** Who and what a target concerns; 404 when it does not exist or the reporter cannot see it. */
function resolveTarget(deps: Deps, who: Caller, input: ReportCreate) {
  if (input.targetType === 'review') {
    const review = deps.db.select().from(reviews).where(eq(reviews.id, input.targetId)).get();
    if (!review || !reviewVisibleTo(deps, who, review)) throw notFound('Review not found');
    return { reportedReviewId: review.id, reportedBusinessId: review.businessId, reportedUserId: review.userId };
  }
  if (input.targetType === 'business') {
    const business = deps.db.select().from(businesses).where(eq(businesses.id, input.targetId)).get();
    if (!business || !business.isActive) throw notFound('Business not found');
    return { reportedReviewId: null, reportedBusinessId: business.id, reportedUserId: business.ownerId };
  }
  const user = deps.db.select({ id: users.id }).from(users).where(eq(users.id, input.targetId)).get();
  if (!user) throw notFound('User not found');
  return { reportedReviewId: null, reportedBusinessId: null, reportedUserId: user.id };
}

export function createReport(deps: Deps, caller: Caller | null, input: ReportCreate) {
  const who = requireCaller(caller);
  const target = resolveTarget(deps, who, input);
  if (target.reportedUserId === who.id) throw badRequest('You cannot report yourself or your own business');
  const now = new Date(deps.now());
  const id = deps.db.transaction((tx) => {
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
    if (tx.select({ id: reports.id }).from(reports).where(sameTarget).get()) {
      throw conflict('You have already reported this. An admin will look at it soon.');
    }
    return tx
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
      .returning({ id: reports.id })
      .get().id;
  });
  return toReporterView(selectReports(deps, eq(reports.id, id)).get()!);
}

export function listMyReports(deps: Deps, caller: Caller | null) {
  const who = requireCaller(caller);
  return selectReports(deps, eq(reports.reporterId, who.id)).all().map(toReporterView);
}

export function listReports(deps: Deps, caller: Caller | null, status: ReportStatus | undefined) {
  requireRole(caller, 'ADMIN');
  return selectReports(deps, status ? eq(reports.status, status) : undefined)
    .all()
    .map(toReportView);
}

export function getReport(deps: Deps, caller: Caller | null, id: number) {
  requireRole(caller, 'ADMIN');
  const row = selectReports(deps, eq(reports.id, id)).get();
  if (!row) throw notFound('Report not found');
  return toReportView(row);
}

/** PENDING → RESOLVED or DISMISSED, nothing else; audited. */
export function setReportStatus(deps: Deps, caller: Caller | null, id: number, to: ReportStatus) {
  const admin = requireRole(caller, 'ADMIN');
  const current = deps.db.select({ status: reports.status }).from(reports).where(eq(reports.id, id)).get();
  if (!current) throw notFound('Report not found');
  if (current.status !== 'PENDING' || to === 'PENDING') {
    throw conflict(`Cannot change a report from ${current.status} to ${to}`);
  }
  const now = new Date(deps.now());
  deps.db.transaction((tx) => {
    const changed = tx
      .update(reports)
      .set({ status: to, updatedAt: now })
      .where(and(eq(reports.id, id), eq(reports.status, 'PENDING')))
      .run();
    if (changed.changes === 0) throw conflict('This report was already handled. Please refresh.');
    tx.insert(auditLog)
      .values({
        actorId: admin.id,
        action: `report.${to.toLowerCase()}`,
        targetType: 'report',
        targetId: id,
        createdAt: now,
      })
      .run();
  });
  return getReport(deps, caller, id);
}
