/**
 * Checks of an address's sign-in codes by a network other than the one that asked for each code
 * (a phone that changed network; or a guesser). They are counted per address as a leaky bucket:
 * OTP_OTHER_NETWORK_CHECKS_BURST at once, then one per OTP_OTHER_NETWORK_CHECK_SPACING_SECONDS.
 * Over any hour at most BURST + 3600 / SPACING such checks are made, whatever the number of
 * networks; the owner's own network is never counted here (server/auth/sign-in-codes.ts).
 *
 * The bucket is one row of `rate_limit_hits` (shared by every process on the database):
 * rule `sign-in-code-checks`, client key `user:<id>`, and `window_start` holding the time the
 * bucket is empty again (its theoretical arrival time). Once that is past the row counts for
 * nothing, and server/limits/rate-limits.ts prunes it with the other old windows.
 */
import { and, eq } from 'drizzle-orm';
import { rateLimitHits } from '../../db/schema';
import { OTP_OTHER_NETWORK_CHECKS_BURST, OTP_OTHER_NETWORK_CHECK_SPACING_SECONDS } from '../../sync/constants';
import type { Deps } from '../context';
import { firstRow } from '../../db/query';

const RULE = 'sign-in-code-checks';
const SPACING_MS = OTP_OTHER_NETWORK_CHECK_SPACING_SECONDS * 1000;
const BURST_MS = OTP_OTHER_NETWORK_CHECKS_BURST * SPACING_MS;

type Db = Pick<Deps['db'], 'select' | 'insert' | 'delete'>;

/** Takes up to `wanted` checks for the address; answers how many it got, and if none, the wait. */
export async function takeOtherNetworkChecks(
  db: Db,
  userId: number,
  wanted: number,
  now: number,
): Promise<{ granted: number; retryAfterSeconds: number }> {
  const clientKey = `user:${userId}`;
  const where = and(eq(rateLimitHits.rule, RULE), eq(rateLimitHits.clientKey, clientKey));
  const row = await firstRow(db.select({ emptyAt: rateLimitHits.windowStart }).from(rateLimitHits).where(where));
  const emptyAt = Math.max(row?.emptyAt ?? 0, now);
  const room = Math.floor((now + BURST_MS - emptyAt) / SPACING_MS);
  const granted = Math.min(wanted, room);
  if (granted <= 0) return { granted: 0, retryAfterSeconds: (emptyAt + SPACING_MS - BURST_MS - now) / 1000 };
  await db.delete(rateLimitHits).where(where);
  await db
    .insert(rateLimitHits)
    .values({ rule: RULE, clientKey, windowStart: emptyAt + granted * SPACING_MS, hits: granted });
  return { granted, retryAfterSeconds: 0 };
}
