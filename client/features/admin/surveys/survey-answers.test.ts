import { describe, expect, it } from 'vitest';
import { MESSAGE_PREVIEW_ADMIN, REPORT_PREVIEW } from '../../../../sync/constants';
import { preview, shortId } from '../display';
import { formatAnswer } from './survey-answers';

describe('how admin screens write values (docs/screens.md "Admin surveys")', () => {
  it.each([
    { type: 'rating', value: 4, text: '4/5 stars' },
    { type: 'yes_no', value: true, text: 'Yes' },
    { type: 'yes_no', value: false, text: 'No' },
    { type: 'yes_no', value: 'yes', text: 'Yes' },
    { type: 'text', value: 'Fresh bread', text: 'Fresh bread' },
    { type: 'multiple_choice', value: 'Owino', text: 'Owino' },
    { type: 'text', value: '  ', text: 'No answer' },
    { type: 'rating', value: null, text: 'No answer' },
    { type: 'yes_no', value: undefined, text: 'No answer' },
  ] as const)('$type answer $value → $text', ({ type, value, text }) => {
    expect(formatAnswer({ type }, value)).toBe(text);
  });

  it('shows ids as their first 8 characters', () => {
    expect(shortId('c9f1a2b3-77aa-4e0b')).toBe('c9f1a2b3');
    expect(shortId(12345)).toBe('12345');
  });

  it('previews messages at 60 and report descriptions at 50 characters', () => {
    const long = 'x'.repeat(80);
    expect(preview(long, MESSAGE_PREVIEW_ADMIN)).toBe(`${'x'.repeat(60)}...`);
    expect(preview(long, REPORT_PREVIEW)).toBe(`${'x'.repeat(50)}...`);
    expect(preview('short', MESSAGE_PREVIEW_ADMIN)).toBe('short');
  });
});
