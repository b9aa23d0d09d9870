/**
 * Opening hours per weekday (docs/screens.md "My Business"), stored as this compact JSON in
 * `businesses.hours`: {"mon":["08:00","18:00"],"sun":null}. One definition of valid hours, in plain
 * code: the offline store reads the hours of every business it pulls (client/store/decode.ts), and
 * building zod's business schemas for that held home's first seconds (docs/decisions/010, "home's
 * boot in smaller tasks"); the schema of a business written by its owner (./business.ts) checks
 * hours with the same function.
 */

/** Weekdays in display order; the keys of BusinessHours. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * One day: null is closed, [open, close] is open. A close before the open runs past midnight
 * (a bar open 18:00–02:00); the same time twice is refused. 00:00–24:00 is open 24 hours.
 */
type DayHours = [open: string, close: string] | null;

/** A day left out was not given. */
export type BusinessHours = { [day in Weekday]?: DayHours | undefined };

/** "HH:MM" on a 24-hour clock; "24:00" only closes (open 24 hours is 00:00–24:00). */
const CLOCK_TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$|^24:00$/;

function isClockTime(value: unknown): value is string {
  return typeof value === 'string' && CLOCK_TIME.test(value);
}

function isDayHours(value: unknown): value is DayHours {
  if (value === null) return true;
  if (!Array.isArray(value) || value.length !== 2) return false;
  const [open, close] = value as unknown[];
  return isClockTime(open) && isClockTime(close) && open !== close && open !== '24:00';
}

const DAYS: ReadonlySet<string> = new Set(WEEKDAYS);

/** Whether a value is BusinessHours: an object of weekdays only, each closed, open or not given. */
export function isBusinessHours(value: unknown): value is BusinessHours {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(([day, hours]) => DAYS.has(day) && (hours === undefined || isDayHours(hours)));
}

/** The same hours with their days in weekday order, as they are stored and compared. */
export function inWeekdayOrder(hours: BusinessHours): BusinessHours {
  const ordered: BusinessHours = {};
  for (const day of WEEKDAYS) if (day in hours) ordered[day] = hours[day];
  return ordered;
}

/** A multipart form sends the hours' JSON as text: text is parsed first, anything else is left as it is. */
export function hoursJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** Stored hours text (or a pulled cell) as BusinessHours; null when absent or not valid hours. */
export function parseBusinessHours(text: unknown): BusinessHours | null {
  if (typeof text !== 'string' || text === '') return null;
  const hours = hoursJson(text);
  return isBusinessHours(hours) ? inWeekdayOrder(hours) : null;
}
