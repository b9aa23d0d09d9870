import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Dispatch, SetStateAction } from 'react';
import { WEEKDAYS, type Weekday } from '../../../sync/schemas/business';
import { copyMondayToWeekdays, type DayMode, type HoursDraft } from './hours-draft';
import './hours-editor.css';

const SHORT: Record<Weekday, MessageDescriptor> = {
  mon: msg`Mon`,
  tue: msg`Tue`,
  wed: msg`Wed`,
  thu: msg`Thu`,
  fri: msg`Fri`,
  sat: msg`Sat`,
  sun: msg`Sun`,
};
const MODES: { value: DayMode; label: MessageDescriptor }[] = [
  { value: 'unset', label: msg`Not given` },
  { value: 'closed', label: msg`Closed` },
  { value: 'open', label: msg`Open` },
  { value: 'allday', label: msg`Open 24 hours` },
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
  const { t } = useLingui();
  const setDay = (day: Weekday, change: Partial<HoursDraft[Weekday]>) =>
    setDraft((d) => ({ ...d, [day]: { ...d[day], ...change } }));
  return (
    <fieldset className="hours-editor" aria-describedby={error ? 'hours-error' : undefined}>
      <legend>
        <Trans>Opening hours (East Africa Time)</Trans>
      </legend>
      {WEEKDAYS.map((d) => {
        const day = t(SHORT[d]);
        return (
          <div key={d} className="hours-row">
            <span className="hours-day" id={`hours-${d}`}>
              {day}
            </span>
            <select
              aria-labelledby={`hours-${d}`}
              value={draft[d].mode}
              onChange={(e) => setDay(d, { mode: e.target.value as DayMode })}
            >
              {MODES.map((m) => (
                <option key={m.value} value={m.value}>
                  {t(m.label)}
                </option>
              ))}
            </select>
            {draft[d].mode === 'open' && (
              <span className="hours-times">
                <input
                  type="time"
                  aria-label={t`${day} opens`}
                  value={draft[d].open}
                  onChange={(e) => setDay(d, { open: e.target.value })}
                />
                <span aria-hidden="true">–</span>
                <input
                  type="time"
                  aria-label={t`${day} closes`}
                  value={draft[d].close}
                  onChange={(e) => setDay(d, { close: e.target.value })}
                />
              </span>
            )}
          </div>
        );
      })}
      <button type="button" className="btn btn-outline btn-sm" onClick={() => setDraft(copyMondayToWeekdays)}>
        <Trans>Copy Monday to all weekdays</Trans>
      </button>
      {error && (
        <p className="field-error" id="hours-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
