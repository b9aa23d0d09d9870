/**
 * The survey builder's state and rules (spec 02 §5): a name, an optional description and a list
 * of questions, each with its text, type, required flag and — for multiple_choice only — its
 * options. Validation is the shared surveySchema, so the builder and the API agree.
 */
import type { QuestionType } from '../../../../sync/schemas/survey';
import { surveySchema } from '../../../../sync/schemas/survey';

export type DraftQuestion = {
  /** Stable key for React and reordering; stored questions also carry their id. */
  key: string;
  id?: number;
  type: QuestionType;
  question: string;
  required: boolean;
  options: string[];
};

export type SurveyDraft = { name: string; description: string; questions: DraftQuestion[] };

export type DraftErrors = {
  name?: string;
  questions?: string;
  byQuestion: Record<number, { question?: string; options?: string }>;
};

let nextKey = 0;
export function newQuestion(type: QuestionType = 'text'): DraftQuestion {
  nextKey += 1;
  return {
    key: `q${nextKey}`,
    type,
    question: '',
    required: false,
    options: type === 'multiple_choice' ? ['', ''] : [],
  };
}

export function emptyDraft(): SurveyDraft {
  return { name: '', description: '', questions: [newQuestion()] };
}

type StoredSurvey = {
  name: string;
  description?: string | null;
  questions?: { id: number; type: QuestionType; question: string; required: boolean; options?: string[] | null }[];
};

export function draftOf(survey: StoredSurvey): SurveyDraft {
  return {
    name: survey.name,
    description: survey.description ?? '',
    questions: (survey.questions ?? []).map((q) => ({
      ...newQuestion(q.type),
      id: q.id,
      question: q.question,
      required: q.required,
      options: q.options ?? [],
    })),
  };
}

/** Changing the type keeps the text; only multiple_choice has options, and starts with two blanks. */
export function withType(q: DraftQuestion, type: QuestionType): DraftQuestion {
  const options = type === 'multiple_choice' ? (q.options.length ? q.options : ['', '']) : q.options;
  return { ...q, type, options };
}

export function moveQuestion(questions: DraftQuestion[], index: number, by: -1 | 1): DraftQuestion[] {
  const target = index + by;
  if (target < 0 || target >= questions.length) return questions;
  const next = [...questions];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** The body of POST /surveys and PUT /surveys/{id}: options are sent for multiple_choice only. */
export function surveyPayload(draft: SurveyDraft) {
  return {
    name: draft.name.trim(),
    description: draft.description.trim(),
    questions: draft.questions.map((q) => ({
      ...(q.id ? { id: q.id } : {}),
      type: q.type,
      question: q.question.trim(),
      required: q.required,
      ...(q.type === 'multiple_choice' ? { options: q.options.map((o) => o.trim()).filter(Boolean) } : {}),
    })),
  };
}

export type SurveyPayload = ReturnType<typeof surveyPayload>;

export function checkSurvey(draft: SurveyDraft): DraftErrors {
  const errors: DraftErrors = { byQuestion: {} };
  const payload = surveyPayload(draft);
  // The schema checks options only once a question's text is valid; say both at once.
  payload.questions.forEach((q, i) => {
    if (q.options && q.options.length < 2) errors.byQuestion[i] = { options: 'Please add at least 2 options' };
  });
  const result = surveySchema.safeParse(payload);
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const [first, index, field] = issue.path;
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
