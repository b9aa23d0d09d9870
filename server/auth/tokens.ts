import { createHash, createHmac, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Role } from '../../db/schema';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../sync/constants';

const ISSUER = 'soko';
const ACCESS_TYPE = 'access';

/** `sessionId` is the refresh family the token was issued from (server/auth/sessions.ts). */
export type AccessClaims = { userId: number; role: Role; sessionId: string };

/** A short-lived HS256 access token; its `typ` marks it as an access token, its `sid` its session. */
export async function signAccessToken(secret: Uint8Array, claims: AccessClaims, nowMs: number): Promise<string> {
  const iat = Math.floor(nowMs / 1000);
  return new SignJWT({ role: claims.role, typ: ACCESS_TYPE, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
    .sign(secret);
}

/** Verifies signature (HS256 only), issuer, expiry, type and session id; null when any fails. */
export async function verifyAccessToken(
  secret: Uint8Array,
  token: string,
  nowMs: number,
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      currentDate: new Date(nowMs),
    });
    const userId = Number(payload.sub);
    const sessionId = payload.sid;
    if (payload.typ !== ACCESS_TYPE || !Number.isInteger(userId)) return null;
    if (typeof sessionId !== 'string' || !sessionId) return null;
    return { userId, role: payload.role as Role, sessionId };
  } catch {
    return null;
  }
}

/** Refresh tokens are opaque random strings; only their hash is stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The token a refresh token is rotated into, derived from it: a retried refresh answers the same
 * successor (server/auth/sessions.ts). Unguessable without both the presented token and the key.
 */
export function successorOf(secret: Uint8Array, presented: string): string {
  return createHmac('sha256', secret).update(`refresh-successor:${presented}`).digest('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
