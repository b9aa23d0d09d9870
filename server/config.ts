import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import webpush from 'web-push';
import { isPostgresUrl } from '../db/engine';
import { parseObjectStoreAddress, s3EndpointOf } from './storage/store-address';

export type Config = {
  port: number;
  /** The SQLite file (DATABASE_PATH), unless `databaseUrl` names a PostgreSQL database. */
  databasePath: string;
  /**
   * DATABASE_URL: `postgres://…` runs the server on PostgreSQL (docs/operations.md "PostgreSQL",
   * decision 013); unset: the SQLite file.
   */
  databaseUrl?: string;
  dataDir: string;
  mailDir: string;
  /** The uploads folder (UPLOAD_DIR): where images live unless `uploadUrl` names a bucket. */
  uploadDir: string;
  /**
   * UPLOAD_URL: `s3://bucket/prefix` when uploaded images live in a bucket (docs/operations.md
   * "Uploads in a bucket"); unset: in `uploadDir`. See `uploadsAddress`.
   */
  uploadUrl?: string;
  distDir: string;
  /**
   * The site's address for links in pages, sitemaps, previews and e-mails (PUBLIC_ORIGIN): required
   * in production; unset elsewhere, see `siteOrigin`.
   */
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
  /** Continuous backup (BACKUP_URL, docs/operations.md "Backup and restore"); unset: none. */
  backup?: BackupTarget;
  /** A caller presenting it may read /metrics from anywhere (METRICS_TOKEN); loopback needs none. */
  metricsToken?: string;
  /** Server processes on the port (WEB_CONCURRENCY: a number, or `auto` for every core); 1 unless set. */
  workers?: number;
  /**
   * TRUST_PROXY: whose X-Forwarded-For / X-Real-IP names the client (server/auth/middleware.ts);
   * `loopback`: a proxy on this machine (deploy/nginx.conf). Unset: the socket's peer is the client.
   */
  trustProxy?: 'loopback';
};

/** Reads the runtime contract (docs/product.md "Running it") from the environment. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  requireInProduction(env);
  const databaseUrl = loadDatabaseUrl(env);
  const databasePath = resolve(env.DATABASE_PATH ?? 'data/app.db');
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  return {
    port: Number(env.PORT ?? 8080),
    databasePath,
    databaseUrl,
    dataDir,
    mailDir: resolve(env.MAIL_DIR ?? join(dataDir, 'mail')),
    uploadDir: resolve(env.UPLOAD_DIR ?? join(dataDir, 'uploads')),
    uploadUrl: loadUploadUrl(env),
    distDir: resolve(env.DIST_DIR ?? 'dist'),
    publicOrigin: loadPublicOrigin(env),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Soko Uganda <no-reply@soko.ug>',
    jwtSecret: loadJwtSecret(env.JWT_SECRET, join(dirname(databasePath), 'jwt-secret')),
    push: loadPushConfig(env, dirname(databasePath)),
    development: env.NODE_ENV !== 'production',
    seedDemo: env.SEED_DEMO !== '0',
    logRequests: env.LOG_REQUESTS !== '0',
    rateLimits: env.RATE_LIMITS !== '0',
    backup: loadBackupTarget(env),
    metricsToken: loadMetricsToken(env.METRICS_TOKEN),
    workers: loadWorkers(env.WEB_CONCURRENCY),
    trustProxy: loadTrustProxy(env.TRUST_PROXY),
  };
}

/**
 * What production (NODE_ENV=production) does not start without (docs/operations.md "Production
 * start"), every missing one named in one message. Elsewhere each has a fallback: the Host asked
 * for, keys generated beside the database, mail written as files.
 */
function requireInProduction(env: NodeJS.ProcessEnv): void {
  if (env.NODE_ENV !== 'production') return;
  const missing: string[] = [];
  // a page's canonical address, its `og:` tags, JSON-LD, robots.txt, the sitemaps and e-mail links
  // would otherwise name whatever Host a request claimed (docs/security.md "Pages")
  if (!env.PUBLIC_ORIGIN?.trim())
    missing.push(
      'PUBLIC_ORIGIN must be set in production: the address the site is reached at, e.g. https://soko.ug. ' +
        'Pages, sitemaps and e-mails link to it; the Host header of a request is never trusted for them.',
    );
  if (!env.JWT_SECRET)
    missing.push(
      `JWT_SECRET must be set in production: a random value of at least ${JWT_SECRET_MIN_BYTES} bytes ` +
        '(e.g. `openssl rand -base64 48`) from your secret store, the same for every server. One generated ' +
        'beside the database is for development: it is not in the backup, and a new one signs everyone out.',
    );
  if (!env.SMTP_URL && !env.MAIL_DIR)
    missing.push(
      'SMTP_URL must be set in production, e.g. smtps://user:pass@smtp.example.com: without it sign-in codes ' +
        'reach no one. To write every e-mail as an .eml file instead, on purpose, set MAIL_DIR to that folder.',
    );
  if (!env.VAPID_PUBLIC_KEY && !env.VAPID_PRIVATE_KEY)
    missing.push(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set in production: the pair that signs Web Push alerts ' +
        '(make one with `npx web-push generate-vapid-keys`), kept in your secret store. A pair generated ' +
        'beside the database is for development: a new one stops pushes to every subscribed phone.',
    );
  if (missing.length > 0) throw new Error(missing.join('\n'));
}

