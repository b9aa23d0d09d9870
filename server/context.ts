import type { Db } from '../db/client';
import type { Role } from '../db/schema';
import type { Config } from './config';
import type { Mailer } from './auth/mailer';
import type { Lifecycle } from './ops/lifecycle';
import type { ObjectStore } from './storage/object-store';

/** Who is calling: a signed-in, active account, or null for a public visitor. */
export type Caller = {
  id: number;
  role: Role;
  email: string;
  firstName: string;
  lastName: string;
  /** The session (refresh-token family) of the token presented; push subscriptions belong to it. */
  sessionId?: string;
};

/** Everything a route needs from outside itself; tests build their own. */
export type Deps = {
  db: Db;
  config: Config;
  mailer: Mailer;
  /**
   * Where uploaded images are kept: the uploads folder or UPLOAD_URL's bucket (server/config.ts
   * `uploadsAddress`), opened once at start. Keys are the names after /api/uploads/.
   */
  uploads: ObjectStore;
  /** The current time in ms; tests move it. */
  now: () => number;
  /** Whether the process is draining (server/ops/lifecycle.ts); absent where nothing stops it. */
  lifecycle?: Lifecycle;
};

export type AppEnv = {
  Variables: {
    /** X-Request-Id of this request (server/ops/request-log.ts). */
    requestId: string;
    deps: Deps;
    caller: Caller | null;
    /** Why a presented token was refused, for routes that require sign-in. */
    authError: string | null;
    /** A stable key of the client (address) for rate limits and visit counting. */
    clientKey: string;
  };
};
