import { describe, expect, it } from 'vitest';
import type { BusinessHours } from '../../../sync/schemas/business';
import { dayHoursText, hasHours, isOpenNow, marketClock } from './opening-hours';

// 2026-11-23 is a Monday. East Africa Time is UTC+3.
const eat = (iso: string) => new Date(`${iso}+03:00`);

describe('marketClock', () => {
  it('reads the weekday and time in East Africa Time, not UTC', () => {
    expect(marketClock(new Date('2026-11-23T22:30:00Z'))).toEqual({ day: 'tue', minutes: 90 });
    expect(marketClock(eat('2026-11-29T23:59:00'))).toEqual({ day: 'sun', minutes: 23 * 60 + 59 });
  });
});

describe('isOpenNow', () => {
  const hours: BusinessHours = { mon: ['08:00', '18:00'], tue: ['18:00', '02:00'], wed: null, sat: ['00:00', '24:00'] };

  it('open between the times, closed outside (the close minute is closed)', () => {
    expect(isOpenNow(hours, eat('2026-11-23T08:00:00'))).toBe(true);
    expect(isOpenNow(hours, eat('2026-11-23T17:59:00'))).toBe(true);
    expect(isOpenNow(hours, eat('2026-11-23T18:00:00'))).toBe(false);
    expect(isOpenNow(hours, eat('2026-11-23T07:59:00'))).toBe(false);
  });

  it('uses East Africa Time whatever the UTC day', () => {
    // Monday 23:30 UTC is Tuesday 02:30 EAT: Tuesday's 18:00 has not come, Monday night is over
    expect(isOpenNow(hours, new Date('2026-11-23T23:30:00Z'))).toBe(false);
    // Monday 16:00 UTC is 19:00 EAT: closed (Monday closes 18:00)
    expect(isOpenNow(hours, new Date('2026-11-23T16:00:00Z'))).toBe(false);
    // Monday 06:00 UTC is 09:00 EAT: open
    expect(isOpenNow(hours, new Date('2026-11-23T06:00:00Z'))).toBe(true);
  });

  it('hours past midnight carry into the next morning', () => {
    expect(isOpenNow(hours, eat('2026-11-24T23:00:00'))).toBe(true);
    expect(isOpenNow(hours, eat('2026-11-25T01:30:00'))).toBe(true); // Wednesday (closed) but Tuesday night
    expect(isOpenNow(hours, eat('2026-11-25T02:00:00'))).toBe(false);
  });

  it('open 24 hours is open all day; closed days are closed', () => {
    expect(isOpenNow(hours, eat('2026-11-28T00:00:00'))).toBe(true);
    expect(isOpenNow(hours, eat('2026-11-28T23:59:00'))).toBe(true);
    expect(isOpenNow(hours, eat('2026-11-25T12:00:00'))).toBe(false);
  });

  it('null when it cannot say', () => {
    expect(isOpenNow(null, eat('2026-11-23T12:00:00'))).toBeNull();
    expect(isOpenNow({}, eat('2026-11-23T12:00:00'))).toBeNull();
    // Thursday is not given, but Wednesday is (closed): closed
    expect(isOpenNow(hours, eat('2026-11-26T12:00:00'))).toBe(false);
    // Friday: neither Friday nor Thursday given
    expect(isOpenNow(hours, eat('2026-11-27T12:00:00'))).toBeNull();
  });
});

describe('dayHoursText and hasHours', () => {
  it('reads a day', () => {
    expect(dayHoursText(['08:00', '18:00'])).toBe('08:00–18:00');
    expect(dayHoursText(['00:00', '24:00'])).toBe('Open 24 hours');
    expect(dayHoursText(null)).toBe('Closed');
    expect(dayHoursText(undefined)).toBe('Not given');
  });
  it('hasHours needs a given day', () => {
    expect(hasHours(null)).toBe(false);
    expect(hasHours({})).toBe(false);
    expect(hasHours({ sun: null })).toBe(true);
  });
});
