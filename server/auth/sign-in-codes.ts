/**
 * One-time sign-in codes, built so that nobody can use them against someone else
 * (docs/security.md, sign-in). A client is its network (`clientKey`, server/auth/middleware.ts).
 * 1. A code is OTP_LENGTH digits from a secure source, stored as a keyed hash, valid
 *    OTP_TTL_SECONDS, single use. A new code retires the earlier codes the same network asked for
 *    the address, never those of other networks: codes asked for by others never cancel the owner's.
 * 2. Issuing is limited per address and network (cooldown, hourly cap) and per network (hourly
 *    cap); these hold back only the network that asks. Per address, all networks together, beyond
 *    OTP_EMAIL_CODES_BEFORE_SLOWDOWN codes an hour each new code waits its turn, a few seconds
 *    (429 with Retry-After), never an hour.
 * 3. A presented code is checked against the address's live codes: first those its own network
 *    asked for, each allowing OTP_MAX_ATTEMPTS wrong tries (`attempts` counts that network's tries
 *    only, so other networks cannot burn it); then those of other networks, as far as the address's
 *    bucket of other-network checks allows (server/auth/other-network-checks.ts).
 * 4. Success consumes the code and retires the address's other live codes.
 */
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { otpCodes, users } from '../../db/schema';
import {
  OTP_EMAIL_CODES_BEFORE_SLOWDOWN,
  OTP_EMAIL_SLOWDOWN_SPACING_SECONDS,
  OTP_MAX_ATTEMPTS,
  OTP_MAX_PER_HOUR_PER_CLIENT,
  OTP_MAX_PER_HOUR_PER_EMAIL_AND_CLIENT,
  OTP_RESEND_COOLDOWN_SECONDS,
  OTP_TTL_SECONDS,
} from '../../sync/constants';
import type { Deps } from '../context';
import { badRequest, tooManyRequests, type HttpError } from '../http/errors';
import { purposeKey } from './keys';
import { takeOtherNetworkChecks } from './other-network-checks';
import { codeMatches, generateCode, hashCode } from './otp';
import { writeTx } from '../../db/client';
import { firstRow } from '../../db/query';

const HOUR_MS = 3_600_000;
type UserRow = typeof users.$inferSelect;

/** Steps 1 and 2: checks the limits, retires this network's earlier codes, stores the new hash. */
export async function issueCode(deps: Deps, user: UserRow, clientKey: string): Promise<string> {
  const now = deps.now();
  const code = generateCode();
  await writeTx(deps.db, async (tx) => {
    const hourAgo = new Date(now - HOUR_MS);
    const recent = await tx
      .select({ clientKey: otpCodes.clientKey, createdAt: otpCodes.createdAt })
      .from(otpCodes)
      .where(and(eq(otpCodes.userId, user.id), gt(otpCodes.createdAt, hourAgo)))
      .orderBy(desc(otpCodes.id));
    const secondsSince = (at: Date) => (now - at.getTime()) / 1000;
    const mine = recent.filter((r) => r.clientKey === clientKey);
    if (mine[0] && secondsSince(mine[0].createdAt) < OTP_RESEND_COOLDOWN_SECONDS) {
      const wait = OTP_RESEND_COOLDOWN_SECONDS - secondsSince(mine[0].createdAt);
      throw tooManyRequests(`Please wait ${Math.ceil(wait)} seconds before asking for another code.`, wait);
    }
    if (mine.length >= OTP_MAX_PER_HOUR_PER_EMAIL_AND_CLIENT) {
      const wait = 3600 - secondsSince(mine.at(-1)!.createdAt);
      throw tooManyRequests('Too many codes requested for this email. Please try again later.', wait);
    }
    const perClient = (
      await tx
        .select({ id: otpCodes.id })
        .from(otpCodes)
        .where(and(eq(otpCodes.clientKey, clientKey), gt(otpCodes.createdAt, hourAgo)))
        .limit(OTP_MAX_PER_HOUR_PER_CLIENT)
    ).length;
    if (perClient >= OTP_MAX_PER_HOUR_PER_CLIENT) {
      throw tooManyRequests('Too many codes requested from this device. Please try again later.', 3600);
    }
    if (recent.length >= OTP_EMAIL_CODES_BEFORE_SLOWDOWN) {
      const wait = OTP_EMAIL_SLOWDOWN_SPACING_SECONDS - secondsSince(recent[0]!.createdAt);
      if (wait > 0) {
        throw tooManyRequests(`Many codes were asked for this email. Please wait ${Math.ceil(wait)} seconds.`, wait);
      }
    }
    await tx
      .update(otpCodes)
      .set({ consumedAt: new Date(now) })
      .where(and(eq(otpCodes.userId, user.id), eq(otpCodes.clientKey, clientKey), isNull(otpCodes.consumedAt)));
    await tx.insert(otpCodes).values({
      userId: user.id,
      codeHash: hashCode(purposeKey(deps.config.jwtSecret, 'sign-in-codes'), user.id, code),
      clientKey,
      expiresAt: new Date(now + OTP_TTL_SECONDS * 1000),
      createdAt: new Date(now),
    });
  });
  return code;
}