/**
 * DATABASE_URL, a PostgreSQL address. Several servers share such a database, so what must be the
 * same on all of them cannot be a file one of them generated (the JWT secret, the VAPID pair), and
 * Litestream's BACKUP_URL is for the SQLite file: PostgreSQL is backed up with its own tools.
 */
function loadDatabaseUrl(env: NodeJS.ProcessEnv): string | undefined {
  const value = env.DATABASE_URL?.trim();
  if (!value) return undefined;
  if (!isPostgresUrl(value))
    throw new Error('DATABASE_URL must be a PostgreSQL address, postgres://user:password@host:5432/soko');
  const missing: string[] = [];
  if (!env.JWT_SECRET) missing.push('JWT_SECRET');
  if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY) missing.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY');
  if (missing.length > 0)
    throw new Error(
      `With DATABASE_URL, ${missing.join(' and ')} must be set: every server on the database must sign ` +
        'with the same keys, and one generated beside a server is known to that server only.',
    );
  if (env.BACKUP_URL)
    throw new Error(
      'BACKUP_URL backs up the SQLite file (Litestream). With DATABASE_URL, back PostgreSQL up with its own ' +
        'tools (docs/operations.md "PostgreSQL") and unset BACKUP_URL.',
    );
  return value;
}

/** PUBLIC_ORIGIN, an http(s) address (required in production, `requireInProduction`). */
function loadPublicOrigin(env: NodeJS.ProcessEnv): string | undefined {
  const value = env.PUBLIC_ORIGIN?.trim();
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_ORIGIN must be an address like https://soko.ug (it is "${value}")`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`PUBLIC_ORIGIN must start with https:// or http:// (it is "${value}")`);
  return url.origin;
}

/** Host names of this machine: the only ones taken from a request, and only without PUBLIC_ORIGIN. */
const LOOPBACK_HOST = /^(?:localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])$/i;

/**
 * The address links start with, for a request to `requestUrl`: PUBLIC_ORIGIN when set (always, in
 * production); otherwise the address asked for when its host is this machine (localhost,
 * 127.0.0.0/8, [::1]: a developer's browser or a test), else `http://localhost:PORT`. `fromRequest`
 * says the answer depends on the Host header (it then needs `Vary: Host`).
 */
export function siteOrigin(
  config: Pick<Config, 'publicOrigin' | 'port'>,
  requestUrl?: string,
): { origin: string; fromRequest: boolean } {
  if (config.publicOrigin) return { origin: config.publicOrigin, fromRequest: false };
  const asked = requestUrl === undefined ? undefined : URL.parse(requestUrl);
  if (asked && LOOPBACK_HOST.test(asked.hostname)) return { origin: asked.origin, fromRequest: true };
  return { origin: `http://localhost:${config.port}`, fromRequest: requestUrl !== undefined };
}

/** HS256 keys shorter than the hash (32 bytes) are guessable offline from any one token (RFC 7518 §3.2). */
const JWT_SECRET_MIN_BYTES = 32;

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
          'random value (e.g. `openssl rand -base64 48`), or outside production leave it unset to have one generated ' +
          'beside the database.',
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

/**
 * UPLOAD_URL: the bucket (and prefix) uploaded images live in, on AWS or the S3-compatible service
 * AWS_ENDPOINT_URL_S3 names; unset: the uploads folder, UPLOAD_DIR. Setting both is refused, so
 * no operator wonders which one the images are in.
 */
export function loadUploadUrl(env: NodeJS.ProcessEnv): string | undefined {
  const value = env.UPLOAD_URL?.trim();
  if (!value) return undefined;
  const wrong = (why: string) =>
    new Error(
      `UPLOAD_URL ${why} (it is "${value.replace(/:[^:@/]*@/, ':***@')}"): use s3://bucket/prefix, or leave it ` +
        'unset to keep images in UPLOAD_DIR (docs/operations.md "Uploads in a bucket")',
    );
  if (!value.startsWith('s3://')) throw wrong('must start with s3://; for a folder set UPLOAD_DIR instead');
  // S3's rules for a bucket name, and server/storage's for the prefix its keys go under
  const place = parseObjectStoreAddress(value);
  if ('problem' in place) throw wrong(place.problem);
  if (env.UPLOAD_DIR) throw wrong('and UPLOAD_DIR are both set: images live in one place, unset one of them');
  s3EndpointOf(env);
  return value.replace(/\/+$/, '');
}

