/**
 * Writing a survey's questions without losing answers (docs/product.md "Surveys"). Answers are
 * stored by question id, so a question keeps its id for life: the submitted list is matched to
 * the stored questions by id only, matched ones are updated in place, the others inserted, and
 * positions follow the submitted order. A question with answers cannot change its type or be
 * removed, and an option chosen in an answer cannot be removed (renaming it renames it in the
 * answers too); otherwise the whole update is refused with 409 and one sentence per problem.
 * Everything runs in the caller's transaction.
 */
import { and, eq, sql } from 'drizzle-orm';
import { jsonStringMember } from '../../../db/dialect';
import { surveyQuestions, surveyResponses } from '../../../db/schema';
import type { SurveyAnswer, SurveyQuestionInput } from '../../../sync/schemas/survey';
import { HttpError } from '../../http/errors';
import type { Tx } from '../searches/search-view';
import { answerCounts, answerValues } from './survey-answer-stats';

type QuestionRow = typeof surveyQuestions.$inferSelect;
type Planned = { input: SurveyQuestionInput; stored: QuestionRow | undefined };

/** At most this many sentences in one refusal; the rest are counted. */
const MAX_SENTENCES = 3;

const answersText = (n: number) => (n === 1 ? '1 answer' : `${n} answers`);

/** Makes the survey's questions the given list, in order; refuses (409) a change that would lose answers. */
export async function writeQuestions(
  tx: Tx,
  surveyId: number,
  input: readonly SurveyQuestionInput[],
  now: Date,
): Promise<void> {
  const existing = await tx.select().from(surveyQuestions).where(eq(surveyQuestions.surveyId, surveyId));
  const unmatched = new Map(existing.map((q) => [q.id, q]));
  // An id that is not one of this survey's questions (or is sent twice) adds a new question.
  const plan: Planned[] = input.map((q) => {
    const stored = q.id !== undefined ? unmatched.get(q.id) : undefined;
    if (stored) unmatched.delete(stored.id);
    return { input: q, stored };
  });
  const removed = [...unmatched.values()];

  await refuseLosingAnswers(tx, surveyId, plan, removed);

  for (const [position, { input: q, stored }] of plan.entries()) {
    const values = { type: q.type, question: q.question, required: q.required, options: q.options, position };
    if (stored) {
      await tx
        .update(surveyQuestions)
        .set({ ...values, updatedAt: now })
        .where(eq(surveyQuestions.id, stored.id));
      if (stored.type === 'multiple_choice' && q.type === 'multiple_choice')
        await renameAnswers(tx, surveyId, stored, q, now);
    } else {
      await tx.insert(surveyQuestions).values({ ...values, surveyId, createdAt: now, updatedAt: now });
    }
  }
  for (const gone of removed) await tx.delete(surveyQuestions).where(eq(surveyQuestions.id, gone.id));
}

/** The stored options renamed by the input: old text → new text. */
function renamesOf(stored: QuestionRow, input: SurveyQuestionInput): Map<string, string> {
  return new Map(input.optionRenames.filter((r) => stored.options.includes(r.from)).map((r) => [r.from, r.to]));
}

async function refuseLosingAnswers(tx: Tx, surveyId: number, plan: Planned[], removed: QuestionRow[]): Promise<void> {
  const counts = await answerCounts(tx, [surveyId]);
  const answered = (q: QuestionRow | undefined) => (q ? (counts.get(q.id) ?? 0) : 0);
  const chosen = await answerValues(
    tx,
    surveyId,
    plan.filter((p) => p.stored?.type === 'multiple_choice' && answered(p.stored) > 0).map((p) => p.stored!.id),
  );
  const problems: string[] = [];
  for (const { input, stored } of plan) {
    const n = answered(stored);
    if (!stored || n === 0) continue;
    if (input.type !== stored.type) {
      problems.push(`'${input.question}' has ${answersText(n)}: its type cannot change. Add a new question instead.`);
      continue;
    }
    if (stored.type !== 'multiple_choice') continue;
    const renames = renamesOf(stored, input);
    const times = new Map<string, number>();
    for (const v of chosen.get(stored.id) ?? []) {
      if (v.type === 'text') times.set(String(v.value), (times.get(String(v.value)) ?? 0) + v.n);
    }
    // Only the stored options are protected: an answer naming an option the question no longer
    // had (written before this rule) cannot block an edit.
    for (const option of stored.options) {
      const chosenIn = times.get(option) ?? 0;
      if (chosenIn === 0 || renames.has(option) || input.options.includes(option)) continue;
      problems.push(
        `'${input.question}': '${option}' was chosen in ${answersText(chosenIn)}, so it cannot be removed. Rename it instead.`,
      );
    }
  }
  for (const gone of removed) {
    const n = answered(gone);
    if (n > 0) problems.push(`'${gone.question}' has ${answersText(n)}: it cannot be removed, so its answers stay.`);
  }
  if (problems.length === 0) return;
  const more = problems.length - MAX_SENTENCES;
  const message = [...problems.slice(0, MAX_SENTENCES), ...(more > 0 ? [`(${more} more like this.)`] : [])].join(' ');
  throw new HttpError(409, message);
}

/** Renamed options are renamed in the stored answers, so an answer keeps naming an option of its question. */
async function renameAnswers(
  tx: Tx,
  surveyId: number,
  stored: QuestionRow,
  input: SurveyQuestionInput,
  now: Date,
): Promise<void> {
  const renames = renamesOf(stored, input);
  if (renames.size === 0) return;
  const key = String(stored.id);
  const rows = await tx
    .select({ id: surveyResponses.id, answers: surveyResponses.answers })
    .from(surveyResponses)
    .where(
      and(
        eq(surveyResponses.surveyId, surveyId),
        sql`${jsonStringMember(tx, surveyResponses.answers, key)} IN (${sql.join(
          [...renames.keys()].map((from) => sql`${from}`),
          sql`, `,
        )})`,
      ),
    );
  for (const row of rows) {
    const old = row.answers[key];
    const renamed = typeof old === 'string' ? renames.get(old) : undefined;
    if (renamed === undefined) continue;
    const answers: Record<string, SurveyAnswer> = { ...row.answers, [key]: renamed };
    await tx.update(surveyResponses).set({ answers, updatedAt: now }).where(eq(surveyResponses.id, row.id));
  }
}
