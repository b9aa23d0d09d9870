/**
 * Passwordless sign-in (docs/security.md, sign-in):
 * 1. Register, login and resend mail a one-time code (server/auth/sign-in-codes.ts: its limits,
 *    and why codes asked for by other networks never block the owner).
 * 2. The code is mailed in the body only: the subject is shown on lock screens.
 * 3. A right code starts a session (server/auth/sessions.ts: rotation, reuse, revocation).
 * 4. A suspended account cannot sign in or refresh.
 */
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { OTP_TTL_SECONDS } from '../../sync/constants';
import type { z } from 'zod';
import type { loginSchema, registerSchema, verifyOtpSchema } from '../../sync/schemas/auth';
import type { CodeSent, Session } from '../../sync/answers/auth';
import type { Deps } from '../context';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { SUSPENDED_MESSAGE, startSession } from './sessions';
import { checkCode, issueCode } from './sign-in-codes';
import { toPublicUser } from './user-view';
import { firstRow } from '../../db/query';

export { SUSPENDED_MESSAGE, logout, refresh, revokeAllSessions } from './sessions';

type UserRow = typeof users.$inferSelect;

export async function register(
  deps: Deps,
  input: z.output<typeof registerSchema>,
  clientKey: string,
): Promise<CodeSent> {
  const existing = await firstRow(deps.db.select().from(users).where(eq(users.email, input.email)));
  if (existing) throw conflict('An account with this email already exists. Please log in instead.');
  const user = await firstRow(
    deps.db
      .insert(users)
      .values({ ...input, createdAt: new Date(deps.now()), updatedAt: new Date(deps.now()) })
      .returning(),
  );
  await sendCode(deps, user, clientKey);
  return { success: true, message: 'Account created. We sent a 6-digit code to your email.', email: user.email };
}

export async function login(deps: Deps, input: z.output<typeof loginSchema>, clientKey: string): Promise<CodeSent> {
  const user = await findActiveUser(deps, input.email);
  await sendCode(deps, user, clientKey);
  return { success: true, message: 'We sent a 6-digit code to your email.', email: user.email };
}

export async function resendOtp(deps: Deps, input: z.output<typeof loginSchema>, clientKey: string): Promise<CodeSent> {
  const user = await findActiveUser(deps, input.email);
  await sendCode(deps, user, clientKey);
  return { success: true, message: 'A new code is on its way.', email: user.email };
}

async function findActiveUser(deps: Deps, email: string): Promise<UserRow> {
  const user = await firstRow(deps.db.select().from(users).where(eq(users.email, email)));
  if (!user) throw notFound('No account found with this email. Please register first.');
  if (!user.isActive) throw forbidden(SUSPENDED_MESSAGE);
  return user;
}

/** Step 1 and 2: a code within the limits, mailed with the code in the body only. */
async function sendCode(deps: Deps, user: UserRow, clientKey: string): Promise<void> {
  const code = await issueCode(deps, user, clientKey);
  await deps.mailer.send({
    to: user.email,
    subject: 'Your Soko sign-in code',
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

/** Step 3. */
export async function verifyOtp(
  deps: Deps,
  input: z.output<typeof verifyOtpSchema>,
  clientKey: string,
): Promise<Session & { message: string }> {
  const invalid = badRequest('Invalid or expired code. Please request a new one.');
  const user = await firstRow(deps.db.select().from(users).where(eq(users.email, input.email)));
  if (!user) throw invalid;
  if (!user.isActive) throw forbidden(SUSPENDED_MESSAGE);
  const refused = await checkCode(deps, user, input.otp, clientKey);
  if (refused) throw refused;
  const fresh = (await firstRow(deps.db.select().from(users).where(eq(users.id, user.id))))!;
  const tokens = await startSession(deps, fresh);
  return { success: true, message: 'Signed in', user: toPublicUser(fresh), ...tokens };
}
