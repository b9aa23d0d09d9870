/**
 * Passwordless sign-in (docs/security.md, sign-in):
 * 1. Register, login and resend mail a one-time code (server/auth/sign-in-codes.ts: its limits,
 *    and why codes asked for by other networks never block the owner).
 * 2. The code is mailed in the body only: the subject is shown on lock screens.
 * 3. A right code starts a session (server/auth/sessions.ts: rotation, reuse, revocation).
 * 4. A suspended account cannot sign in or refresh.
 * 5. The code's e-mail is in the account's language, else the language of the request that asked
 *    for it (server/i18n/request-locale.ts); a new account keeps the language it registered in
 *    (docs/product.md "Languages").
 */
import { msg } from '@lingui/core/macro';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { OTP_TTL_SECONDS } from '../../sync/constants';
import type { z } from 'zod';
import type { loginSchema, registerSchema, verifyOtpSchema } from '../../sync/schemas/auth';
import type { CodeSent, Session } from '../../sync/answers/auth';
import type { Locale } from '../../sync/locales';
import type { Deps } from '../context';
import { loadLocales } from '../i18n/catalogs';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { SUSPENDED_MESSAGE, startSession } from './sessions';
import { checkCode, issueCode } from './sign-in-codes';
import { toPublicUser } from './user-view';
import { firstRow } from '../../db/query';

export { logout, refresh, revokeAllSessions } from './sessions';

type UserRow = typeof users.$inferSelect;

export async function register(
  deps: Deps,
  input: z.output<typeof registerSchema>,
  clientKey: string,
  locale: Locale,
): Promise<CodeSent> {
  const existing = await firstRow(deps.db.select().from(users).where(eq(users.email, input.email)));
  if (existing) throw conflict('An account with this email already exists. Please log in instead.');
  const user = await firstRow(
    deps.db
      .insert(users)
      .values({ ...input, language: locale, createdAt: new Date(deps.now()), updatedAt: new Date(deps.now()) })
      .returning(),
  );
  await sendCode(deps, user, clientKey, locale);
  return { success: true, message: 'Account created. We sent a 6-digit code to your email.', email: user.email };
}

export async function login(
  deps: Deps,
  input: z.output<typeof loginSchema>,
  clientKey: string,
  locale: Locale,
): Promise<CodeSent> {
  const user = await findActiveUser(deps, input.email);
  await sendCode(deps, user, clientKey, locale);
  return { success: true, message: 'We sent a 6-digit code to your email.', email: user.email };
}

export async function resendOtp(
  deps: Deps,
  input: z.output<typeof loginSchema>,
  clientKey: string,
  locale: Locale,
): Promise<CodeSent> {
  const user = await findActiveUser(deps, input.email);
  await sendCode(deps, user, clientKey, locale);
  return { success: true, message: 'A new code is on its way.', email: user.email };
}

async function findActiveUser(deps: Deps, email: string): Promise<UserRow> {
  const user = await firstRow(deps.db.select().from(users).where(eq(users.email, email)));
  if (!user) throw notFound('No account found with this email. Please register first.');
  if (!user.isActive) throw forbidden(SUSPENDED_MESSAGE);
  return user;
}

/**
 * Steps 1, 2 and 5: a code within the limits, mailed with the code in the body only, in the
 * account's language or else the asking request's.
 */
async function sendCode(deps: Deps, user: UserRow, clientKey: string, requestLocale: Locale): Promise<void> {
  const code = await issueCode(deps, user, clientKey);
  const i18n = (await loadLocales())[user.language ?? requestLocale];
  const name = user.firstName;
  const minutes = OTP_TTL_SECONDS / 60;
  await deps.mailer.send({
    to: user.email,
    subject: i18n._(msg`Your Soko sign-in code`),
    text: [
      i18n._(msg`Hello ${name},`),
      '',
      i18n._(msg`Your sign-in code is ${code}`),
      '',
      i18n._(msg`It expires in ${minutes} minutes and can be used once.`),
      i18n._(msg`If you did not ask for it, you can ignore this email.`),
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
