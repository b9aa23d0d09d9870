/**
 * Free text typed by people (names, titles, messages, comments, descriptions, addresses): one
 * builder for every write schema, so the device's form and the server refuse the same text.
 * Refused with a field message: NUL and other control characters (C0, DEL, C1; a multi-line
 * field keeps newline and tab), in a single-line field the line and paragraph separators
 * (U+2028, U+2029: line breaks to every text renderer, and raw line ends in older JavaScript
 * strings), bidirectional overrides and isolates (U+202A–U+202E,
 * U+2066–U+2069, which reorder what a reader sees) and lone surrogates (text no font shows and
 * some databases and spreadsheets mangle). Stripped, since that loses nothing: blank and invisible
 * characters at either end (zero-width spaces and joiners, U+2060, U+FEFF, Hangul fillers…), and
 * in a multi-line field CR LF becomes LF. A text of invisible characters only is thus blank.
 */
import { z } from 'zod';
import type { FieldMessage } from '../i18n-default';

/** Invisible characters with no meaning at the ends of a text. */
const EDGE_INVISIBLE =
  '(?:[\\s\\u00AD\\u115F\\u1160\\u180E\\u200B-\\u200F\\u2060-\\u2064\\u2800\\u3164\\uFEFF\\uFFA0]|\\u034F|\\u17B4|\\u17B5)';
const EDGES = new RegExp(`^${EDGE_INVISIBLE}+|${EDGE_INVISIBLE}+$`, 'gu');
const CONTROL_SINGLE_LINE = /[\p{Cc}\u2028\u2029]/u;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_MULTI_LINE = /[\0-\x08\x0B-\x1F\x7F-\x9F]/;
const BIDI_OVERRIDE = /[\u202A-\u202E\u2066-\u2069]/;
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
/** A character a reader can see: not blank, a format character, a control, a lone mark or a filler. */
const VISIBLE = /[^\s\p{Cf}\p{Cc}\p{Mn}\p{Me}\u115F\u1160\u2800\u3164\uFFA0]/u;

export type TextOptions = {
  /** A textarea: newlines and tabs are kept. */
  multiline?: boolean;
};

/** Removes what carries nothing: invisible ends, and CR (a multi-line field's lines end with LF). */
export function cleanText(value: string, { multiline = false }: TextOptions = {}): string {
  const text = multiline ? value.replace(/\r\n?/g, '\n') : value;
  return text.replace(EDGES, '');
}

/** Why a text is refused, in a sentence that starts with its label; null when it is fine. */
export function textProblem(value: string, label: string, { multiline = false }: TextOptions = {}): string | null {
  if ((multiline ? CONTROL_MULTI_LINE : CONTROL_SINGLE_LINE).test(value))
    return `${label} contains a control character${multiline ? '' : ' or a line break'}; please remove it`;
  if (BIDI_OVERRIDE.test(value)) return `${label} contains a text-direction override character; please remove it`;
  if (LONE_SURROGATE.test(value)) return `${label} contains a broken character; please type it again`;
  if (value !== '' && !VISIBLE.test(value)) return `${label} has no visible characters`;
  return null;
}

/** Blank (or invisible-only) text is "not given". */
function isBlankText(value: unknown): boolean {
  return typeof value === 'string' && cleanText(value, { multiline: true }).trim() === '';
}
export const blankToNull = (v: unknown) => (isBlankText(v) ? null : v);
export const blankToUndefined = (v: unknown) => (v === null || isBlankText(v) ? undefined : v);

/**
 * A text field: cleaned, then refused with `label`'s message when unsafe. Chain `.min`/`.max`
 * as on any string; `error` is the message when the value is missing or not text, read when the
 * value is checked (sync/i18n-default.ts).
 */
export function textSchema(label: string, options: TextOptions & { error?: FieldMessage } = {}) {
  return z
    .string({ error: options.error ?? `${label} must be text` })
    .overwrite((value) => cleanText(value, options))
    .superRefine((value, ctx) => {
      const problem = textProblem(value, label, options);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, continue: false });
    });
}

/** The longest text an admin list search takes (as the users list, sync/schemas/user.ts). */
const ADMIN_SEARCH_MAX = 100;

/**
 * `?q=` of the admin lists (reviews, product reviews, businesses, messages, deliveries, reports): the words to find,
 * each in any of the searched fields. Blank means no search.
 */
export const adminSearchSchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.string().trim().max(ADMIN_SEARCH_MAX, `The search can be at most ${ADMIN_SEARCH_MAX} characters`).optional(),
);
