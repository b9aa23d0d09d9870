/**
 * One secret, one key per purpose (docs/security.md "Third round", T5). The operator keeps one
 * secret (JWT_SECRET, or the generated `jwt-secret` file, server/config.ts); each use of it gets
 * its own key, derived with HKDF-SHA256 (RFC 5869) under the purpose's name. A value made for
 * one purpose (an access token, a refresh successor, a sign-in code's hash, an unsubscribe link)
 * therefore never passes as another, and a key that leaks through one use reveals neither the
 * secret nor the other keys.
 */
import { hkdfSync } from 'node:crypto';

export type KeyPurpose = 'access-tokens' | 'refresh-successors' | 'sign-in-codes' | 'unsubscribe-links';

/** The salt of RFC 5869 §3.1: fixed per application, so one secret used by two apps gives two sets of keys. */
const SALT = 'soko-uganda';
/** 32 bytes: the output of SHA-256, the HMAC every purpose uses. */
const KEY_BYTES = 32;

const derived = new WeakMap<Uint8Array, Map<KeyPurpose, Uint8Array>>();

/** The key of `purpose` under `secret`, derived once per secret and purpose. */
export function purposeKey(secret: Uint8Array, purpose: KeyPurpose): Uint8Array {
  let keys = derived.get(secret);
  if (!keys) derived.set(secret, (keys = new Map()));
  let key = keys.get(purpose);
  if (!key) {
    key = new Uint8Array(hkdfSync('sha256', secret, SALT, `soko ${purpose} v1`, KEY_BYTES));
    keys.set(purpose, key);
  }
  return key;
}
