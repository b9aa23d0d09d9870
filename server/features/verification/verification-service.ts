/**
 * Verification (docs/product.md "Verification"). The owning vendor asks for the Verified badge
 * with a phone number and optionally a business registration number; one request waits at a time
 * (a partial unique index keeps it so under races). An admin approves it, saying what was checked
 * (the phone number always, the registration number only when one was given), which sets the
 * business's badge, its date and its checks in the same transaction; or refuses it with a reason.
 * An admin may revoke a badge with a reason. Every decision is written to the audit log and
 * alerts the owner (docs/product.md "Alerts"), in the decision's transaction.
 * A verified business may ask again only to add a registration number to its badge.
 */
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { auditLog, businesses, users, verificationRequests } from '../../../db/schema';
import {
  parseChecks,
  type AdminVerificationRequest,
  type VerificationApproveInput,
  type VerificationBadge,
  type VerificationRequestInput,
  type VerificationRequestView,
  type VerificationStatus,
} from '../../../sync/schemas/verification';
import { requireRole } from '../../auth/permissions';
import type { Caller, Deps } from '../../context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { BUSINESS_NOT_FOUND, ownBusiness } from '../businesses/business-service';
import { writeTx } from '../../../db/client';
import { firstRow, runWrite, isUniqueViolation } from '../../../db/query';
import { alertVerificationDecided } from '../alerts/alert-events';

type RequestRow = typeof verificationRequests.$inferSelect;
type BusinessRow = typeof businesses.$inferSelect;

const REQUEST_NOT_FOUND = 'Verification request not found';
const ALREADY_PENDING = 'Your verification request is already waiting for an admin';
const ALREADY_DECIDED = 'This request was already decided. Please refresh.';

function toRequestView(r: RequestRow): VerificationRequestView {
  return {
    id: r.id,
    businessId: r.businessId,
    phone: r.phone,
    registrationNumber: r.registrationNumber,
    status: r.status,
    checked: parseChecks(r.checked),
    reason: r.reason,
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt ? r.decidedAt.toISOString() : null,
  };
}

function toBadge(b: Pick<BusinessRow, 'isVerified' | 'verifiedAt' | 'verifiedChecks'>): VerificationBadge {
  return {
    isVerified: b.isVerified,
    verifiedAt: b.isVerified && b.verifiedAt ? b.verifiedAt.toISOString() : null,
    verifiedChecks: b.isVerified ? parseChecks(b.verifiedChecks) : [],
  };
}

/** POST /api/verification: the owner asks; 409 while a request waits or when nothing would be added. */
export async function requestVerification(deps: Deps, caller: Caller | null, input: VerificationRequestInput) {
  const business = await ownBusiness(deps, caller, input.businessId);
  const registrationNumber = input.registrationNumber ?? null;
  if (business.isVerified) {
    if (parseChecks(business.verifiedChecks).includes('registration'))
      throw conflict('Your business is already verified, its registration number included');
    if (!registrationNumber) {
      const message = 'Your business is already verified. Enter a registration number to add it to your badge';
      throw badRequest(message, { registrationNumber: message });
    }
  }
  const now = new Date(deps.now());
  try {
    const row = await writeTx(deps.db, async (tx) => {
      const pending = await firstRow(
        tx
          .select({ id: verificationRequests.id })
          .from(verificationRequests)
          .where(and(eq(verificationRequests.businessId, business.id), eq(verificationRequests.status, 'PENDING'))),
      );
      if (pending) throw conflict(ALREADY_PENDING);
      return await firstRow(
        tx
          .insert(verificationRequests)
          .values({ businessId: business.id, phone: input.phone, registrationNumber, createdAt: now })
          .returning(),
      );
    });
    return toRequestView(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(ALREADY_PENDING);
    throw err;
  }
}

/**
 * GET /api/verification/mine?businessId=: the latest request of the owner's business, its badge,
 * and, when an admin removed the badge after that request was decided, the removal's reason and
 * date (from the audit log, where the removal is kept).
 */
export async function myVerification(deps: Deps, caller: Caller | null, businessId: number) {
  const business = await ownBusiness(deps, caller, businessId);
  const latest = await firstRow(
    deps.db
      .select()
      .from(verificationRequests)
      .where(eq(verificationRequests.businessId, business.id))
      .orderBy(desc(verificationRequests.createdAt), desc(verificationRequests.id))
      .limit(1),
  );
  const removal = business.isVerified
    ? undefined
    : await firstRow(
        deps.db
          .select({ reason: auditLog.reason, at: auditLog.createdAt })
          .from(auditLog)
          .where(
            and(
              eq(auditLog.targetType, 'business'),
              eq(auditLog.targetId, business.id),
              eq(auditLog.action, 'verification.revoke'),
            ),
          )
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(1),
      );
  const decided = latest && (latest.decidedAt ?? latest.createdAt);
  const removed =
    removal && (!decided || removal.at.getTime() >= decided.getTime())
      ? { reason: removal.reason ?? '', at: removal.at.toISOString() }
      : null;
  return { request: latest ? toRequestView(latest) : null, badge: toBadge(business), removed };
}

/** The most an admin list returns at once: the oldest waiting requests first. */
const VERIFICATION_LIST_MAX = 200;

function selectForAdmin(deps: Deps, where: SQL | undefined, order: 'oldest' | 'newest') {
  const by = order === 'oldest' ? asc : desc;
  return deps.db
    .select({
      request: verificationRequests,
      business: {
        id: businesses.id,
        name: businesses.name,
        logo: businesses.logo,
        whatsapp: businesses.whatsapp,
        isActive: businesses.isActive,
        isVerified: businesses.isVerified,
        verifiedAt: businesses.verifiedAt,
        verifiedChecks: businesses.verifiedChecks,
      },
      owner: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phoneNumber: users.phoneNumber,
      },
    })
    .from(verificationRequests)
    .innerJoin(businesses, eq(businesses.id, verificationRequests.businessId))
    .innerJoin(users, eq(users.id, businesses.ownerId))
    .where(where)
    .orderBy(by(verificationRequests.createdAt), by(verificationRequests.id));
}

