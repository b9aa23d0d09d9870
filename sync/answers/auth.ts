/** Answers of /api/auth: sign-in by a mailed code and the session's tokens (docs/screens.md "Sign-in"). */
import type { PublicUser } from '../schemas/auth';
import type { Done } from './envelope';

/** A sign-in code was mailed to `email`. */
export type CodeSent = Done & { email: string };

/** A session's tokens; `token` is the access token again, under the name older clients read. */
export type SessionTokens = { accessToken: string; refreshToken: string; token: string };

/** A session started or renewed: the account and its tokens. */
export type Session = { success: true; user: PublicUser } & SessionTokens;

export interface AuthAnswers {
  'POST /auth/register': CodeSent;
  'POST /auth/login': CodeSent;
  'POST /auth/resend-otp': CodeSent;
  'POST /auth/verify-otp': Session & { message: string };
  'POST /auth/refresh': Session;
  'POST /auth/logout': Done;
  'GET /auth/me': { success: true; user: PublicUser };
}
