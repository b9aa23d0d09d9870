/**
 * The hours editor's draft (docs/screens.md "My Business"): a row per weekday, each not
 * given, closed, open from–to or open 24 hours; answered as the BusinessHours of
 * sync/schemas/business.ts, or null when no day is given.
 */
import { WEEKDAYS, businessHoursSchema, type BusinessHours, type Weekday } from '../../../sync/schemas/business';

export type DayMode = 'unset' | 'closed' | 'open' | 'allday';
type DayDraft = { mode: DayMode; open: string; close: string };
export type HoursDraft = Record<Weekday, DayDraft>;

const DEFAULT_OPEN = '08:00';
const DEFAULT_CLOSE = '18:00';
const WORKDAYS: readonly Weekday[] = ['tue', 'wed', 'thu', 'fri'];

export function hoursDraftOf(hours: BusinessHours | null | undefined): HoursDraft {
  const dayOf = (day: BusinessHours[Weekday]): DayDraft => {
    if (day === undefined) return { mode: 'unset', open: DEFAULT_OPEN, close: DEFAULT_CLOSE };
    if (day === null) return { mode: 'closed', open: DEFAULT_OPEN, close: DEFAULT_CLOSE };
    if (day[0] === '00:00' && day[1] === '24:00') return { mode: 'allday', open: DEFAULT_OPEN, close: DEFAULT_CLOSE };
    return { mode: 'open', open: day[0], close: day[1] };
  };
  return Object.fromEntries(WEEKDAYS.map((d) => [d, dayOf(hours?.[d])])) as HoursDraft;
}

/** The draft as stored hours, days in weekday order; null when no day is given. */
export function hoursOfDraft(draft: HoursDraft): BusinessHours | null {
  const hours: BusinessHours = {};
  for (const d of WEEKDAYS) {
    const day = draft[d];
    if (day.mode === 'closed') hours[d] = null;
    else if (day.mode === 'allday') hours[d] = ['00:00', '24:00'];
    else if (day.mode === 'open') hours[d] = [day.open, day.close];
  }
  return Object.keys(hours).length > 0 ? hours : null;
}

/** "Copy Monday to all weekdays": Tuesday to Friday take Monday's row. */
export function copyMondayToWeekdays(draft: HoursDraft): HoursDraft {
  const next = { ...draft };
  for (const d of WORKDAYS) next[d] = { ...draft.mon };
  return next;
}

/** The draft checked by the shared schema: the hours to send or the schema's message. */
export function checkHours(
  draft: HoursDraft,
): { ok: true; value: BusinessHours | null } | { ok: false; error: string } {
  const value = hoursOfDraft(draft);
  if (value === null) return { ok: true, value };
  const parsed = businessHoursSchema.safeParse(value);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, error: parsed.error.issues[0]!.message };
}

/** Whether the hours differ from the saved ones (both in weekday order, as hoursOfDraft answers). */
export function hoursChanged(next: BusinessHours | null, saved: BusinessHours | null | undefined): boolean {
  return JSON.stringify(next) !== JSON.stringify(hoursOfDraft(hoursDraftOf(saved)));
}
