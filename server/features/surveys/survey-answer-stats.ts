/**
 * What the stored answers of a survey add up to, read inside the database with its JSON functions
 * over `survey_responses.answers` (question id → answer: jsonMembers, db/dialect.ts, gives each
 * answer as SQLite's json_each does), so it covers every response, not a page.
 * An answer counts when it is there and not blank (checkSurveyAnswers never stores a blank one).
 * Used by the editor (how many answers each question has, which options were chosen: an answered
 * question keeps its type and its chosen options, docs/product.md "Surveys") and by the results
 * summary.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { surveyQuestions, surveyResponses } from '../../../db/schema';
import { RATING_MAX, RATING_MIN } from '../../../sync/constants';
import type { SurveyQuestionSummary } from '../../../sync/schemas/survey';
import type { Tx } from '../searches/search-view';
import { jsonMembers, memberValue } from '../../../db/dialect';
import { rawAll } from '../../../db/query';

type QuestionRow = typeof surveyQuestions.$inferSelect;
type Reader = Db | Tx;

/** A value as SQLite's json_each gives it: `type` is 'true', 'false', 'integer', 'real' or 'text'. */
export type AnswerValue = { type: string; value: string | number | null; n: number };

const answered = sql`je.type <> 'null' AND NOT (je.type = 'text' AND trim(je.value) = '')`;
const list = (values: readonly (number | string)[]): SQL =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** Question id → number of responses answering it, for the questions of the given surveys. */
export async function answerCounts(db: Reader, surveyIds: readonly number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (surveyIds.length === 0) return counts;
  const rows = await rawAll<{ key: string; n: number }>(
    db,
    sql`
    SELECT je.key AS key, count(*) AS n
    FROM ${surveyResponses}, ${jsonMembers(db, surveyResponses.answers)} AS je
    WHERE ${surveyResponses.surveyId} IN (${list(surveyIds)}) AND ${answered}
    GROUP BY ${surveyResponses.surveyId}, je.key`,
  );
  for (const { key, n } of rows) {
    const id = Number(key);
    if (Number.isInteger(id)) counts.set(id, (counts.get(id) ?? 0) + n);
  }
  return counts;
}

/** Question id → its distinct answers with how often each was given, for the given questions of one survey. */
export async function answerValues(
  db: Reader,
  surveyId: number,
  questionIds: readonly number[],
): Promise<Map<number, AnswerValue[]>> {
  const values = new Map<number, AnswerValue[]>();
  if (questionIds.length === 0) return values;
  const rows = await rawAll<{ key: string } & AnswerValue>(
    db,
    sql`
    SELECT je.key AS key, je.type AS type, je.value AS value, count(*) AS n
    FROM ${surveyResponses}, ${jsonMembers(db, surveyResponses.answers)} AS je
    WHERE ${surveyResponses.surveyId} = ${surveyId} AND je.key IN (${list(questionIds.map(String))}) AND ${answered}
    GROUP BY je.key, je.type, je.value`,
  );
  for (const { key, type, value, n } of rows) {
    const id = Number(key);
    values.set(id, [...(values.get(id) ?? []), { type, value: memberValue(type, value), n }]);
  }
  // sorted here, not by the engine (whose text order follows its collation), so that answers
  // naming no listed option get their bars in one order on either
  for (const given of values.values()) given.sort(byTypeAndValue);
  return values;
}

/** Within one type, values are all numbers or all strings. */
function byTypeAndValue(a: AnswerValue, b: AnswerValue): number {
  if (a.type !== b.type) return a.type < b.type ? -1 : 1;
  if (a.value === b.value) return 0;
  return a.value! < b.value! ? -1 : 1;
}

/** How an admin screen reads a yes/no answer (client/features/admin/surveys/survey-answers.ts). */
function isYes(v: AnswerValue): boolean {
  if (v.type === 'true') return true;
  if (v.type !== 'text') return false;
  const text = String(v.value).toLowerCase();
  return text === 'yes' || text === 'true';
}

const percent = (count: number, of: number) => (of === 0 ? 0 : Math.round((count / of) * 100));

/**
 * One summary per question, in the survey's order: how many responses answer it; for a rating,
 * the average (one decimal); for a choice (multiple_choice, yes_no), a count and a percentage of
 * its answers per option, in the question's order. An answer naming an option the question no
 * longer lists (written before options were protected) gets its own bar after them, so no
 * answer is left out.
 */
export async function surveySummary(
  db: Reader,
  surveyId: number,
  questions: readonly QuestionRow[],
): Promise<SurveyQuestionSummary[]> {
  const counts = await answerCounts(db, [surveyId]);
  const values = await answerValues(
    db,
    surveyId,
    questions.filter((q) => q.type !== 'text').map((q) => q.id),
  );
  return questions.map((q) => {
    const answers = counts.get(q.id) ?? 0;
    const given = values.get(q.id) ?? [];
    const base = { questionId: q.id, type: q.type, question: q.question, answers, average: null, options: [] };
    if (q.type === 'rating') {
      let sum = 0;
      let n = 0;
      for (const v of given) {
        const rating = Number(v.value);
        if (!Number.isFinite(rating) || rating < RATING_MIN || rating > RATING_MAX) continue;
        sum += rating * v.n;
        n += v.n;
      }
      return { ...base, average: n === 0 ? null : Math.round((sum / n) * 10) / 10 };
    }
    const choices = q.type === 'yes_no' ? ['Yes', 'No'] : q.options;
    const tally = new Map<string, number>(choices.map((option) => [option, 0]));
    for (const v of given) {
      const option = q.type === 'yes_no' ? (isYes(v) ? 'Yes' : 'No') : String(v.value);
      tally.set(option, (tally.get(option) ?? 0) + v.n);
    }
    return {
      ...base,
      options: [...tally].map(([option, count]) => ({ option, count, percent: percent(count, answers) })),
    };
  });
}