type AdminRow = ReturnType<ReturnType<typeof selectForAdmin>['all']>[number];

/**
 * The verified businesses each phone of `rows` was approved for: a phone already verified for
 * another business is flagged to the admin (docs/product.md "Verification").
 */
async function verifiedByPhone(deps: Deps, rows: AdminRow[]): Promise<Map<string, { id: number; name: string }[]>> {
  const phones = [...new Set(rows.map((r) => r.request.phone))];
  const byPhone = new Map<string, { id: number; name: string }[]>();
  if (phones.length === 0) return byPhone;
  const found = await deps.db
    .selectDistinct({ phone: verificationRequests.phone, id: businesses.id, name: businesses.name })
    .from(verificationRequests)
    .innerJoin(businesses, eq(businesses.id, verificationRequests.businessId))
    .where(
      and(
        inArray(verificationRequests.phone, phones),
        eq(verificationRequests.status, 'APPROVED'),
        eq(businesses.isVerified, true),
      ),
    )
    .orderBy(businesses.id);
  for (const f of found) byPhone.set(f.phone, [...(byPhone.get(f.phone) ?? []), { id: f.id, name: f.name }]);
  return byPhone;
}

function toAdminView(r: AdminRow, byPhone: Map<string, { id: number; name: string }[]>): AdminVerificationRequest {
  const { isVerified, verifiedAt, verifiedChecks, ...business } = r.business;
  return {
    ...toRequestView(r.request),
    business: { ...business, ...toBadge({ isVerified, verifiedAt, verifiedChecks }) },
    owner: r.owner,
    phoneVerifiedFor: (byPhone.get(r.request.phone) ?? []).filter((b) => b.id !== r.business.id),
  };
}

/** GET /api/verification?status= (admin): waiting requests oldest first; decided ones newest first. */
export async function listVerificationRequests(deps: Deps, caller: Caller | null, status: VerificationStatus | 'ALL') {
  requireRole(caller, 'ADMIN');
  const where = status === 'ALL' ? undefined : eq(verificationRequests.status, status);
  const rows = await selectForAdmin(deps, where, status === 'PENDING' ? 'oldest' : 'newest').limit(
    VERIFICATION_LIST_MAX,
  );
  const byPhone = await verifiedByPhone(deps, rows);
  return rows.map((r) => toAdminView(r, byPhone));
}

async function adminView(deps: Deps, id: number): Promise<AdminVerificationRequest> {
  const row = await firstRow(selectForAdmin(deps, eq(verificationRequests.id, id), 'newest'));
  if (!row) throw notFound(REQUEST_NOT_FOUND);
  return toAdminView(row, await verifiedByPhone(deps, [row]));
}

async function pendingRequest(deps: Deps, id: number): Promise<RequestRow> {
  const row = await firstRow(deps.db.select().from(verificationRequests).where(eq(verificationRequests.id, id)));
  if (!row) throw notFound(REQUEST_NOT_FOUND);
  if (row.status !== 'PENDING') throw conflict(ALREADY_DECIDED);
  return row;
}

