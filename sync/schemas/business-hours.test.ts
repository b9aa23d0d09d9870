import { describe, expect, it } from 'vitest';
import { businessHoursSchema, businessUpdateSchema, parseBusinessHours } from './business';

describe('businessHoursSchema', () => {
  it.each([
    [{ mon: ['08:00', '18:00'], sun: null }],
    [{ sat: ['00:00', '24:00'] }],
    [{ fri: ['18:00', '02:00'] }],
    [{}],
  ])('accepts %j', (hours) => {
    expect(businessHoursSchema.safeParse(hours).success).toBe(true);
  });

  it.each([
    [{ mon: ['8:00', '18:00'] }],
    [{ mon: ['08:00', '25:00'] }],
    [{ mon: ['08:00', '08:00'] }],
    [{ mon: ['24:00', '08:00'] }],
    [{ mon: ['08:00'] }],
    [{ monday: ['08:00', '18:00'] }],
    [{ mon: 'closed' }],
    ['not json'],
    [[1, 2]],
  ])('refuses %j', (hours) => {
    expect(businessHoursSchema.safeParse(hours).success).toBe(false);
  });

  it('parses JSON text, as a multipart form sends it', () => {
    expect(businessHoursSchema.parse('{"mon":["08:00","18:00"],"sun":null}')).toEqual({
      mon: ['08:00', '18:00'],
      sun: null,
    });
  });

  it('is optional on update; blank or null clears', () => {
    expect(businessUpdateSchema.parse({}).hours).toBeUndefined();
    expect(businessUpdateSchema.parse({ hours: '' }).hours).toBeNull();
    expect(businessUpdateSchema.parse({ hours: null }).hours).toBeNull();
    expect(businessUpdateSchema.safeParse({ hours: { mon: ['x', 'y'] } }).success).toBe(false);
  });

  it('parseBusinessHours reads stored text and ignores anything else', () => {
    expect(parseBusinessHours('{"tue":["09:00","17:00"]}')).toEqual({ tue: ['09:00', '17:00'] });
    expect(parseBusinessHours(null)).toBeNull();
    expect(parseBusinessHours('')).toBeNull();
    expect(parseBusinessHours('{"tue":"x"}')).toBeNull();
  });
});
