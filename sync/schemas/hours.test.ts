import { describe, expect, it } from 'vitest';
import { businessHoursSchema } from './business';
import { isBusinessHours, parseBusinessHours } from './hours';

describe('isBusinessHours', () => {
  it.each([
    [{ mon: ['08:00', '18:00'], sun: null }],
    [{ sat: ['00:00', '24:00'] }],
    [{ fri: ['18:00', '02:00'] }],
    [{ tue: undefined }],
    [{}],
  ])('accepts %j', (hours) => {
    expect(isBusinessHours(hours)).toBe(true);
  });

  it.each([
    [{ mon: ['8:00', '18:00'] }],
    [{ mon: ['08:00', '25:00'] }],
    [{ mon: ['08:00', '08:00'] }],
    [{ mon: ['24:00', '08:00'] }],
    [{ mon: ['08:00'] }],
    [{ mon: ['08:00', '18:00', '20:00'] }],
    [{ mon: [8, 18] }],
    [{ monday: ['08:00', '18:00'] }],
    [{ mon: 'closed' }],
    ['{"mon":null}'],
    [null],
    [[1, 2]],
  ])('refuses %j', (hours) => {
    expect(isBusinessHours(hours)).toBe(false);
  });
});

describe('parseBusinessHours', () => {
  it('reads stored text in weekday order, as the owner schema answers it', () => {
    const text = '{"sun":null,"mon":["08:00","18:00"]}';
    const parsed = parseBusinessHours(text);
    expect(JSON.stringify(parsed)).toBe('{"mon":["08:00","18:00"],"sun":null}');
    expect(JSON.stringify(businessHoursSchema.parse(text))).toBe(JSON.stringify(parsed));
  });

  it('is null for what is not valid hours', () => {
    expect(parseBusinessHours('{"mon":["08:00","08:00"]}')).toBeNull();
    expect(parseBusinessHours('not json')).toBeNull();
    expect(parseBusinessHours(42)).toBeNull();
  });
});
