/**
 * Surveys written by admins and taken by anyone (spec 02 §2, §6). Only active surveys are
 * public. Editing keeps the id of each question that keeps its type, so stored answers keep
 * their meaning; a question whose type changes becomes a new one.
 */
import { count, desc, eq } from 'drizzle-orm';
import { surveyQuestions, surveys } from '../../../db/schema';
import type { Survey, SurveyQuestionInput, SurveyUpdate } from '../../../sync/schemas/survey';
import { isAdmin, requireRole } from '../../auth/permissions';
import type { Caller, Deps } from '../../context';
import { notFound } from '../../http/errors';
import type { Tx } from '../searches/search-view';
import { surveyDetails, toSurveyView } from './survey-view';

type QuestionRow = typeof surveyQuestions.$inferSelect;

export function findSurvey(deps: Deps, caller: Caller | null, id: number) {
  const survey = deps.db.select().from(surveys).where(eq(surveys.id, id)).get();
  if (!survey || (!survey.isActive && !isAdmin(caller))) throw notFound('Survey not found');
  return survey;
}

export function surveyView(deps: Deps, caller: Caller | null, id: number) {
  const survey = findSurvey(deps, caller, id);
  const details = surveyDetails(deps, [id]);
  return toSurveyView(survey, details.questions.get(id) ?? [], details.responses.get(id) ?? 0);
}

export function createSurvey(deps: Deps, caller: Caller | null, input: Survey) {
  const admin = requireRole(caller, 'ADMIN');
  const now = new Date(deps.now());
  const id = deps.db.transaction((tx) => {
    const survey = tx
      .insert(surveys)
      .values({
        name: input.name,
        description: input.description ?? '',
        isActive: input.isActive ?? true,
        createdBy: admin.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
      .get();
    replaceQuestions(tx, survey.id, [], input.questions, now);
    return survey.id;
  });
  return surveyView(deps, caller, id);
}

export function listSurveys(deps: Deps, caller: Caller | null, page: number, limit: number) {
  requireRole(caller, 'ADMIN');
  const total = deps.db.select({ n: count() }).from(surveys).get()?.n ?? 0;
  const rows = deps.db
    .select()
    .from(surveys)
    .orderBy(desc(surveys.createdAt), desc(surveys.id))
    .limit(limit)
    .offset((page - 1) * limit)
    .all();
  const details = surveyDetails(
    deps,
    rows.map((s) => s.id),
  );
  return {
    surveys: rows.map((s) => toSurveyView(s, details.questions.get(s.id) ?? [], details.responses.get(s.id) ?? 0)),
    pagination: { page, limit, total, pages: Math.ceil(total / limit) },
  };
}

/** The public list: active surveys with their question and response counts, not the questions. */
export function listActiveSurveys(deps: Deps) {
  const rows = deps.db
    .select()
    .from(surveys)
    .where(eq(surveys.isActive, true))
    .orderBy(desc(surveys.createdAt), desc(surveys.id))
    .all();
  const details = surveyDetails(
    deps,
    rows.map((s) => s.id),
  );
  return rows.map((s) => {
    const { questions: _questions, ...rest } = toSurveyView(
      s,
      details.questions.get(s.id) ?? [],
      details.responses.get(s.id) ?? 0,
    );
    return rest;
  });
}

export function updateSurvey(deps: Deps, caller: Caller | null, id: number, input: SurveyUpdate) {
  requireRole(caller, 'ADMIN');
  findSurvey(deps, caller, id);
  const now = new Date(deps.now());
  deps.db.transaction((tx) => {
    tx.update(surveys)
      .set({
        ...(input.name !== undefined && { name: input.name }),
        ...(input.description !== undefined && { description: input.description }),
        ...(input.isActive !== undefined && { isActive: input.isActive }),
        updatedAt: now,
      })
      .where(eq(surveys.id, id))
      .run();
    if (input.questions) {
      const existing = tx.select().from(surveyQuestions).where(eq(surveyQuestions.surveyId, id)).all();
      replaceQuestions(tx, id, existing, input.questions, now);
    }
  });
  return surveyView(deps, caller, id);
}

/**
 * Makes the survey's questions the given list, in order. An existing question is kept (and
 * updated) when the input names its id, or has the same type and text, and keeps its type.
 */
function replaceQuestions(tx: Tx, surveyId: number, existing: QuestionRow[], input: SurveyQuestionInput[], now: Date) {
  const unused = new Map(existing.map((q) => [q.id, q]));
  input.forEach((q, position) => {
    const byId = q.id !== undefined ? unused.get(q.id) : undefined;
    const match =
      (byId && byId.type === q.type ? byId : undefined) ??
      [...unused.values()].find((e) => e.type === q.type && e.question === q.question);
    const values = {
      type: q.type,
      question: q.question,
      required: q.required,
      options: q.options,
      position,
      updatedAt: now,
    };
    if (match) {
      unused.delete(match.id);
      tx.update(surveyQuestions).set(values).where(eq(surveyQuestions.id, match.id)).run();
    } else {
      tx.insert(surveyQuestions)
        .values({ ...values, surveyId, createdAt: now })
        .run();
    }
  });
  for (const gone of unused.keys()) tx.delete(surveyQuestions).where(eq(surveyQuestions.id, gone)).run();
}

export function deleteSurvey(deps: Deps, caller: Caller | null, id: number) {
  requireRole(caller, 'ADMIN');
  if (deps.db.delete(surveys).where(eq(surveys.id, id)).run().changes === 0) throw notFound('Survey not found');
}
