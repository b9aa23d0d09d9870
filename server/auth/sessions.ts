/**
 * Sessions: a session is one refresh-token family; every access token names it (`sid`).
 * 1. Signing in starts a family with a random refresh token (only hashes are stored).
 * 2. Refresh rotates the presented token into its successor, derived from it
 *    (`successorOf` in server/auth/tokens.ts), so the rotation is idempotent.
 * 3. A rotated token presented again within REFRESH_REUSE_GRACE_SECONDS, while its successor is
 *    unused, answers that same successor and revokes nothing: a client whose answer was lost
 *    retries, two racing refreshes agree, and a thief gets only the token the owner holds.
 *    Later, or once the successor has been rotated itself, it is a reuse: the family is revoked.
 * 4. Logout, reuse, suspension and revokeAllSessions revoke whole families, and the push
 *    subscriptions of their devices; `isSessionLive` (checked on each request,
 *    server/auth/middleware.ts) then refuses their access tokens at once.
 * 5. Refresh and logout are limited per family (server/limits/rate-limits.ts step 5), counted once
 *    the presented token was found: a token nobody holds costs one indexed read and counts
 *    nowhere, and the phones sharing one network address never share a bucket.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { refreshTokens, users } from '../../db/schema';
import { REFRESH_REUSE_GRACE_SECONDS, REFRESH_TOKEN_TTL_DAYS } from '../../sync/constants';
import type { Session, SessionTokens } from '../../sync/answers/auth';
import type { Done } from '../../sync/answers/envelope';
import type { Deps } from '../context';
import { HttpError, unauthorized } from '../http/errors';
import { purposeKey } from './keys';
import { newOpaqueToken, sha256, signAccessToken, successorOf } from './tokens';
import { toPublicUser } from './user-view';
import { writeTx } from '../../db/client';
import { SIGN_IN_LIMITS, sessionRequester, takeHit } from '../limits/rate-limits';
import { dropSessionSubscriptions, dropUserSubscriptions } from '../features/alerts/push-subscriptions';
import { firstRow } from '../../db/query';

type UserRow = typeof users.$inferSelect;
/** The database or a transaction on it. */
type Db = Pick<Deps['db'], 'select' | 'insert' | 'update' | 'delete'>;

export const SUSPENDED_MESSAGE = 'This account has been suspended. Please contact support.';
const ENDED = 'Your session has ended. Please sign in again.';

async function storeToken(db: Db, userId: number, familyId: string, token: string, now: number): Promise<number> {
  return (
    await firstRow(
      db
        .insert(refreshTokens)
        .values({
          userId,
          familyId,
          tokenHash: sha256(token),
          expiresAt: new Date(now + REFRESH_TOKEN_TTL_DAYS * 86_400_000),
          createdAt: new Date(now),
        })
        .returning({ id: refreshTokens.id }),
    )
  ).id;
}

async function tokensFor(deps: Deps, user: UserRow, familyId: string, refreshToken: string): Promise<SessionTokens> {
  const claims = { userId: user.id, role: user.role, sessionId: familyId };
  const accessToken = await signAccessToken(purposeKey(deps.config.jwtSecret, 'access-tokens'), claims, deps.now());
  return { accessToken, refreshToken, token: accessToken };
}

/** Step 1. */
export async function startSession(deps: Deps, user: UserRow) {
  const familyId = randomUUID();
  const refreshToken = newOpaqueToken();
  await storeToken(deps.db, user.id, familyId, refreshToken, deps.now());
  return tokensFor(deps, user, familyId, refreshToken);
}

/** Steps 2, 3 and 5, in one transaction so that racing refreshes (any process) queue. */
export async function refresh(deps: Deps, presented: string): Promise<Session> {
  const now = deps.now();
  const successor = successorOf(purposeKey(deps.config.jwtSecret, 'refresh-successors'), presented);
  const outcome = await writeTx(deps.db, async (tx): Promise<HttpError | { user: UserRow; familyId: string }> => {
    const row = await firstRow(
      tx
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256(presented))),
    );
    if (!row || row.revokedAt) return unauthorized(ENDED);
    if (row.expiresAt.getTime() <= now) return unauthorized('Your session has expired. Please sign in again.');
    await takeHit(deps, 'refresh', SIGN_IN_LIMITS.refresh, sessionRequester(row.familyId));
    const user = await firstRow(tx.select().from(users).where(eq(users.id, row.userId)));
    if (!user || !user.isActive) {
      await revokeFamily(tx, row.familyId, now);
      return unauthorized(SUSPENDED_MESSAGE);
    }
    if (!row.rotatedAt) {
      const childId = await storeToken(tx, user.id, row.familyId, successor, now);
      await tx
        .update(refreshTokens)
        .set({ rotatedAt: new Date(now), replacedBy: childId })
        .where(eq(refreshTokens.id, row.id));
      return { user, familyId: row.familyId };
    }
    const child = row.replacedBy
      ? await firstRow(tx.select().from(refreshTokens).where(eq(refreshTokens.id, row.replacedBy)))
      : undefined;
    const withinGrace = now - row.rotatedAt.getTime() <= REFRESH_REUSE_GRACE_SECONDS * 1000;
    const childUnused = child && !child.rotatedAt && !child.revokedAt && child.tokenHash === sha256(successor);
    if (!withinGrace || !childUnused) {
      await revokeFamily(tx, row.familyId, now);
      return unauthorized('This session was used elsewhere and has been ended. Please sign in again.');
    }
    return { user, familyId: row.familyId };
  });
  if (outcome instanceof HttpError) throw outcome;
  const tokens = await tokensFor(deps, outcome.user, outcome.familyId, successor);
  return { success: true, user: toPublicUser(outcome.user), ...tokens };
}

/** Steps 4 and 5. */
export async function logout(deps: Deps, presented: string | undefined): Promise<Done> {
  if (presented) {
    const row = await firstRow(
      deps.db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256(presented))),
    );
    if (row) {
      await takeHit(deps, 'logout', SIGN_IN_LIMITS.logout, sessionRequester(row.familyId));
      await revokeFamily(deps.db, row.familyId, deps.now());
    }
  }
  return { success: true, message: 'Signed out' };
}

/** Ends one session; the device it was signed in on stops taking the account's pushes. */
async function revokeFamily(db: Db, familyId: string, now: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  await dropSessionSubscriptions(db, familyId);
}

/** Ends every session of a user (suspension, deletion, role change). */
export async function revokeAllSessions(deps: Deps, userId: number): Promise<void> {
  await deps.db
    .update(refreshTokens)
    .set({ revokedAt: new Date(deps.now()) })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  await dropUserSubscriptions(deps.db, userId);
}

/**
 * Step 4: a family is revoked all at once, so its newest token tells (one lookup on
 * refresh_family_idx). A family of another account, or none, is not live either.
 */
export async function isSessionLive(db: Db, userId: number, familyId: string): Promise<boolean> {
  const newest = await firstRow(
    db
      .select({ userId: refreshTokens.userId, revokedAt: refreshTokens.revokedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, familyId))
      .orderBy(desc(refreshTokens.id))
      .limit(1),
  );
  return !!newest && newest.userId === userId && !newest.revokedAt;
}
