import { t } from '@lingui/core/macro';

/**
 * The line under a dashboard stat card about this month against last. The API reports 0 → N as
 * 100 (server/features/dashboards/month-window.ts), which cannot be told from a real doubling, so
 * a card whose figure is 0 claims no growth at all; no change reads as such, never '+0%'.
 * Null: show no growth line.
 */
export function growthNote(value: number, growth: number | null | undefined, of?: string): string | null {
  if (typeof growth !== 'number' || !Number.isFinite(growth) || value === 0) return null;
  const period = of ?? t`this month`;
  const rounded = Math.round(growth * 10) / 10;
  if (rounded === 0) return t`No change ${period}`;
  const change = `${rounded > 0 ? '+' : ''}${rounded}%`;
  return t`${change} ${period}`;
}