/** Where uploaded images live, as server/storage opens it: UPLOAD_URL's bucket, else the uploads folder. */
export function uploadsAddress(config: Pick<Config, 'uploadDir' | 'uploadUrl'>): string {
  return config.uploadUrl ?? config.uploadDir;
}

/** Where backups go (server/backup): the database's Litestream replica and the uploads beside it. */
export type BackupTarget = {
  /** BACKUP_URL with any password hidden, for logs. */
  label: string;
  /** The Litestream replica of the database: `db` under the target. */
  replicaUrl: string;
  /**
   * The object store (server/storage) uploads are copied into, `uploads` under the target: a
   * folder for file://, `s3://bucket/prefix/uploads` for s3://, `sftp://user:password@host/folder/uploads`
   * for sftp:// (it holds the password: log the store's label, never this).
   */
  uploadsStore: string;
  /** An S3-compatible service's address (AWS_ENDPOINT_URL_S3 or AWS_ENDPOINT_URL); unset: AWS. */
  s3Endpoint: string | undefined;
};

/** BACKUP_URL: `file:///absolute/folder`, `s3://bucket/prefix` or `sftp://user@host/folder`. */
export function loadBackupTarget(env: NodeJS.ProcessEnv): BackupTarget | undefined {
  const value = env.BACKUP_URL?.trim();
  if (!value) return undefined;
  const url = URL.parse(value);
  const wrong = (why: string) =>
    new Error(
      `BACKUP_URL ${why} (it is "${value.replace(/:[^:@/]*@/, ':***@')}"): use file:///absolute/folder, ` +
        's3://bucket/prefix or sftp://user@host/folder (docs/operations.md "Backup and restore")',
    );
  if (!url) throw wrong('is not an address');
  if (url.search || url.hash) throw wrong('takes no ?query or #fragment');
  const folder = url.pathname.replace(/\/+$/, '');
  let uploadsStore: string;
  if (url.protocol === 'file:') {
    if (url.host) throw wrong('must name a folder on this machine, with three slashes');
    if (!folder) throw wrong('must name a folder, not the root');
    uploadsStore = join(fileURLToPath(url), 'uploads');
  } else if (url.protocol === 's3:' || url.protocol === 'sftp:') {
    if (!url.hostname) throw wrong(`must name the ${url.protocol === 's3:' ? 'bucket' : 'host'}`);
    if (url.protocol === 'sftp:' && !folder) throw wrong('must name a folder on the host');
    uploadsStore = `${value.replace(/\/+$/, '')}/uploads`;
    // S3's rules for a bucket name and the prefix its keys go under; SFTP's user, host and folder
    const place = parseObjectStoreAddress(uploadsStore);
    if ('problem' in place) throw wrong(place.problem);
  } else {
    throw wrong('must start with file://, s3:// or sftp://');
  }
  if (url.password) url.password = '***';
  return {
    label: url.href,
    replicaUrl: `${value.replace(/\/+$/, '')}/db`,
    uploadsStore,
    s3Endpoint: url.protocol === 's3:' ? s3EndpointOf(env) : undefined,
  };
}

/** METRICS_TOKEN: long enough that guessing it is hopeless (docs/operations.md "Metrics"). */
function loadMetricsToken(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < 32) throw new Error('METRICS_TOKEN must be at least 32 characters (e.g. openssl rand -hex 32)');
  return value;
}

/** TRUST_PROXY: `loopback` or unset; anything else would trust headers the operator did not mean to. */
function loadTrustProxy(value: string | undefined): 'loopback' | undefined {
  const given = value?.trim();
  if (!given) return undefined;
  if (given === 'loopback') return given;
  throw new Error(
    `TRUST_PROXY must be "loopback" (a proxy such as nginx on this machine) or unset (it is "${given}"): ` +
      'docs/operations.md "A CDN or nginx in front"',
  );
}

/** WEB_CONCURRENCY (docs/operations.md "Every core"): 1 to 64 processes, or `auto` for one per core. */
function loadWorkers(value: string | undefined): number {
  if (!value) return 1;
  if (value === 'auto') return Math.max(1, availableParallelism());
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 64)
    throw new Error(`WEB_CONCURRENCY must be a number of processes from 1 to 64, or auto (it is "${value}")`);
  return n;
}
