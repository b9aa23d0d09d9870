/**
 * Rate limits (OWASP API4:2023, unrestricted resource consumption): every limit of the app in
 * one module, counted in one place whichever path a request takes.
 * 1. Route limits (ROUTE_LIMITS) guard calls that are not offline writes: sign-in, images, pushes,
 *    requests, reports. Middleware applies them (server/http/rate-limit.ts).
 * 2. Write limits (WRITE_LIMITS) guard each offline write. Both its REST route and its replay in
 *    a push call `applyWrite` (server/sync/registry.ts), which counts here: the table is keyed by
 *    mutation name, so a new write cannot be added without a limit.
 * 3. Counters live in the database (`rate_limit_hits`), so every process sharing the file counts
 *    the same hits and a restart forgets nothing. The window slides: the previous fixed window
 *    counts in proportion to how much of it still overlaps the last `windowMs`.
 * 4. A client is its signed-in account, else its network (`clientKey`: an IPv6 /64, an IPv4
 *    address). Sign-in is keyed by network only: an attacker's own token buys no fresh bucket.
 * 5. Sign-in limits (SIGN_IN_LIMITS) each guard one purpose, counted only once the request passed
 *    its cheap validation: asking for a code and checking one, per network (server/auth/auth-routes.ts);
 *    refresh and logout per session (the refresh-token family, server/auth/sessions.ts), since
 *    presenting a live refresh token already proves who asks. Many phones behind one carrier-grade
 *    NAT address share the network buckets only when signing in, never when staying signed in.
 * Over a limit: 429 with Retry-After (seconds until one more call fits). A refused call is not
 * counted, and a write that fails inside applyWrite rolls its hit back with it.
 */
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { rateLimitHits } from '../../db/schema';
import type { MutationName } from '../../sync/mutations';
import type { Caller, Deps } from '../context';
import { tooManyRequests } from '../http/errors';
import { writeTx } from '../../db/client';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export type LimitRule = {
  limit: number;
  windowMs: number;
  /** What is being limited, for the message: "Too many {what}". */
  what: string;
  /**
   * `network`: always the client's network, even when a token is attached; `session`: the
   * refresh-token family the request presented.
   */
  keyBy: 'account' | 'network' | 'session';
};

/** Who is asking: the signed-in account, if any, the client's network, and the session presented. */
export type Requester = { caller: Caller | null; clientKey: string; sessionId?: string };

/** The requester of a session call: the refresh-token family it presented, whoever sends it. */
export const sessionRequester = (sessionId: string): Requester => ({ caller: null, clientKey: '', sessionId });

export type RouteLimit = LimitRule & {
  name: string;
  methods: readonly string[];
  /** A Hono path pattern. */
  path: string;
  /** Only requests carrying a multipart form (an image) count. */
  multipartOnly?: boolean;
};

/**
 * Step 5. Asking for a code also meets the code's own limits (server/auth/sign-in-codes.ts: 20
 * codes an hour per network); a refresh is due every ACCESS_TOKEN_TTL_SECONDS (15 minutes), so 20
 * in 15 minutes leaves room for retries and several open tabs of one session.
 */
export const SIGN_IN_LIMITS = {
  'sign-in-codes': { limit: 30, windowMs: 15 * MINUTE, what: 'sign-in attempts', keyBy: 'network' },
  'sign-in-checks': { limit: 30, windowMs: 15 * MINUTE, what: 'code checks', keyBy: 'network' },
  refresh: { limit: 20, windowMs: 15 * MINUTE, what: 'session refreshes', keyBy: 'session' },
  logout: { limit: 10, windowMs: 15 * MINUTE, what: 'sign-outs', keyBy: 'session' },
} as const satisfies Record<string, LimitRule>;
export type SignInLimit = keyof typeof SIGN_IN_LIMITS;

export const ROUTE_LIMITS: readonly RouteLimit[] = [
  // every image enters through a multipart form: uploads, logos, product and category images, avatars
  {
    name: 'images',
    methods: ['POST', 'PUT', 'PATCH'],
    path: '/api/*',
    multipartOnly: true,
    limit: 60,
    windowMs: HOUR,
    what: 'image uploads',
    keyBy: 'account',
  },
  {
    name: 'sync',
    methods: ['POST'],
    path: '/api/sync/push',
    limit: 120,
    windowMs: MINUTE,
    what: 'sync requests',
    keyBy: 'account',
  },
  {
    name: 'reports',
    methods: ['POST'],
    path: '/api/reports',
    limit: 20,
    windowMs: HOUR,
    what: 'reports',
    keyBy: 'account',
  },
];

