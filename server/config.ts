import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import webpush from 'web-push';

export type Config = {
  port: number;
  databasePath: string;
  dataDir: string;
  mailDir: string;
  uploadDir: string;
  distDir: string;
  /** The site's address for links in pages and previews (PUBLIC_ORIGIN); else the address asked for. */
  publicOrigin: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  jwtSecret: Uint8Array;
  push: PushConfig;
  development: boolean;
  seedDemo: boolean;
  /** Request logging to stdout. */
  logRequests: boolean;
  /** Per-client request limits (off only in tests that make hundreds of calls from one client). */
  rateLimits: boolean;
};

/** Reads the runtime contract (docs/product.md "Running it") from the environment. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databasePath = resolve(env.DATABASE_PATH ?? 'data/app.db');
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  return {
    port: Number(env.PORT ?? 8080),
    databasePath,
    dataDir,
    mailDir: resolve(env.MAIL_DIR ?? join(dataDir, 'mail')),
    uploadDir: resolve(env.UPLOAD_DIR ?? join(dataDir, 'uploads')),
    distDir: resolve(env.DIST_DIR ?? 'dist'),
    publicOrigin: env.PUBLIC_ORIGIN ? new URL(env.PUBLIC_ORIGIN).origin : undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Soko Uganda <no-reply@soko.ug>',
    jwtSecret: loadJwtSecret(env.JWT_SECRET, join(dirname(databasePath), 'jwt-secret')),
    push: loadPushConfig(env, dirname(databasePath)),
    development: env.NODE_ENV !== 'production',
    seedDemo: env.SEED_DEMO !== '0',
    logRequests: env.LOG_REQUESTS !== '0',
    rateLimits: env.RATE_LIMITS !== '0',
  };
}

/** HS256 keys shorter than the hash (32 bytes) are guessable offline from any one token (RFC 7518 §3.2). */
export const JWT_SECRET_MIN_BYTES = 32;

/**
 * JWT_SECRET when set; otherwise one generated on first start and kept beside the database, so
 * each database (one instance) has its own key, whatever the working directory.
 */
function loadJwtSecret(fromEnv: string | undefined, file: string): Uint8Array {
  if (fromEnv) {
    const secret = new TextEncoder().encode(fromEnv);
    if (secret.byteLength < JWT_SECRET_MIN_BYTES) {
      throw new Error(
        `JWT_SECRET must be at least ${JWT_SECRET_MIN_BYTES} bytes long (it is ${secret.byteLength}): use a ` +
          'random value (e.g. `openssl rand -base64 48`), or leave it unset to have one generated beside the database.',
      );
    }
    return secret;
  }
  if (existsSync(file)) return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    // another process sharing the database wrote it first: use theirs
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
  }
  return new TextEncoder().encode(secret);
}

/** Web Push (server/features/alerts): the VAPID key pair that signs our pushes, and where they may go. */
export type PushConfig = {
  publicKey: string;
  privateKey: string;
  /** Who push services contact about our pushes: a mailto: or https: URL (RFC 8292 §2.1). */
  subject: string;
  /** Origins beyond the known push services that pushes may go to (tests, a private push service). */
  extraOrigins: string[];
};

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when both are set; otherwise a pair generated on first
 * start and kept beside the database (`vapid-keys.json`), like the JWT secret: devices subscribe
 * with the public key, so it must outlive restarts.
 */
export function loadPushConfig(env: NodeJS.ProcessEnv, dir: string): PushConfig {
  const subject = env.VAPID_SUBJECT || 'mailto:no-reply@soko.ug';
  if (!/^(mailto:|https:\/\/)/.test(subject)) throw new Error('VAPID_SUBJECT must be a mailto: or https: URL');
  const extraOrigins = (env.PUSH_EXTRA_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
    .map((o) => new URL(o).origin);
  if (env.VAPID_PUBLIC_KEY || env.VAPID_PRIVATE_KEY) {
    if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY)
      throw new Error('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither to have a pair generated');
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject, extraOrigins };
  }
  const file = join(dir, 'vapid-keys.json');
  const read = () => JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    // written whole under another name, then linked in place: a process starting at the same
    // moment never reads a half-written file, and the first link wins
    const draft = `${file}.${process.pid}.tmp`;
    writeFileSync(draft, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600 });
    try {
      linkSync(draft, file);
    } catch (err) {
      // another process sharing the database linked its pair first: use theirs
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      rmSync(draft, { force: true });
    }
  }
  return { ...read(), subject, extraOrigins };
}
