import { t } from '@lingui/core/macro';
import { z } from 'zod';
import { phoneSchema } from './phone';
import {
  ADMIN_LIST_MAX_LIMIT,
  QUESTION_TYPES,
  RATING_MAX,
  RATING_MIN,
  SURVEY_ADMIN_PAGE_SIZE,
  SURVEY_MAX_OPTIONS,
  SURVEY_MAX_QUESTIONS,
  SURVEY_NAME_MAX,
  SURVEY_QUESTION_MAX,
  SURVEY_RESPONSES_PAGE_SIZE,
  SURVEY_TEXT_ANSWER_MAX,
} from '../constants';
import { blankToUndefined, cleanText, textProblem, textSchema } from './text';
import '../i18n-default';

export type QuestionType = (typeof QUESTION_TYPES)[number];
export type SurveyAnswer = string | number | boolean;

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
/** Ids from the client builder may be temporary (non-numeric); only a positive integer names a stored question. */
const storedId = z.unknown().transform((v) => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : undefined;
});

const optionText = textSchema('An option', { error: () => t`Options are text` });

/**
 * A question as an admin writes it. `id` names the stored question it updates (new questions
 * have none). `optionRenames` says which stored options were renamed: their answers are renamed
 * too, so an option chosen in an answer can be renamed but never silently dropped
 * (docs/product.md "Surveys").
 */
export const surveyQuestionSchema = z
  .object({
    id: storedId.optional(),
    type: z.enum(QUESTION_TYPES, { error: () => t`Please choose a question type` }),
    question: textSchema('The question', { error: () => t`Question text is required` })
      .min(1, { error: () => t`Question text is required` })
      .max(SURVEY_QUESTION_MAX, { error: () => t`A question can be at most ${SURVEY_QUESTION_MAX} characters` }),
    required: z.boolean({ error: 'required must be true or false' }).optional(),
    options: z
      .array(optionText)
      .max(SURVEY_MAX_OPTIONS, { error: () => t`At most ${SURVEY_MAX_OPTIONS} options` })
      .optional(),
    optionRenames: z
      .array(z.object({ from: optionText, to: optionText }), { error: () => t`Option renames are a list` })
      .max(SURVEY_MAX_OPTIONS, { error: () => t`At most ${SURVEY_MAX_OPTIONS} options` })
      .optional(),
  })
  .transform((q) => {
    const options = q.type === 'multiple_choice' ? (q.options ?? []).filter(Boolean) : [];
    return {
      ...q,
      required: q.required ?? false,
      options,
      optionRenames: (q.optionRenames ?? []).filter((r) => r.from && r.to && r.from !== r.to),
    };
  })
  .superRefine((q, ctx) => {
    if (q.type !== 'multiple_choice') return;
    if (q.options.length < 2)
      ctx.addIssue({ code: 'custom', message: t`Please add at least 2 options`, path: ['options'] });
    else if (new Set(q.options).size !== q.options.length)
      ctx.addIssue({ code: 'custom', message: t`Options must be different`, path: ['options'] });
    const renamed = q.optionRenames.find((r) => !q.options.includes(r.to));
    if (renamed)
      ctx.addIssue({
        code: 'custom',
        message: `'${renamed.from}' is renamed to '${renamed.to}', which is not one of the options`,
        path: ['optionRenames'],
      });
    else if (new Set(q.optionRenames.map((r) => r.from)).size !== q.optionRenames.length)
      ctx.addIssue({ code: 'custom', message: t`An option can be renamed only once`, path: ['optionRenames'] });
  });
export type SurveyQuestionInput = z.infer<typeof surveyQuestionSchema>;

/** A survey as an admin writes it (docs/screens.md "Admin surveys"). */
const surveySchema = z.object({
  name: textSchema('The survey name', { error: () => t`Survey name is required` })
    .min(1, { error: () => t`Survey name is required` })
    .max(SURVEY_NAME_MAX, { error: () => t`The name can be at most ${SURVEY_NAME_MAX} characters` }),
  description: z.preprocess(
    blankToUndefined,
    textSchema('The description', { multiline: true })
      .max(2000, { error: () => t`The description is too long` })
      .optional(),
  ),
  questions: z
    .array(surveyQuestionSchema, { error: () => t`Please add at least one question` })
    .min(1, { error: () => t`Please add at least one question` })
    .max(SURVEY_MAX_QUESTIONS, { error: () => t`At most ${SURVEY_MAX_QUESTIONS} questions` }),
  isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
});
export type Survey = z.infer<typeof surveySchema>;

export const surveyCreateSchema = surveySchema;
/**
 * PUT /surveys/{id}: any of the fields. Questions, when sent, are the new list in order: a question
 * with the id of a stored one updates it in place, one without is added, a stored one left out is
 * removed. A question with answers keeps its type, stays, and keeps its chosen options, or the
 * update is refused (409) with a sentence naming the question (docs/product.md "Surveys").
 */
export const surveyUpdateSchema = surveySchema.partial();
export type SurveyUpdate = z.infer<typeof surveyUpdateSchema>;

