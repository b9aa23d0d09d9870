/**
 * Responses to a survey, from anyone. Answers are checked against the survey's questions with
 * the same rules as the take form (`checkSurveyAnswers`). A signed-in respondent is recorded by
 * account; name, email and phone are kept only for anonymous respondents.
 * The sync push replays `createSurveyResponse` inside its own transaction (db/client.ts writeTx).
 */
import { asc, count, desc, eq } from 'drizzle-orm';
import { surveyQuestions, surveyResponses, surveys } from '../../../db/schema';
import { pagination } from '../../../sync/answers/envelope';
import { checkSurveyAnswers, type SurveyQuestionSummary, type SurveyResponse } from '../../../sync/schemas/survey';
import { requireRole } from '../../auth/permissions';
import type { Caller, Deps } from '../../context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { surveySummary } from './survey-answer-stats';
import { buildResponsesCsv, responsesContentDisposition } from './survey-csv';
import { findSurvey, surveyView } from './survey-service';
import { toResponseView } from './survey-view';
import { firstRow } from '../../../db/query';

async function questionsOf(deps: Deps, surveyId: number) {
  return await deps.db
    .select()
    .from(surveyQuestions)
    .where(eq(surveyQuestions.surveyId, surveyId))
    .orderBy(asc(surveyQuestions.position), asc(surveyQuestions.id));
}

export async function createSurveyResponse(deps: Deps, caller: Caller | null, args: SurveyResponse) {
  const survey = await firstRow(deps.db.select().from(surveys).where(eq(surveys.id, args.surveyId)));
  if (!survey) throw notFound('Survey not found');
  if (!survey.isActive) throw conflict('This survey is no longer accepting responses');
  const check = checkSurveyAnswers(await questionsOf(deps, survey.id), args.answers);
  if (!check.ok) throw badRequest(check.message, check.errors);
  const now = new Date(deps.now());
  const response = await firstRow(
    deps.db
      .insert(surveyResponses)
      .values({
        surveyId: survey.id,
        userId: caller?.id ?? null,
        name: caller ? null : (args.name ?? null),
        email: caller ? null : (args.email ?? null),
        phoneNumber: caller ? null : (args.phoneNumber ?? null),
        answers: check.answers,
        createdAt: now,
        updatedAt: now,
      })
      .returning(),
  );
  return toResponseView(response);
}

/** A page of responses, newest first, with the summary of every response (`SurveyQuestionSummary`). */
export async function listSurveyResponses(
  deps: Deps,
  caller: Caller | null,
  surveyId: number,
  page: number,
  limit: number,
) {
  requireRole(caller, 'ADMIN');
  const survey = await surveyView(deps, caller, surveyId);
  const total =
    (await firstRow(deps.db.select({ n: count() }).from(surveyResponses).where(eq(surveyResponses.surveyId, surveyId))))
      ?.n ?? 0;
  const responses = (
    await deps.db
      .select()
      .from(surveyResponses)
      .where(eq(surveyResponses.surveyId, surveyId))
      .orderBy(desc(surveyResponses.createdAt), desc(surveyResponses.id))
      .limit(limit)
      .offset((page - 1) * limit)
  ).map(toResponseView);
  const summary: SurveyQuestionSummary[] = await surveySummary(deps.db, surveyId, await questionsOf(deps, surveyId));
  return { survey, summary, responses, pagination: pagination({ page, limit }, total) };
}

/** Every response, oldest first, as CSV with its Content-Disposition; no answer is left out (survey-csv.ts). */
export async function exportSurveyResponses(deps: Deps, caller: Caller | null, surveyId: number) {
  requireRole(caller, 'ADMIN');
  const survey = await findSurvey(deps, caller, surveyId);
  const responses = await deps.db
    .select()
    .from(surveyResponses)
    .where(eq(surveyResponses.surveyId, surveyId))
    .orderBy(asc(surveyResponses.createdAt), asc(surveyResponses.id));
  return {
    csv: buildResponsesCsv(await questionsOf(deps, surveyId), responses),
    contentDisposition: responsesContentDisposition(survey.name),
  };
}
