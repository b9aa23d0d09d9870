/**
 * A business's response time (docs/product.md "Response time"): the median minutes from a lead
 * reaching it to its quote on that lead, over the quotes it sent in the last RESPONSE_WINDOW_DAYS,
 * once it sent at least RESPONSE_MIN_QUOTES of them; else none. It is kept in
 * `businesses.response_minutes`, so that the profile, the listing cards and their sorting read it
 * with the other facts of the business (synced like its rating, sync/protocol.ts), never a query
 * per card. It changes in two ways:
 * - a quote sent: that business's median is computed again, in the quote's transaction
 *   (bid-service.ts createBid);
 * - time passing: a quote leaves the window 90 days after it was sent. The refresh
 *   (`refreshResponseTimes`, hourly in the background process) computes again the businesses with
 *   a response time that had a quote leave the window since the last refresh.
 * Each computation reads one business's quotes of the window through `bids_business_idx`
 * (business_id, created_at) and their leads by primary key.
 */
import { and, count, eq, exists, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { writeTx, type Db } from '../../../db/client';
import { bids, businesses, leads } from '../../../db/schema';
import { firstRow } from '../../../db/query';
import type { Deps } from '../../context';
import { log } from '../../ops/log';

const RESPONSE_WINDOW_DAYS = 90;
const RESPONSE_MIN_QUOTES = 3;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const REFRESH_EVERY_MS = HOUR_MS;

type Writer = Pick<Db, 'select' | 'update'>;

/** The median minutes from lead to quote of `businessId` at `now`, or null with too few quotes. */
export async function medianResponseMinutes(db: Pick<Db, 'select'>, businessId: number, now: number) {
  const inWindow = and(
    eq(bids.businessId, businessId),
    gte(bids.createdAt, new Date(now - RESPONSE_WINDOW_DAYS * DAY_MS)),
  );
  const n = (await firstRow(db.select({ n: count() }).from(bids).where(inWindow)))?.n ?? 0;
  if (n < RESPONSE_MIN_QUOTES) return null;
  const minutes = sql<number>`(${bids.createdAt} - ${leads.createdAt}) / 60000.0`;
  const middle = await db
    .select({ minutes })
    .from(bids)
    .innerJoin(leads, eq(leads.id, bids.leadId))
    .where(inWindow)
    .orderBy(minutes)
    .limit(2 - (n % 2))
    .offset(Math.floor((n - 1) / 2));
  // PostgreSQL answers a numeric as text
  const median = middle.reduce((sum, r) => sum + Number(r.minutes), 0) / middle.length;
  return Math.max(0, Math.round(median));
}

/** Computes the response time of `businessId` again and keeps it. */
export async function updateResponseMinutes(db: Writer, businessId: number, now: number): Promise<void> {
  const responseMinutes = await medianResponseMinutes(db, businessId, now);
  // the version triggers leave a row whose values did not change as it was (nothing to sync)
  await db.update(businesses).set({ responseMinutes }).where(eq(businesses.id, businessId));
}

/** Businesses computed per write of the refresh; between two, other work gets its turn. */
const REFRESH_CHUNK = 50;

/**
 * The refresh for time passing: the businesses with a response time that had a quote sent in
 * [from, to) minus the window, i.e. leaving it since `from`, computed again, REFRESH_CHUNK at a
 * time, each chunk's changed values written in one transaction. Answers how many were computed.
 */
export async function refreshResponseTimes(db: Db, from: number, to: number): Promise<number> {
  const windowMs = RESPONSE_WINDOW_DAYS * DAY_MS;
  const left = db
    .select({ one: sql`1` })
    .from(bids)
    .where(
      and(
        eq(bids.businessId, businesses.id),
        gte(bids.createdAt, new Date(from - windowMs)),
        lt(bids.createdAt, new Date(to - windowMs)),
      ),
    );
  const stale = await db
    .select({ id: businesses.id, current: businesses.responseMinutes })
    .from(businesses)
    .where(and(isNotNull(businesses.responseMinutes), exists(left)));
  for (let i = 0; i < stale.length; i += REFRESH_CHUNK) {
    const chunk = stale.slice(i, i + REFRESH_CHUNK);
    const changed: { id: number; minutes: number | null }[] = [];
    for (const { id, current } of chunk) {
      const minutes = await medianResponseMinutes(db, id, to);
      if (minutes !== current) changed.push({ id, minutes });
    }
    if (changed.length > 0)
      await writeTx(db, async (tx) => {
        for (const c of changed)
          await tx.update(businesses).set({ responseMinutes: c.minutes }).where(eq(businesses.id, c.id));
      });
    await new Promise((resolve) => setImmediate(resolve));
  }
  return stale.length;
}

/**
 * Runs the refresh every hour in the background process; the first covers the last two days, so a
 * server stopped for a day or two misses nothing. Answers how to stop it.
 */
export function startResponseTimeRefresh(deps: Deps): () => Promise<void> {
  let since = deps.now() - 2 * DAY_MS;
  let running: Promise<void> = Promise.resolve();
  const round = () => {
    running = running.then(async () => {
      const now = deps.now();
      try {
        await refreshResponseTimes(deps.db, since, now);
        since = now;
      } catch (err) {
        log.error('The response times were not refreshed', { err });
      }
    });
  };
  round();
  const timer = setInterval(round, REFRESH_EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