const TOO_MANY = 'Too many wrong attempts. Please request a new code.';

/** Steps 3 and 4: null when the code is right (and now used); else the error to answer. */
export async function checkCode(deps: Deps, user: UserRow, otp: string, clientKey: string): Promise<HttpError | null> {
  const now = deps.now();
  const secret = purposeKey(deps.config.jwtSecret, 'sign-in-codes');
  return await writeTx(deps.db, async (tx): Promise<HttpError | null> => {
    const live = (
      await tx
        .select()
        .from(otpCodes)
        .where(and(eq(otpCodes.userId, user.id), isNull(otpCodes.consumedAt), gt(otpCodes.expiresAt, new Date(now))))
        .orderBy(desc(otpCodes.id))
    ).filter((r) => r.attempts < OTP_MAX_ATTEMPTS);
    const own = live.filter((r) => r.clientKey === clientKey);
    const others = live.filter((r) => r.clientKey !== clientKey);
    let match = own.find((r) => codeMatches(secret, user.id, otp, r.codeHash));
    let othersChecked = 0;
    let wait = 0;
    if (!match && others.length > 0) {
      const taken = await takeOtherNetworkChecks(tx, user.id, others.length, now);
      othersChecked = taken.granted;
      wait = taken.retryAfterSeconds;
      match = others.slice(0, othersChecked).find((r) => codeMatches(secret, user.id, otp, r.codeHash));
    }
    if (match) {
      await tx
        .update(otpCodes)
        .set({ consumedAt: new Date(now) })
        .where(and(eq(otpCodes.userId, user.id), isNull(otpCodes.consumedAt)));
      if (!user.isVerified) await tx.update(users).set({ isVerified: true }).where(eq(users.id, user.id));
      return null;
    }
    for (const code of own) {
      await tx
        .update(otpCodes)
        .set({ attempts: code.attempts + 1 })
        .where(eq(otpCodes.id, code.id));
    }
    if (own[0]) {
      const left = OTP_MAX_ATTEMPTS - own[0].attempts - 1;
      return left > 0
        ? badRequest(`Incorrect code. ${left} ${left === 1 ? 'try' : 'tries'} left.`)
        : tooManyRequests(TOO_MANY, 60);
    }
    if (others.length > 0 && othersChecked === 0) {
      return tooManyRequests(
        `Too many tries for this email. Please wait ${Math.ceil(wait)} seconds, or ask for a new code.`,
        wait,
      );
    }
    if (othersChecked > 0) return badRequest('Incorrect code. Please check it, or ask for a new code.');
    return await noLiveCode(tx, user.id, clientKey, now);
  });
}

/** Why no code could be checked: this network's code is used up or expired, or there is none. */
async function noLiveCode(
  db: Pick<Deps['db'], 'select'>,
  userId: number,
  clientKey: string,
  now: number,
): Promise<HttpError> {
  const latest = await firstRow(
    db
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.userId, userId), eq(otpCodes.clientKey, clientKey)))
      .orderBy(desc(otpCodes.id))
      .limit(1),
  );
  if (latest && !latest.consumedAt) {
    if (latest.expiresAt.getTime() <= now) return badRequest('This code has expired. Please request a new one.');
    if (latest.attempts >= OTP_MAX_ATTEMPTS) return tooManyRequests(TOO_MANY, 60);
  }
  return badRequest('Invalid or expired code. Please request a new one.');
}
