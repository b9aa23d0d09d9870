import type { Dispatch, SetStateAction } from 'react';
import { WEEKDAYS, type Weekday } from '../../../sync/schemas/business';
import { copyMondayToWeekdays, type DayMode, type HoursDraft } from './hours-draft';
import './hours-editor.css';

const SHORT: Record<Weekday, string> = {
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
  sun: 'Sun',
};
const MODES: { value: DayMode; label: string }[] = [
  { value: 'unset', label: 'Not given' },
  { value: 'closed', label: 'Closed' },
  { value: 'open', label: 'Open' },
  { value: 'allday', label: 'Open 24 hours' },
];

/**
 * Opening hours in Edit Business (docs/screens.md "My Business"): a row per weekday,
 * Closed / Open from–to / Open 24 hours, times in East Africa Time; compact enough for 360 px.
 */
export function HoursEditor({
  draft,
  setDraft,
  error,
}: {
  draft: HoursDraft;
  setDraft: Dispatch<SetStateAction<HoursDraft>>;
  error?: string;
}) {
  const setDay = (day: Weekday, change: Partial<HoursDraft[Weekday]>) =>
    setDraft((d) => ({ ...d, [day]: { ...d[day], ...change } }));
  return (
    <fieldset className="hours-editor" aria-describedby={error ? 'hours-error' : undefined}>
      <legend>Opening hours (East Africa Time)</legend>
      {WEEKDAYS.map((d) => (
        <div key={d} className="hours-row">
          <span className="hours-day" id={`hours-${d}`}>
            {SHORT[d]}
          </span>
          <select
            aria-labelledby={`hours-${d}`}
            value={draft[d].mode}
            onChange={(e) => setDay(d, { mode: e.target.value as DayMode })}
          >
            {MODES.map((m) => (
              <option key={m.value} value={m.value}>
                {m.label}
              </option>
            ))}
          </select>
          {draft[d].mode === 'open' && (
            <span className="hours-times">
              <input
                type="time"
                aria-label={`${SHORT[d]} opens`}
                value={draft[d].open}
                onChange={(e) => setDay(d, { open: e.target.value })}
              />
              <span aria-hidden="true">–</span>
              <input
                type="time"
                aria-label={`${SHORT[d]} closes`}
                value={draft[d].close}
                onChange={(e) => setDay(d, { close: e.target.value })}
              />
            </span>
          )}
        </div>
      ))}
      <button type="button" className="btn btn-outline btn-sm" onClick={() => setDraft(copyMondayToWeekdays)}>
        Copy Monday to all weekdays
      </button>
      {error && (
        <p className="field-error" id="hours-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
