/**
 * Opening hours as the profile shows them (docs/screens.md "Business profile"): a line per
 * weekday and "Open now" / "Closed now" in East Africa Time (MARKET_UTC_OFFSET_HOURS, sync/constants.ts),
 * whatever the phone's own time zone.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { MARKET_UTC_OFFSET_HOURS } from '../../../sync/constants';
import { WEEKDAYS, type BusinessHours, type Weekday } from '../../../sync/schemas/hours';

export const WEEKDAY_NAMES: Record<Weekday, MessageDescriptor> = {
  mon: msg`Monday`,
  tue: msg`Tuesday`,
  wed: msg`Wednesday`,
  thu: msg`Thursday`,
  fri: msg`Friday`,
  sat: msg`Saturday`,
  sun: msg`Sunday`,
};

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** "08:00–18:00", "Open 24 hours", "Closed", or "Not given" for a day left out. */
export function dayHoursText(day: BusinessHours[Weekday]): string {
  if (day === undefined) return t`Not given`;
  if (day === null) return t`Closed`;
  if (day[0] === '00:00' && day[1] === '24:00') return t`Open 24 hours`;
  return `${day[0]}–${day[1]}`;
}

/** The weekday and minutes since midnight in East Africa Time at `now`. */
export function marketClock(now: Date): { day: Weekday; minutes: number } {
  const local = new Date(now.getTime() + MARKET_UTC_OFFSET_HOURS * 3_600_000);
  // getUTCDay: 0 is Sunday; WEEKDAYS starts on Monday
  const day = WEEKDAYS[(local.getUTCDay() + 6) % 7]!;
  return { day, minutes: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

/**
 * Whether the business is open at `now` (East Africa Time); null when the hours do not say (no hours,
 * or today and yesterday not given). Hours whose close is before the open run past midnight, so
 * yesterday's 18:00–02:00 still counts at 01:00.
 */
export function isOpenNow(hours: BusinessHours | null | undefined, now: Date): boolean | null {
  if (!hours) return null;
  const { day, minutes } = marketClock(now);
  const yesterday = WEEKDAYS[(WEEKDAYS.indexOf(day) + 6) % 7]!;
  const today = hours[day];
  const before = hours[yesterday];
  if (today === undefined && before === undefined) return null;
  if (today) {
    const open = minutesOf(today[0]);
    const close = minutesOf(today[1]);
    if (close > open ? minutes >= open && minutes < close : minutes >= open) return true;
  }
  if (before) {
    const open = minutesOf(before[0]);
    const close = minutesOf(before[1]);
    if (close < open && minutes < close) return true;
  }
  return false;
}

/** True when at least one day is given. */
export const hasHours = (hours: BusinessHours | null | undefined): hours is BusinessHours =>
  !!hours && WEEKDAYS.some((d) => hours[d] !== undefined);
