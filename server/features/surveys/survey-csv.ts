/**
 * The CSV export of a survey's responses (docs/screens.md "Admin surveys"): RFC 4180 — fields
 * with a comma, quote, CR or LF are quoted and quotes doubled; records end with CRLF. Columns:
 * Response ID, Name, Email, Phone, Submitted At, then one per question of the survey, in its order
 * (its text as header). Ratings read "n/5 stars", yes/no read "Yes"/"No", a missing answer is empty.
 * No answer is ever dropped (docs/product.md "Surveys"): an answer to a question the survey no
 * longer has (removed before answered questions were kept) gets a column of its own after them,
 * headed "Removed question #id".
 * Every cell that starts with = + - @, a tab or a carriage return gets a leading apostrophe, so a
 * spreadsheet opening the file shows it instead of running it as a formula (OWASP CSV injection):
 * a phone number "+256…" reads "'+256…", still legible. Headers are admin text, answers the
 * respondent's: both are cells.
 */
import { RATING_MAX } from '../../../sync/constants';
import type { QuestionType, SurveyAnswer } from '../../../sync/schemas/survey';

export type CsvQuestion = { id: number | string; type: QuestionType; question: string };
export type CsvResponse = {
  id: number;
  name: string | null;
  email: string | null;
  phoneNumber: string | null;
  createdAt: Date;
  answers: Record<string, SurveyAnswer>;
};

/** Leads every CSV the admin exports (this one, audit/admin-export.ts): spreadsheets then read UTF-8 names right. */
export const CSV_BOM = '\uFEFF';
const CRLF = '\r\n';

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(text: string): string {
  const value = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

function formatAnswer(type: QuestionType, value: SurveyAnswer | undefined): string {
  if (value === undefined || value === '') return '';
  if (type === 'rating') return `${value}/${RATING_MAX} stars`;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (type === 'yes_no') return ['yes', 'true'].includes(String(value).toLowerCase()) ? 'Yes' : 'No';
  return String(value);
}

/** The survey's questions, then one column per question id that has answers but is not among them, by id. */
function csvColumns(questions: readonly CsvQuestion[], responses: readonly CsvResponse[]): CsvQuestion[] {
  const known = new Set(questions.map((q) => String(q.id)));
  const removed = new Set<string>();
  for (const r of responses) {
    for (const [key, value] of Object.entries(r.answers)) {
      if (!known.has(key) && formatAnswer('text', value) !== '') removed.add(key);
    }
  }
  const extra = [...removed]
    .sort((a, b) => Number(a) - Number(b) || a.localeCompare(b))
    .map((key): CsvQuestion => ({ id: key, type: 'text', question: `Removed question #${key}` }));
  return [...questions, ...extra];
}

export function buildResponsesCsv(surveyQuestions: readonly CsvQuestion[], responses: readonly CsvResponse[]): string {
  const questions = csvColumns(surveyQuestions, responses);
  const header = ['Response ID', 'Name', 'Email', 'Phone', 'Submitted At', ...questions.map((q) => q.question)];
  const rows = responses.map((r) => [
    String(r.id),
    r.name ?? '',
    r.email ?? '',
    r.phoneNumber ?? '',
    r.createdAt.toISOString(),
    ...questions.map((q) => formatAnswer(q.type, r.answers[String(q.id)])),
  ]);
  return CSV_BOM + [header, ...rows].map((fields) => fields.map(csvField).join(',') + CRLF).join('');
}

/** `attachment` with `{survey name}_responses.csv`: an ASCII fallback plus the exact UTF-8 name. */
export function responsesContentDisposition(surveyName: string): string {
  const fileName = `${surveyName.replace(/[/\\]/g, '_')}_responses.csv`;
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
