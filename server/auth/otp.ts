import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '../../sync/constants';

/** A code of OTP_LENGTH digits from the OS's secure random source. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/** Codes are stored only as a keyed hash bound to their account. */
export function hashCode(secret: Uint8Array, userId: number, code: string): string {
  return createHmac('sha256', secret).update(`${userId}:${code}`).digest('hex');
}

export function codeMatches(secret: Uint8Array, userId: number, code: string, storedHash: string): boolean {
  const candidate = Buffer.from(hashCode(secret, userId, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return candidate.length === stored.length && timingSafeEqual(candidate, stored);
}
