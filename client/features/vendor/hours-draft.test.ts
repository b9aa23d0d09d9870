import { describe, expect, it } from 'vitest';
import { checkHours, copyMondayToWeekdays, hoursChanged, hoursDraftOf, hoursOfDraft } from './hours-draft';

describe('the hours editor draft', () => {
  it('round-trips stored hours, days in weekday order', () => {
    const hours = {
      sun: null,
      mon: ['08:00', '18:00'] as [string, string],
      sat: ['00:00', '24:00'] as [string, string],
    };
    expect(JSON.stringify(hoursOfDraft(hoursDraftOf(hours)))).toBe(
      '{"mon":["08:00","18:00"],"sat":["00:00","24:00"],"sun":null}',
    );
    expect(hoursOfDraft(hoursDraftOf(null))).toBeNull();
  });

  it('copies Monday to Tuesday–Friday, not the weekend', () => {
    const draft = hoursDraftOf({ mon: ['07:30', '19:00'], sat: null });
    expect(hoursOfDraft(copyMondayToWeekdays(draft))).toEqual({
      mon: ['07:30', '19:00'],
      tue: ['07:30', '19:00'],
      wed: ['07:30', '19:00'],
      thu: ['07:30', '19:00'],
      fri: ['07:30', '19:00'],
      sat: null,
    });
  });

  it('checks times with the shared schema', () => {
    const draft = hoursDraftOf(null);
    expect(checkHours({ ...draft, mon: { mode: 'open', open: '', close: '18:00' } })).toEqual({
      ok: false,
      error: 'Please enter opening hours like 08:00–18:00',
    });
    expect(checkHours(draft)).toEqual({ ok: true, value: null });
  });

  it('knows when the hours changed, whatever the saved key order', () => {
    expect(hoursChanged({ mon: ['08:00', '18:00'], sun: null }, { sun: null, mon: ['08:00', '18:00'] })).toBe(false);
    expect(hoursChanged(null, undefined)).toBe(false);
    expect(hoursChanged({ mon: null }, null)).toBe(true);
  });
});
