import { sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { utcMonth } from '../../../db/dialect';
import { MARKET_UTC_OFFSET_HOURS } from '../../../sync/constants';

const OFFSET_MS = MARKET_UTC_OFFSET_HOURS * 3_600_000;

/** Start of last month, this month and next month (Kampala calendar) around `now`, in epoch ms. */
export function monthWindows(now: number) {
  const local = new Date(now + OFFSET_MS);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  return {
    lastStart: Date.UTC(y, m - 1, 1) - OFFSET_MS,
    thisStart: Date.UTC(y, m, 1) - OFFSET_MS,
    nextStart: Date.UTC(y, m + 1, 1) - OFFSET_MS,
  };
}

/**
 * This month against last, in percent with one decimal: 0 when both are 0, 100 when only
 * this month has any.
 */
export function growthPercent(thisMonth: number, lastMonth: number): number {
  if (lastMonth === 0) return thisMonth > 0 ? 100 : 0;
  return Math.round(((thisMonth - lastMonth) / lastMonth) * 1000) / 10;
}

/** SQL aggregates over a timestamp column: how many rows (or how much of `value`) fall in each month. */
export function monthSums(column: SQLiteColumn, now: number, value: SQL | number = 1) {
  const w = monthWindows(now);
  return {
    thisMonth: sql<number>`coalesce(sum(case when ${column} >= ${w.thisStart} and ${column} < ${w.nextStart} then ${value} else 0 end), 0)`,
    lastMonth: sql<number>`coalesce(sum(case when ${column} >= ${w.lastStart} and ${column} < ${w.thisStart} then ${value} else 0 end), 0)`,
  };
}

/**
 * The last `count` Kampala calendar months up to and including the one of `now`, oldest first:
 * each as 'YYYY-MM' with its start and end (exclusive) in epoch ms.
 */
export function recentMonths(now: number, count: number): { month: string; start: number; end: number }[] {
  const local = new Date(now + OFFSET_MS);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  return Array.from({ length: count }, (_, i) => {
    const first = new Date(Date.UTC(y, m - count + 1 + i, 1));
    const month = `${first.getUTCFullYear()}-${String(first.getUTCMonth() + 1).padStart(2, '0')}`;
    const start = first.getTime() - OFFSET_MS;
    const end = Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 1) - OFFSET_MS;
    return { month, start, end };
  });
}

/**
 * SQL: the Kampala calendar month ('YYYY-MM') of an epoch-ms timestamp column, on the engine of
 * `db`. The offset is written into the text, not bound, so that a GROUP BY of it repeats the
 * selected expression exactly (utcMonth, db/dialect.ts).
 */
export function monthKeySql(db: object, column: SQLiteColumn) {
  return utcMonth(db, sql`${column} + ${sql.raw(String(OFFSET_MS))}`);
}
