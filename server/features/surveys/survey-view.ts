import { asc, count, inArray } from 'drizzle-orm';
import { surveyQuestions, surveyResponses, surveys } from '../../../db/schema';
import type { Deps } from '../../context';
import { answerCounts } from './survey-answer-stats';

type SurveyRow = typeof surveys.$inferSelect;
type QuestionRow = typeof surveyQuestions.$inferSelect;
type ResponseRow = typeof surveyResponses.$inferSelect;

function toQuestionView(q: QuestionRow) {
  return {
    id: q.id,
    type: q.type,
    question: q.question,
    required: q.required,
    options: q.options,
    position: q.position,
  };
}

/** `answers` (question id → number of answers) is given to admins only: each question then says how many it has. */
export function toSurveyView(
  s: SurveyRow,
  questions: QuestionRow[],
  responses: number,
  answers?: ReadonlyMap<number, number>,
) {
  return {
    id: s.id,
    name: s.name,
    description: s.description,
    isActive: s.isActive,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
    questions: questions.map((q) => ({
      ...toQuestionView(q),
      ...(answers && { answers: answers.get(q.id) ?? 0 }),
    })),
    questionCount: questions.length,
    _count: { responses, questions: questions.length },
  };
}

export function toResponseView(r: ResponseRow) {
  return {
    id: r.id,
    surveyId: r.surveyId,
    userId: r.userId,
    name: r.name,
    email: r.email,
    phoneNumber: r.phoneNumber,
    answers: r.answers,
    createdAt: r.createdAt.toISOString(),
    submittedAt: r.createdAt.toISOString(),
  };
}

/**
 * Questions (by position) and response counts of several surveys, in two queries; with
 * `answers`, also the number of answers of each question (a third).
 */
export async function surveyDetails(deps: Deps, surveyIds: number[], options: { answers?: boolean } = {}) {
  const questions = new Map<number, QuestionRow[]>();
  const responses = new Map<number, number>();
  const answers = options.answers ? await answerCounts(deps.db, surveyIds) : undefined;
  if (surveyIds.length === 0) return { questions, responses, answers };
  for (const q of await deps.db
    .select()
    .from(surveyQuestions)
    .where(inArray(surveyQuestions.surveyId, surveyIds))
    .orderBy(asc(surveyQuestions.position), asc(surveyQuestions.id))) {
    questions.set(q.surveyId, [...(questions.get(q.surveyId) ?? []), q]);
  }
  for (const r of await deps.db
    .select({ surveyId: surveyResponses.surveyId, n: count() })
    .from(surveyResponses)
    .where(inArray(surveyResponses.surveyId, surveyIds))
    .groupBy(surveyResponses.surveyId)) {
    responses.set(r.surveyId, r.n);
  }
  return { questions, responses, answers };
}
