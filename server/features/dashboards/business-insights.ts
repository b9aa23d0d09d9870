/**
 * A vendor's insights on its dashboard: how often its quotes win, how fast it quotes,
 * and its leads and wins over the last months. Computed from its leads and quotes only.
 */
import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import { bids, leads } from '../../../db/schema';
import type { Deps } from '../../context';
import { monthKeySql, recentMonths } from './month-window';
import type { BusinessInsights } from '../../../sync/schemas/insights';
import { firstRow } from '../../../db/query';

export type { BusinessInsights };

/** How many calendar months the chart shows, this one included. */
const INSIGHT_MONTHS = 6;

/** How many of the rows have an accepted quote (0 over no rows or only missing quotes). */
const acceptedSql = sql<number>`coalesce(sum(case when ${bids.status} = 'ACCEPTED' then 1 else 0 end), 0)`;

export async function businessInsights(deps: Deps, businessId: number, now: number): Promise<BusinessInsights> {
  const totals = (await firstRow(
    deps.db.select({ quoted: count(), won: acceptedSql }).from(bids).where(eq(bids.businessId, businessId)),
  )) ?? { quoted: 0, won: 0 };

  const months = recentMonths(now, INSIGHT_MONTHS);
  const month = monthKeySql(deps.db, leads.createdAt);
  const perMonth = await deps.db
    .select({ month, leads: count(), wins: acceptedSql })
    .from(leads)
    .leftJoin(bids, eq(bids.leadId, leads.id))
    .where(
      and(
        eq(leads.businessId, businessId),
        gte(leads.createdAt, new Date(months[0]!.start)),
        lt(leads.createdAt, new Date(months.at(-1)!.end)),
      ),
    )
    .groupBy(month);
  const byMonth = new Map(perMonth.map((r) => [r.month, r]));

  return {
    quoted: totals.quoted,
    won: Number(totals.won),
    winRate: totals.quoted ? Math.round((Number(totals.won) * 100) / totals.quoted) : null,
    medianMinutesToQuote: await medianMinutesToQuote(deps, businessId, totals.quoted),
    months: months.map(({ month: key }) => ({
      month: key,
      leads: byMonth.get(key)?.leads ?? 0,
      wins: Number(byMonth.get(key)?.wins ?? 0),
    })),
  };
}

/**
 * The median as business.responseMinutes computes it (server/features/searches/bid-service.ts,
 * updateResponseMinutes): the middle one, or the mean of the middle two, of its quotes by minutes.
 */
async function medianMinutesToQuote(deps: Deps, businessId: number, n: number): Promise<number | null> {
  if (n === 0) return null;
  const minutes = sql<number>`(${bids.createdAt} - ${leads.createdAt}) / 60000.0`;
  const middle = await deps.db
    .select({ minutes })
    .from(bids)
    .innerJoin(leads, eq(leads.id, bids.leadId))
    .where(eq(bids.businessId, businessId))
    .orderBy(minutes)
    .limit(2 - (n % 2))
    .offset(Math.floor((n - 1) / 2));
  if (middle.length === 0) return null;
  const median = middle.reduce((sum, r) => sum + Number(r.minutes), 0) / middle.length;
  return Math.max(0, Math.round(median));
}
