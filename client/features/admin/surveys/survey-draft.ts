/**
 * The survey builder's state and rules: a name, an optional description and a list of
 * questions, each with its text, type, required flag and — for multiple_choice only — its
 * options. Validation is the shared surveyCreateSchema, so the builder and the API agree.
 * A stored question keeps its id and is sent with it, so the server updates it in place and its
 * answers stay attached; one with answers keeps its type and stays (docs/product.md "Surveys").
 */
import { t } from '@lingui/core/macro';
import type { SurveyView } from '../../../../sync/answers/survey';
import type { QuestionType } from '../../../../sync/schemas/survey';
import { surveyCreateSchema } from '../../../../sync/schemas/survey';

export type DraftOption = {
  /** Stable key for React. */
  key: string;
  text: string;
  /** The option's text as stored, for an option the survey already had: editing it is a rename. */
  stored?: string;
};

export type DraftQuestion = {
  /** Stable key for React and reordering; stored questions also carry their id. */
  key: string;
  id?: number;
  type: QuestionType;
  question: string;
  required: boolean;
  options: DraftOption[];
  /** How many responses answer the stored question (0 for a new one). */
  answers: number;
};

export type SurveyDraft = { name: string; description: string; questions: DraftQuestion[] };

export type DraftErrors = {
  name?: string;
  questions?: string;
  byQuestion: Record<number, { question?: string; options?: string }>;
};

let nextKey = 0;
const key = (prefix: string) => {
  nextKey += 1;
  return `${prefix}${nextKey}`;
};

export function newOption(text = '', stored?: string): DraftOption {
  return { key: key('o'), text, ...(stored !== undefined && { stored }) };
}

export function newQuestion(type: QuestionType = 'text'): DraftQuestion {
  return {
    key: key('q'),
    type,
    question: '',
    required: false,
    options: type === 'multiple_choice' ? [newOption(), newOption()] : [],
    answers: 0,
  };
}

export function emptyDraft(): SurveyDraft {
  return { name: '', description: '', questions: [newQuestion()] };
}

/** The builder's start for a stored survey, as GET /surveys/{id} gives it to an admin. */
export function draftOf(survey: Pick<SurveyView, 'name' | 'description' | 'questions'>): SurveyDraft {
  return {
    name: survey.name,
    description: survey.description,
    questions: survey.questions.map((q) => ({
      ...newQuestion(q.type),
      id: q.id,
      question: q.question,
      required: q.required,
      options: q.options.map((o) => newOption(o, o)),
      answers: q.answers ?? 0,
    })),
  };
}

/** Changing the type keeps the text; only multiple_choice has options, and starts with two blanks. */
export function withType(q: DraftQuestion, type: QuestionType): DraftQuestion {
  const options = type === 'multiple_choice' && !q.options.length ? [newOption(), newOption()] : q.options;
  return { ...q, type, options };
}

export function moveQuestion(questions: DraftQuestion[], index: number, by: -1 | 1): DraftQuestion[] {
  const target = index + by;
  if (target < 0 || target >= questions.length) return questions;
  const next = [...questions];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/**
 * The body of POST /surveys and PUT /surveys/{id}: stored questions with their id; options for
 * multiple_choice only, with the stored options whose text was edited as renames.
 */
export function surveyPayload(draft: SurveyDraft) {
  return {
    name: draft.name.trim(),
    description: draft.description.trim(),
    questions: draft.questions.map((q) => {
      const renames = q.options
        .map((o) => ({ from: o.stored ?? '', to: o.text.trim() }))
        .filter((r) => r.from && r.to && r.from !== r.to);
      return {
        ...(q.id ? { id: q.id } : {}),
        type: q.type,
        question: q.question.trim(),
        required: q.required,
        ...(q.type === 'multiple_choice'
          ? {
              options: q.options.map((o) => o.text.trim()).filter(Boolean),
              ...(renames.length ? { optionRenames: renames } : {}),
            }
          : {}),
      };
    }),
  };
}

export type SurveyPayload = ReturnType<typeof surveyPayload>;

export function checkSurvey(draft: SurveyDraft): DraftErrors {
  const errors: DraftErrors = { byQuestion: {} };
  const payload = surveyPayload(draft);
  // The schema checks options only once a question's text is valid; say both at once.
  payload.questions.forEach((q, i) => {
    if (q.options && q.options.length < 2) errors.byQuestion[i] = { options: t`Please add at least 2 options` };
  });
  const result = surveyCreateSchema.safeParse(payload);
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const [first, index, at] = issue.path;
    const field = at === 'optionRenames' ? 'options' : at;
    if (first === 'name') errors.name ??= issue.message;
    else if (first === 'questions' && typeof index === 'number' && (field === 'question' || field === 'options')) {
      const entry = (errors.byQuestion[index] ??= {});
      entry[field] ??= issue.message;
    } else if (first === 'questions') errors.questions ??= issue.message;
  }
  return errors;
}

export function hasErrors(errors: DraftErrors): boolean {
  return Boolean(errors.name || errors.questions || Object.keys(errors.byQuestion).length);
}
