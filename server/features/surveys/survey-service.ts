/**
 * Surveys written by admins and taken by anyone. Only active surveys are public. Editing never
 * loses an answer: questions keep their ids, and a change that would drop answers is refused
 * (survey-questions.ts, docs/product.md "Surveys"). Admins also see how many answers each
 * question has.
 */
import { count, desc, eq } from 'drizzle-orm';
import { surveys } from '../../../db/schema';
import { pagination } from '../../../sync/answers/envelope';
import type { Survey, SurveyUpdate } from '../../../sync/schemas/survey';
import { isAdmin, requireRole } from '../../auth/permissions';
import type { Caller, Deps } from '../../context';
import { notFound } from '../../http/errors';
import { writeQuestions } from './survey-questions';
import { surveyDetails, toSurveyView } from './survey-view';
import { writeTx } from '../../../db/client';
import { firstRow, runWrite } from '../../../db/query';

export async function findSurvey(deps: Deps, caller: Caller | null, id: number) {
  const survey = await firstRow(deps.db.select().from(surveys).where(eq(surveys.id, id)));
  if (!survey || (!survey.isActive && !isAdmin(caller))) throw notFound('Survey not found');
  return survey;
}

export async function surveyView(deps: Deps, caller: Caller | null, id: number) {
  const survey = await findSurvey(deps, caller, id);
  const details = await surveyDetails(deps, [id], { answers: isAdmin(caller) });
  return toSurveyView(survey, details.questions.get(id) ?? [], details.responses.get(id) ?? 0, details.answers);
}

export async function createSurvey(deps: Deps, caller: Caller | null, input: Survey) {
  const admin = requireRole(caller, 'ADMIN');
  const now = new Date(deps.now());
  const id = await writeTx(deps.db, async (tx) => {
    const survey = await firstRow(
      tx
        .insert(surveys)
        .values({
          name: input.name,
          description: input.description ?? '',
          isActive: input.isActive ?? true,
          createdBy: admin.id,
          createdAt: now,
          updatedAt: now,
        })
        .returning(),
    );
    await writeQuestions(tx, survey.id, input.questions, now);
    return survey.id;
  });
  return await surveyView(deps, caller, id);
}

export async function listSurveys(deps: Deps, caller: Caller | null, page: number, limit: number) {
  requireRole(caller, 'ADMIN');
  const total = (await firstRow(deps.db.select({ n: count() }).from(surveys)))?.n ?? 0;
  const rows = await deps.db
    .select()
    .from(surveys)
    .orderBy(desc(surveys.createdAt), desc(surveys.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const details = await surveyDetails(
    deps,
    rows.map((s) => s.id),
    { answers: true },
  );
  return {
    surveys: rows.map((s) =>
      toSurveyView(s, details.questions.get(s.id) ?? [], details.responses.get(s.id) ?? 0, details.answers),
    ),
    pagination: pagination({ page, limit }, total),
  };
}

/** The public list: active surveys with their question and response counts, not the questions. */
export async function listActiveSurveys(deps: Deps) {
  const rows = await deps.db
    .select()
    .from(surveys)
    .where(eq(surveys.isActive, true))
    .orderBy(desc(surveys.createdAt), desc(surveys.id));
  const details = await surveyDetails(
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

export async function updateSurvey(deps: Deps, caller: Caller | null, id: number, input: SurveyUpdate) {
  requireRole(caller, 'ADMIN');
  await findSurvey(deps, caller, id);
  const now = new Date(deps.now());
  await writeTx(deps.db, async (tx) => {
    await tx
      .update(surveys)
      .set({
        ...(input.name !== undefined && { name: input.name }),
        ...(input.description !== undefined && { description: input.description }),
        ...(input.isActive !== undefined && { isActive: input.isActive }),
        updatedAt: now,
      })
      .where(eq(surveys.id, id));
    if (input.questions) await writeQuestions(tx, id, input.questions, now);
  });
  return await surveyView(deps, caller, id);
}

export async function deleteSurvey(deps: Deps, caller: Caller | null, id: number) {
  requireRole(caller, 'ADMIN');
  if ((await runWrite(deps.db.delete(surveys).where(eq(surveys.id, id)))).changes === 0)
    throw notFound('Survey not found');
}
