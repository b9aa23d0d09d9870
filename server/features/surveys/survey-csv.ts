/**
 * The CSV export of a survey's responses (spec 02 §9): RFC 4180 — fields with a comma, quote,
 * CR or LF are quoted and quotes doubled; records end with CRLF. Columns: Response ID, Name,
 * Email, Phone, Submitted At, then one per question (its text as header). Ratings read
 * "n/5 stars", yes/no read "Yes"/"No", a missing answer is empty.
 * Every cell that starts with = + - @, a tab or a carriage return gets a leading apostrophe, so a
 * spreadsheet opening the file shows it instead of running it as a formula (OWASP CSV injection):
 * a phone number "+256…" reads "'+256…", still legible. Headers are admin text, answers the
 * respondent's: both are cells.
 */
import { RATING_MAX } from '../../../sync/constants';
import type { QuestionType, SurveyAnswer } from '../../../sync/schemas/survey';

export type CsvQuestion = { id: number; type: QuestionType; question: string };
export type CsvResponse = {
  id: number;
  name: string | null;
  email: string | null;
  phoneNumber: string | null;
  createdAt: Date;
  answers: Record<string, SurveyAnswer>;
};

const CRLF = '\r\n';

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(text: string): string {
  const value = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export function formatAnswer(type: QuestionType, value: SurveyAnswer | undefined): string {
  if (value === undefined || value === '') return '';
  if (type === 'rating') return `${value}/${RATING_MAX} stars`;
  if (type === 'yes_no') return value === true || value === 'yes' || value === 'true' ? 'Yes' : 'No';
  return String(value);
}

export function buildResponsesCsv(questions: readonly CsvQuestion[], responses: readonly CsvResponse[]): string {
  const header = ['Response ID', 'Name', 'Email', 'Phone', 'Submitted At', ...questions.map((q) => q.question)];
  const rows = responses.map((r) => [
    String(r.id),
    r.name ?? '',
    r.email ?? '',
    r.phoneNumber ?? '',
    r.createdAt.toISOString(),
    ...questions.map((q) => formatAnswer(q.type, r.answers[String(q.id)])),
  ]);
  return [header, ...rows].map((fields) => fields.map(csvField).join(',') + CRLF).join('');
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