/**
 * One question of GET /surveys/{id}/responses's `summary`, over every response (not one page):
 * `answers` counts the responses that answer it; `average` is the mean rating (one decimal) of a
 * rating question, else null; `options` has one bar per option of a choice question
 * (multiple_choice in its order, yes_no as Yes then No) with its count and its percentage of
 * `answers`, and is empty for the others.
 */
export type SurveyQuestionSummary = {
  questionId: number;
  type: QuestionType;
  question: string;
  answers: number;
  average: number | null;
  options: { option: string; count: number; percent: number }[];
};

const pageQuery = (defaultLimit: number) =>
  z.object({
    page: z.coerce.number().int().min(1).catch(1),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .catch(defaultLimit)
      .transform((n) => Math.min(n, ADMIN_LIST_MAX_LIMIT)),
  });
export const surveyListQuerySchema = pageQuery(SURVEY_ADMIN_PAGE_SIZE);
export const surveyResponsesQuerySchema = pageQuery(SURVEY_RESPONSES_PAGE_SIZE);

/** A response to a survey. Name, email and phone only count for anonymous respondents. */
const surveyResponseSchema = z.object({
  surveyId: z.coerce
    .number({ error: () => t`Survey is required` })
    .int({ error: () => t`Survey is required` })
    .positive({ error: () => t`Survey is required` }),
  answers: z
    .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]), {
      error: () => t`Answers are required`,
    })
    .default({}),
  name: z.preprocess(
    blankToUndefined,
    textSchema('The name')
      .max(120, { error: () => t`The name is too long` })
      .optional(),
  ),
  email: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .max(254, { error: () => t`The email is too long` })
      .pipe(z.email({ error: () => t`Please enter a valid email address` }))
      .optional(),
  ),
  phoneNumber: z.preprocess(emptyToUndefined, phoneSchema().optional()),
});
export type SurveyResponse = z.infer<typeof surveyResponseSchema>;

/** Arguments of `createSurveyResponse` and of the offline mutation. */
export const surveyResponseCreateSchema = surveyResponseSchema;
/** The body of POST /surveys/{id}/responses: the survey comes from the path. */
export const surveyResponseFormSchema = surveyResponseSchema.omit({ surveyId: true });

type QuestionRule = { id: number; type: QuestionType; required: boolean; options: readonly string[] };
export type AnswerCheck =
  { ok: true; answers: Record<string, SurveyAnswer> } | { ok: false; message: string; errors: Record<string, string> };

/**
 * Checks answers against the survey's questions (docs/screens.md "Surveys") and normalizes them:
 * ratings become integers, yes/no become booleans, text is cleaned (sync/schemas/text.ts). Error
 * keys are `answers.<questionId>`. The take form and the server run the same rules.
 */
export function checkSurveyAnswers(
  questions: readonly QuestionRule[],
  answers: Record<string, SurveyAnswer | null | undefined>,
): AnswerCheck {
  const errors: Record<string, string> = {};
  const known = new Set(questions.map((q) => String(q.id)));
  const unknown = Object.keys(answers).filter((key) => !known.has(key));
  for (const key of unknown) errors[`answers.${key}`] = t`This question is not part of the survey`;
  let missing = false;
  const normalized: Record<string, SurveyAnswer> = {};
  for (const q of questions) {
    const raw = answers[String(q.id)];
    const value = typeof raw === 'string' ? cleanText(raw, { multiline: true }) : raw;
    if (value === undefined || value === null || value === '') {
      if (q.required) {
        missing = true;
        errors[`answers.${q.id}`] = t`This question is required`;
      }
      continue;
    }
    const result = normalizeAnswer(q, value);
    if (typeof result === 'object') errors[`answers.${q.id}`] = result.error;
    else normalized[String(q.id)] = result;
  }
  if (Object.keys(errors).length === 0) return { ok: true, answers: normalized };
  const message = unknown.length
    ? t`Some answers are for questions that are not in this survey`
    : missing
      ? t`Please answer all required questions`
      : t`Please check your answers`;
  return { ok: false, message, errors };
}

function normalizeAnswer(q: QuestionRule, value: SurveyAnswer): SurveyAnswer | { error: string } {
  switch (q.type) {
    case 'rating': {
      const n = typeof value === 'string' ? Number(value) : value;
      return typeof n === 'number' && Number.isInteger(n) && n >= RATING_MIN && n <= RATING_MAX
        ? n
        : { error: t`Please choose a rating from ${RATING_MIN} to ${RATING_MAX}` };
    }
    case 'yes_no': {
      const text = typeof value === 'string' ? value.toLowerCase() : value;
      if (text === true || text === 'yes' || text === 'true') return true;
      if (text === false || text === 'no' || text === 'false') return false;
      return { error: t`Please answer yes or no` };
    }
    case 'multiple_choice':
      return typeof value === 'string' && q.options.includes(value)
        ? value
        : { error: t`Please choose one of the options` };
    case 'text': {
      if (typeof value !== 'string') return { error: t`Please enter your answer as text` };
      const problem = textProblem(value, 'Your answer', { multiline: true });
      if (problem) return { error: problem };
      return value.length <= SURVEY_TEXT_ANSWER_MAX
        ? value
        : { error: t`Your answer can be at most ${SURVEY_TEXT_ANSWER_MAX} characters` };
    }
  }
}