/**
 * PUT /api/verification/{id}/approve (admin): the request is approved with what was checked, and
 * the business gets the badge, its date and its checks, in one transaction with the audit entry.
 * A registration number already checked on an earlier approval stays on the badge.
 */
export async function approveVerification(
  deps: Deps,
  caller: Caller | null,
  id: number,
  input: VerificationApproveInput,
) {
  const admin = requireRole(caller, 'ADMIN');
  const request = await pendingRequest(deps, id);
  if (input.checked.includes('registration') && !request.registrationNumber) {
    const message = 'This request has no registration number to check';
    throw badRequest(message, { checked: message });
  }
  const now = new Date(deps.now());
  await writeTx(deps.db, async (tx) => {
    const changed = await runWrite(
      tx
        .update(verificationRequests)
        .set({ status: 'APPROVED', checked: input.checked.join(','), adminId: admin.id, decidedAt: now, reason: null })
        .where(and(eq(verificationRequests.id, id), eq(verificationRequests.status, 'PENDING'))),
    );
    if (changed.changes === 0) throw conflict(ALREADY_DECIDED);
    const business = await firstRow(tx.select().from(businesses).where(eq(businesses.id, request.businessId)));
    if (!business) throw notFound(BUSINESS_NOT_FOUND);
    const kept = business.isVerified ? parseChecks(business.verifiedChecks) : [];
    const checks = parseChecks([...kept, ...input.checked].join(','));
    await tx
      .update(businesses)
      .set({ isVerified: true, verifiedAt: now, verifiedChecks: checks.join(',') })
      .where(eq(businesses.id, business.id));
    await tx.insert(auditLog).values({
      actorId: admin.id,
      action: 'verification.approve',
      targetType: 'business',
      targetId: business.id,
      reason: `Checked: ${input.checked.join(', ')} (request ${id})`,
      createdAt: now,
    });
    await alertVerificationDecided(tx, now.getTime(), { businessId: business.id, outcome: 'approved' });
  });
  return await adminView(deps, id);
}

/** PUT /api/verification/{id}/refuse (admin): refused with the reason the vendor will read; audited. */
export async function refuseVerification(deps: Deps, caller: Caller | null, id: number, reason: string) {
  const admin = requireRole(caller, 'ADMIN');
  const request = await pendingRequest(deps, id);
  const now = new Date(deps.now());
  await writeTx(deps.db, async (tx) => {
    const changed = await runWrite(
      tx
        .update(verificationRequests)
        .set({ status: 'REFUSED', reason, adminId: admin.id, decidedAt: now, checked: null })
        .where(and(eq(verificationRequests.id, id), eq(verificationRequests.status, 'PENDING'))),
    );
    if (changed.changes === 0) throw conflict(ALREADY_DECIDED);
    await tx.insert(auditLog).values({
      actorId: admin.id,
      action: 'verification.refuse',
      targetType: 'business',
      targetId: request.businessId,
      reason,
      createdAt: now,
    });
    await alertVerificationDecided(tx, now.getTime(), { businessId: request.businessId, outcome: 'refused', reason });
  });
  return await adminView(deps, id);
}

/**
 * PUT /api/businesses/{id}/verification/revoke (admin): the badge, its date and its checks are
 * cleared, with the reason in the audit log; a waiting request stays for the admin to decide.
 */
export async function revokeVerification(deps: Deps, caller: Caller | null, businessId: number, reason: string) {
  const admin = requireRole(caller, 'ADMIN');
  const now = new Date(deps.now());
  return await writeTx(deps.db, async (tx) => {
    const business = await firstRow(tx.select().from(businesses).where(eq(businesses.id, businessId)));
    if (!business) throw notFound(BUSINESS_NOT_FOUND);
    if (!business.isVerified) throw conflict('This business is not verified');
    await tx
      .update(businesses)
      .set({ isVerified: false, verifiedAt: null, verifiedChecks: null })
      .where(eq(businesses.id, businessId));
    await tx.insert(auditLog).values({
      actorId: admin.id,
      action: 'verification.revoke',
      targetType: 'business',
      targetId: businessId,
      reason,
      createdAt: now,
    });
    await alertVerificationDecided(tx, now.getTime(), { businessId, outcome: 'removed', reason });
    return { businessId, badge: toBadge({ isVerified: false, verifiedAt: null, verifiedChecks: null }) };
  });
}
