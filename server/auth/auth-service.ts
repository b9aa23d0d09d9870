/**
 * Passwordless sign-in (PRODUCT.md "Auth"):
 * 1. A code is 6 digits from a secure source, stored as a keyed hash, valid 300 s, single use.
 *    Issuing a new code retires the earlier ones.
 * 2. Issuing is limited: a cooldown and an hourly cap per address, and an hourly cap per client.
 * 3. A code allows OTP_MAX_ATTEMPTS wrong tries; after that even the right code is refused.
 * 4. Verification gives a short-lived access JWT and an opaque refresh token (hash stored).
 * 5. Refresh rotates the token. Presenting an already-rotated token revokes its whole family,
 *    except within a short grace window (a lost response retried), which rotates again.
 * 6. A suspended account cannot sign in or refresh.
 */
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import { otpCodes, refreshTokens, users } from '../../db/schema';
import {
  OTP_MAX_ATTEMPTS,
  OTP_MAX_PER_HOUR_PER_CLIENT,
  OTP_MAX_PER_HOUR_PER_EMAIL,
  OTP_RESEND_COOLDOWN_SECONDS,
  OTP_TTL_SECONDS,
  REFRESH_REUSE_GRACE_SECONDS,
  REFRESH_TOKEN_TTL_DAYS,
} from '../../sync/constants';
import type { z } from 'zod';
import type { loginSchema, registerSchema, verifyOtpSchema } from '../../sync/schemas/auth';
import type { Deps } from '../context';
import { HttpError, badRequest, conflict, forbidden, notFound, tooManyRequests, unauthorized } from '../http/errors';
import { codeMatches, generateCode, hashCode } from './otp';
import { newOpaqueToken, sha256, signAccessToken } from './tokens';
import { toPublicUser } from './user-view';

const HOUR_MS = 3_600_000;
export const SUSPENDED_MESSAGE = 'This account has been suspended. Please contact support.';

type UserRow = typeof users.$inferSelect;

export async function register(deps: Deps, input: z.output<typeof registerSchema>, clientKey: string) {
  const existing = deps.db.select().from(users).where(eq(users.email, input.email)).get();
  if (existing) throw conflict('An account with this email already exists. Please log in instead.');
  const user = deps.db
    .insert(users)
    .values({ ...input, createdAt: new Date(deps.now()), updatedAt: new Date(deps.now()) })
    .returning()
    .get();
  await sendCode(deps, user, clientKey);
  return { success: true, message: 'Account created. We sent a 6-digit code to your email.', email: user.email };
}

export async function login(deps: Deps, input: z.output<typeof loginSchema>, clientKey: string) {
  const user = findActiveUser(deps, input.email);
  await sendCode(deps, user, clientKey);
  return { success: true, message: 'We sent a 6-digit code to your email.', email: user.email };
}

export async function resendOtp(deps: Deps, input: z.output<typeof loginSchema>, clientKey: string) {
  const user = findActiveUser(deps, input.email);
  await sendCode(deps, user, clientKey);
  return { success: true, message: 'A new code is on its way.', email: user.email };
}

function findActiveUser(deps: Deps, email: string): UserRow {
  const user = deps.db.select().from(users).where(eq(users.email, email)).get();
  if (!user) throw notFound('No account found with this email. Please register first.');
  if (!user.isActive) throw forbidden(SUSPENDED_MESSAGE);
  return user;
}

/** Steps 1 and 2: check the limits, retire earlier codes, store the new hash, mail the code. */
async function sendCode(deps: Deps, user: UserRow, clientKey: string): Promise<void> {
  const now = deps.now();
  const code = generateCode();
  deps.db.transaction((tx) => {
    const hourAgo = new Date(now - HOUR_MS);
    const latest = tx
      .select({ createdAt: otpCodes.createdAt })
      .from(otpCodes)
      .where(eq(otpCodes.userId, user.id))
      .orderBy(desc(otpCodes.id))
      .limit(1)
      .get();
    const sinceLatest = latest ? (now - latest.createdAt.getTime()) / 1000 : Infinity;
    if (sinceLatest < OTP_RESEND_COOLDOWN_SECONDS) {
      const wait = OTP_RESEND_COOLDOWN_SECONDS - sinceLatest;
      throw tooManyRequests(`Please wait ${Math.ceil(wait)} seconds before asking for another code.`, wait);
    }
    const perEmail = tx
      .select({ n: count() })
      .from(otpCodes)
      .where(and(eq(otpCodes.userId, user.id), gt(otpCodes.createdAt, hourAgo)))
      .get();
    if ((perEmail?.n ?? 0) >= OTP_MAX_PER_HOUR_PER_EMAIL) {
      throw tooManyRequests('Too many codes requested for this email. Please try again later.', 3600);
    }
    const perClient = tx
      .select({ n: count() })
      .from(otpCodes)
      .where(and(eq(otpCodes.clientKey, clientKey), gt(otpCodes.createdAt, hourAgo)))
      .get();
    if ((perClient?.n ?? 0) >= OTP_MAX_PER_HOUR_PER_CLIENT) {
      throw tooManyRequests('Too many codes requested from this device. Please try again later.', 3600);
    }
    tx.update(otpCodes)
      .set({ consumedAt: new Date(now) })
      .where(and(eq(otpCodes.userId, user.id), isNull(otpCodes.consumedAt)))
      .run();
    tx.insert(otpCodes)
      .values({
        userId: user.id,
        codeHash: hashCode(deps.config.jwtSecret, user.id, code),
        clientKey,
        expiresAt: new Date(now + OTP_TTL_SECONDS * 1000),
        createdAt: new Date(now),
      })
      .run();
  });
  await deps.mailer.send({
    to: user.email,
    subject: `Your Soko sign-in code: ${code}`,
    text: [
      `Hello ${user.firstName},`,
      '',
      `Your sign-in code is ${code}`,
      '',
      `It expires in ${OTP_TTL_SECONDS / 60} minutes and can be used once.`,
      'If you did not ask for it, you can ignore this email.',
    ].join('\n'),
  });
  if (deps.config.development && !deps.config.smtpUrl) console.log(`[mail] sign-in code for ${user.email}: ${code}`);
}

