import { describe, expect, it } from 'vitest';
import { growthNote } from './growth-note';

describe('growthNote', () => {
  it.each([
    ['a zero card the API says grew 100%', 0, 100, null],
    ['a zero card with no change', 0, 0, null],
    ['no change', 12, 0, 'No change this month'],
    ['growth', 12, 50, '+50% this month'],
    ['decline', 12, -33.3, '-33.3% this month'],
    ['one decimal at most', 12, 12.345, '+12.3% this month'],
    ['no figure', 12, undefined, null],
  ])('%s', (_n, value, growth, note) => {
    expect(growthNote(value, growth)).toBe(note);
  });
});