export const WRITE_LIMITS: { readonly [N in MutationName]: LimitRule } = {
  'review.create': { limit: 30, windowMs: HOUR, what: 'reviews', keyBy: 'account' },
  'productReview.create': { limit: 30, windowMs: HOUR, what: 'product reviews', keyBy: 'account' },
  'productReview.vote': { limit: 300, windowMs: HOUR, what: 'votes', keyBy: 'account' },
  'review.reply': { limit: 60, windowMs: HOUR, what: 'replies', keyBy: 'account' },
  'search.create': { limit: 20, windowMs: HOUR, what: 'requests for quotes', keyBy: 'account' },
  'bid.create': { limit: 100, windowMs: HOUR, what: 'quotes', keyBy: 'account' },
  'delivery.create': { limit: 30, windowMs: HOUR, what: 'delivery requests', keyBy: 'account' },
  'business.update': { limit: 60, windowMs: HOUR, what: 'business edits', keyBy: 'account' },
  'product.update': { limit: 60, windowMs: HOUR, what: 'product edits', keyBy: 'account' },
  'message.create': { limit: 10, windowMs: HOUR, what: 'messages', keyBy: 'account' },
  'surveyResponse.create': { limit: 20, windowMs: HOUR, what: 'survey responses', keyBy: 'account' },
};

const LONGEST_WINDOW_MS = Math.max(
  ...ROUTE_LIMITS.map((r) => r.windowMs),
  ...Object.values(SIGN_IN_LIMITS).map((r) => r.windowMs),
  ...Object.values(WRITE_LIMITS).map((r) => r.windowMs),
);

function bucketOf(rule: LimitRule, who: Requester): string {
  if (rule.keyBy === 'session') {
    if (!who.sessionId) throw new Error(`A ${rule.what} limit needs the session presented`);
    return `session:${who.sessionId}`;
  }
  return rule.keyBy === 'account' && who.caller ? `user:${who.caller.id}` : `net:${who.clientKey}`;
}

/** Step 3: counts one call of `who` under the rule `name`, or throws 429 when it does not fit. */
export async function takeHit(deps: Deps, name: string, rule: LimitRule, who: Requester): Promise<void> {
  if (!deps.config.rateLimits) return;
  const now = deps.now();
  const key = bucketOf(rule, who);
  const windowStart = Math.floor(now / rule.windowMs) * rule.windowMs;
  const elapsed = now - windowStart;
  // Nested in a write (applyWrite), no savepoint: it refuses before it writes, and the refusal fails that write.
  await writeTx(
    deps.db,
    async (tx) => {
      const rows = await tx
        .select({ windowStart: rateLimitHits.windowStart, hits: rateLimitHits.hits })
        .from(rateLimitHits)
        .where(
          and(
            eq(rateLimitHits.rule, name),
            eq(rateLimitHits.clientKey, key),
            gte(rateLimitHits.windowStart, windowStart - rule.windowMs),
          ),
        );
      const current = rows.find((r) => r.windowStart === windowStart)?.hits ?? 0;
      const previous = rows.find((r) => r.windowStart === windowStart - rule.windowMs)?.hits ?? 0;
      const wait = msUntilRoom(rule, elapsed, previous, current);
      if (wait > 0) throw tooManyRequests(`Too many ${rule.what}. Please wait a while and try again.`, wait / 1000);
      await tx
        .insert(rateLimitHits)
        .values({ rule: name, clientKey: key, windowStart, hits: 1 })
        .onConflictDoUpdate({
          target: [rateLimitHits.rule, rateLimitHits.clientKey, rateLimitHits.windowStart],
          set: { hits: sql`${rateLimitHits.hits} + 1` },
        });
    },
    { savepoint: false },
  );
  await pruneNow(deps, now);
}

/** 0 when one more call fits now; else how long until the sliding count leaves room for one. */
function msUntilRoom(rule: LimitRule, elapsed: number, previous: number, current: number): number {
  const W = rule.windowMs;
  const room = rule.limit - 1 - current;
  if (room >= 0) {
    // in this window, once enough of the previous one has slid out
    const needed = previous > room ? W * (1 - room / previous) : 0;
    return Math.max(0, needed - elapsed);
  }
  // in the next window, where this window's count becomes the previous one
  const needed = current > rule.limit - 1 ? W * (1 - (rule.limit - 1) / current) : 0;
  return W - elapsed + needed;
}

const PRUNE_EVERY_MS = 10 * MINUTE;
const lastPrune = new WeakMap<Deps['db'], number>();

/** Windows older than two of the longest rule count for nothing; dropped every ten minutes. */
async function pruneNow(deps: Deps, now: number): Promise<void> {
  if (now - (lastPrune.get(deps.db) ?? 0) < PRUNE_EVERY_MS) return;
  lastPrune.set(deps.db, now);
  await deps.db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, now - 2 * LONGEST_WINDOW_MS));
}