/** Step 3 and 4: check the code, then issue the session. */
export async function verifyOtp(deps: Deps, input: z.output<typeof verifyOtpSchema>) {
  const now = deps.now();
  const invalid = badRequest('Invalid or expired code. Please request a new one.');
  const user = deps.db.select().from(users).where(eq(users.email, input.email)).get();
  if (!user) throw invalid;
  if (!user.isActive) throw forbidden(SUSPENDED_MESSAGE);
  const outcome = deps.db.transaction((tx): HttpError | null => {
    const code = tx
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.userId, user.id), isNull(otpCodes.consumedAt)))
      .orderBy(desc(otpCodes.id))
      .limit(1)
      .get();
    if (!code) return invalid;
    if (code.expiresAt.getTime() <= now) return badRequest('This code has expired. Please request a new one.');
    if (code.attempts >= OTP_MAX_ATTEMPTS) {
      return tooManyRequests('Too many wrong attempts. Please request a new code.', 60);
    }
    if (!codeMatches(deps.config.jwtSecret, user.id, input.otp, code.codeHash)) {
      tx.update(otpCodes)
        .set({ attempts: code.attempts + 1 })
        .where(eq(otpCodes.id, code.id))
        .run();
      const left = OTP_MAX_ATTEMPTS - code.attempts - 1;
      return left > 0
        ? badRequest(`Incorrect code. ${left} ${left === 1 ? 'try' : 'tries'} left.`)
        : tooManyRequests('Too many wrong attempts. Please request a new code.', 60);
    }
    tx.update(otpCodes)
      .set({ consumedAt: new Date(now) })
      .where(eq(otpCodes.id, code.id))
      .run();
    if (!user.isVerified) tx.update(users).set({ isVerified: true }).where(eq(users.id, user.id)).run();
    return null;
  });
  if (outcome) throw outcome;
  const fresh = deps.db.select().from(users).where(eq(users.id, user.id)).get()!;
  const tokens = await issueTokens(deps, fresh, randomUUID(), null);
  return { success: true, message: 'Signed in', user: toPublicUser(fresh), ...tokens };
}

async function issueTokens(deps: Deps, user: UserRow, familyId: string, parentId: number | null) {
  const now = deps.now();
  const refreshToken = newOpaqueToken();
  const row = deps.db
    .insert(refreshTokens)
    .values({
      userId: user.id,
      familyId,
      tokenHash: sha256(refreshToken),
      expiresAt: new Date(now + REFRESH_TOKEN_TTL_DAYS * 86_400_000),
      createdAt: new Date(now),
    })
    .returning({ id: refreshTokens.id })
    .get();
  if (parentId !== null) {
    deps.db.update(refreshTokens).set({ replacedBy: row.id }).where(eq(refreshTokens.id, parentId)).run();
  }
  const accessToken = await signAccessToken(deps.config.jwtSecret, { userId: user.id, role: user.role }, now);
  return { accessToken, refreshToken, token: accessToken };
}

/** Step 5: rotation with reuse detection and a short grace window. */
export async function refresh(deps: Deps, presented: string) {
  const now = deps.now();
  const row = deps.db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(presented)))
    .get();
  if (!row || row.revokedAt) throw unauthorized('Your session has ended. Please sign in again.');
  if (row.expiresAt.getTime() <= now) throw unauthorized('Your session has expired. Please sign in again.');
  const user = deps.db.select().from(users).where(eq(users.id, row.userId)).get();
  if (!user || !user.isActive) {
    revokeFamily(deps, row.familyId);
    throw unauthorized(SUSPENDED_MESSAGE);
  }
  if (row.rotatedAt) {
    const child = row.replacedBy
      ? deps.db.select().from(refreshTokens).where(eq(refreshTokens.id, row.replacedBy)).get()
      : undefined;
    const withinGrace = now - row.rotatedAt.getTime() <= REFRESH_REUSE_GRACE_SECONDS * 1000;
    if (!withinGrace || !child || child.rotatedAt || child.revokedAt) {
      revokeFamily(deps, row.familyId);
      throw unauthorized('This session was used elsewhere and has been ended. Please sign in again.');
    }
    deps.db
      .update(refreshTokens)
      .set({ revokedAt: new Date(now) })
      .where(eq(refreshTokens.id, child.id))
      .run();
  } else {
    deps.db
      .update(refreshTokens)
      .set({ rotatedAt: new Date(now) })
      .where(eq(refreshTokens.id, row.id))
      .run();
  }
  const tokens = await issueTokens(deps, user, row.familyId, row.id);
  return { success: true, user: toPublicUser(user), ...tokens };
}

export function logout(deps: Deps, presented: string | undefined) {
  if (presented) {
    const row = deps.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(presented)))
      .get();
    if (row) revokeFamily(deps, row.familyId);
  }
  return { success: true, message: 'Signed out' };
}

function revokeFamily(deps: Deps, familyId: string): void {
  deps.db
    .update(refreshTokens)
    .set({ revokedAt: new Date(deps.now()) })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    .run();
}

/** Ends every session of a user (suspension, deletion, role change). */
export function revokeAllSessions(deps: Deps, userId: number): void {
  deps.db
    .update(refreshTokens)
    .set({ revokedAt: new Date(deps.now()) })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
    .run();
}
