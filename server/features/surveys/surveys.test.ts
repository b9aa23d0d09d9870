import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyResponses } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createWorld, type World } from '../../../test/helpers/signed-in-world';

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = createTestApp();
  w = await createWorld(t);
});
afterAll(() => t.close());

const definition = {
  name: 'Market day feedback',
  description: 'Tell us how it went',
  questions: [
    { type: 'rating', question: 'How would you rate the service?', required: true },
    { type: 'yes_no', question: 'Would you come back?', required: true },
    {
      type: 'multiple_choice',
      question: 'How did you hear of us?',
      required: false,
      options: ['Radio', ' Friend ', ''],
    },
    { type: 'text', question: 'Anything else?', required: false, options: ['ignored'] },
  ],
};

type Question = { id: number; type: string; question: string; options: string[] };

async function createSurvey(body: object = definition) {
  const res = await t.request('POST', '/api/surveys', { token: w.tokens.admin, json: body });
  expect(res.status, res.text).toBe(201);
  const questions = res.data.survey.questions as Question[];
  return { survey: res.data.survey, q: (type: string) => questions.find((x) => x.type === type)!.id };
}

describe('writing surveys', () => {
  it('creates a survey with ordered, cleaned questions', async () => {
    const { survey } = await createSurvey();
    expect(survey).toMatchObject({
      name: 'Market day feedback',
      isActive: true,
      questionCount: 4,
      _count: { responses: 0 },
    });
    expect(survey.questions.map((q: Question) => [q.type, q.options])).toEqual([
      ['rating', []],
      ['yes_no', []],
      ['multiple_choice', ['Radio', 'Friend']],
      ['text', []],
    ]);
  });

  it.each([
    [{ ...definition, name: ' ' }, 'name', 'Survey name is required'],
    [
      { ...definition, questions: [{ type: 'text', question: '' }] },
      'questions.0.question',
      'Question text is required',
    ],
    [
      { ...definition, questions: [{ type: 'multiple_choice', question: 'Pick', options: ['One', ' '] }] },
      'questions.0.options',
      'Please add at least 2 options',
    ],
    [
      { ...definition, questions: [{ type: 'essay', question: 'Pick' }] },
      'questions.0.type',
      'Please choose a question type',
    ],
  ])('refuses %#', async (body, field, message) => {
    const res = await t.request('POST', '/api/surveys', { token: w.tokens.admin, json: body });
    expect(res.status).toBe(400);
    expect(res.data.errors[field]).toBe(message);
  });

  it('matches edited questions by id, changes unanswered ones freely, and drops removed ones', async () => {
    const { survey, q } = await createSurvey();
    const [rating, yesNo, , text] = survey.questions as Question[];
    const res = await t.request('PUT', `/api/surveys/${survey.id}`, {
      token: w.tokens.admin,
      json: {
        name: 'Market day feedback (v2)',
        questions: [
          { id: text!.id, type: 'text', question: 'Anything else to tell us?' },
          { type: 'rating', question: 'How would you rate the service?', required: true },
          { id: yesNo!.id, type: 'text', question: 'Why would you come back?' },
          { id: 'tmp-1', type: 'yes_no', question: 'Was it on time?' },
        ],
      },
    });
    expect(res.status, res.text).toBe(200);
    const after = res.data.survey.questions as Question[];
    expect(res.data.survey.name).toBe('Market day feedback (v2)');
    expect(after.map((x) => x.question)).toEqual([
      'Anything else to tell us?',
      'How would you rate the service?',
      'Why would you come back?',
      'Was it on time?',
    ]);
    expect(after[0]!.id).toBe(text!.id);
    // Only an id names a stored question: the same text without one is a new question.
    expect(after[1]!.id).not.toBe(rating!.id);
    // An unanswered question keeps its id when its type changes.
    expect(after[2]).toMatchObject({ id: yesNo!.id, type: 'text' });
    expect(after.map((x) => x.id)).not.toContain(q('multiple_choice'));
    expect(after.map((x) => x.id)).not.toContain(rating!.id);
  });

  it('hides an inactive survey from the public and deletes', async () => {
    const { survey } = await createSurvey();
    await t.request('PUT', `/api/surveys/${survey.id}`, { token: w.tokens.admin, json: { isActive: false } });
    expect((await t.request('GET', `/api/surveys/${survey.id}`)).status).toBe(404);
    expect((await t.request('GET', `/api/surveys/${survey.id}`, { token: w.tokens.admin })).status).toBe(200);
    const active = await t.request('GET', '/api/surveys/active');
    expect(active.data.surveys.map((s: { id: number }) => s.id)).not.toContain(survey.id);
    expect(active.headers.get('cache-control')).toBe('public, max-age=60');
    expect((await t.request('POST', `/api/surveys/${survey.id}/responses`, { json: { answers: {} } })).status).toBe(
      409,
    );
    expect((await t.request('DELETE', `/api/surveys/${survey.id}`, { token: w.tokens.admin })).status).toBe(200);
    expect((await t.request('GET', `/api/surveys/${survey.id}`, { token: w.tokens.admin })).status).toBe(404);
  });
});

describe('answering surveys', () => {
  it('refuses a response missing a required answer, naming the question', async () => {
    const { survey, q } = await createSurvey();
    const res = await t.request('POST', `/api/surveys/${survey.id}/responses`, {
      json: { answers: { [q('rating')]: 4 } },
    });
    expect(res.status).toBe(400);
    expect(res.data.message).toBe('Please answer all required questions');
    expect(res.data.errors).toEqual({ [`answers.${q('yes_no')}`]: 'This question is required' });
  });

  it.each([
    ['rating', 6, 'Please choose a rating from 1 to 5'],
    ['rating', 2.5, 'Please choose a rating from 1 to 5'],
    ['rating', 'great', 'Please choose a rating from 1 to 5'],
    ['yes_no', 'maybe', 'Please answer yes or no'],
    ['yes_no', 1, 'Please answer yes or no'],
    ['multiple_choice', 'TV', 'Please choose one of the options'],
    ['text', 42, 'Please enter your answer as text'],
    ['text', 'x'.repeat(2001), 'Your answer can be at most 2000 characters'],
  ])('refuses a %s answer of %j', async (type, value, message) => {
    const { survey, q } = await createSurvey();
    const answers = { [q('rating')]: 3, [q('yes_no')]: 'yes', [q(type)]: value };
    const res = await t.request('POST', `/api/surveys/${survey.id}/responses`, { json: { answers } });
    expect(res.status).toBe(400);
    expect(res.data.errors[`answers.${q(type)}`]).toBe(message);
  });

  it('refuses answers to questions that are not in the survey', async () => {
    const { survey, q } = await createSurvey();
    const res = await t.request('POST', `/api/surveys/${survey.id}/responses`, {
      json: { answers: { [q('rating')]: 3, [q('yes_no')]: true, '999999': 'x' } },
    });
    expect(res.status).toBe(400);
    expect(res.data.errors['answers.999999']).toBeDefined();
  });

  it('keeps contact details of anonymous respondents only, and normalizes answers', async () => {
    const { survey, q } = await createSurvey();
    const contact = { name: 'Grace', email: 'grace@example.com', phoneNumber: '+256772123456' };
    const anon = await t.request('POST', `/api/surveys/${survey.id}/responses`, {
      json: { answers: { [q('rating')]: '5', [q('yes_no')]: 'No', [q('text')]: '  Great  ' }, ...contact },
    });
    expect(anon.status, anon.text).toBe(201);
    expect(anon.data.response).toMatchObject({
      ...contact,
      userId: null,
      answers: { [q('rating')]: 5, [q('yes_no')]: false, [q('text')]: 'Great' },
    });
    const signedIn = await t.request('POST', `/api/surveys/${survey.id}/responses`, {
      token: w.tokens.user,
      json: { answers: { [q('rating')]: 1, [q('yes_no')]: true }, ...contact },
    });
    expect(signedIn.status).toBe(201);
    expect(signedIn.data.response).toMatchObject({ userId: w.ids.user, name: null, email: null, phoneNumber: null });
    const invalidEmail = await t.request('POST', `/api/surveys/${survey.id}/responses`, {
      json: { answers: { [q('rating')]: 1, [q('yes_no')]: true }, email: 'not-an-email' },
    });
    expect(invalidEmail.status).toBe(400);
  });

  it('pages the responses for an admin and exports them as CSV', async () => {
    const { survey, q } = await createSurvey({
      name: 'Delivery, "fast"?',
      questions: [
        { type: 'rating', question: 'Speed', required: true },
        { type: 'yes_no', question: 'On time?', required: false },
        { type: 'text', question: 'Comments', required: false },
      ],
    });
    const answers = [
      { [q('rating')]: 5, [q('yes_no')]: true, [q('text')]: 'Quick, polite rider' },
      { [q('rating')]: 3, [q('yes_no')]: false, [q('text')]: 'Said "10 minutes", took 40' },
      { [q('rating')]: 4 },
    ];
    const times: string[] = [];
    const ids: number[] = [];
    for (const [i, a] of answers.entries()) {
      t.clock.advance(60_000);
      times.push(new Date(t.clock.now()).toISOString());
      const res = await t.request('POST', `/api/surveys/${survey.id}/responses`, {
        json: { answers: a, ...(i === 0 && { name: 'Okello, John', email: 'john@example.com' }) },
      });
      expect(res.status, res.text).toBe(201);
      ids.push(res.data.response.id);
    }
    await w.signInAgain('admin');

    const page = await t.request('GET', `/api/surveys/${survey.id}/responses?page=1&limit=2`, {
      token: w.tokens.admin,
    });
    expect(page.status).toBe(200);
    expect(page.data.survey).toMatchObject({ id: survey.id, _count: { responses: 3 } });
    expect(page.data.responses.map((r: { id: number }) => r.id)).toEqual([ids[2], ids[1]]);
    expect(page.data.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2, pages: 2 });

    const csv = await t.request('GET', `/api/surveys/${survey.id}/responses/export`, { token: w.tokens.admin });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toContain('filename="Delivery, _fast_?_responses.csv"');
    expect(csv.text).toBe(
      'Response ID,Name,Email,Phone,Submitted At,Speed,On time?,Comments\r\n' +
        `${ids[0]},"Okello, John",john@example.com,,${times[0]},5/5 stars,Yes,"Quick, polite rider"\r\n` +
        `${ids[1]},,,,${times[1]},3/5 stars,No,"Said ""10 minutes"", took 40"\r\n` +
        `${ids[2]},,,,${times[2]},4/5 stars,,\r\n`,
    );
    expect(await t.db.select().from(surveyResponses).where(eq(surveyResponses.surveyId, survey.id))).toHaveLength(3);
  });

  it('lists surveys for an admin with pagination, and active ones for everyone', async () => {
    await createSurvey();
    const list = await t.request('GET', '/api/surveys?page=1&limit=50', { token: w.tokens.admin });
    expect(list.status).toBe(200);
    expect(list.data.surveys[0]).toMatchObject({
      questions: expect.any(Array),
      _count: { responses: expect.any(Number) },
    });
    expect(list.data.pagination).toMatchObject({ page: 1, limit: 50 });
    const active = await t.request('GET', '/api/surveys/active');
    expect(active.data.surveys[0]).toMatchObject({
      questionCount: expect.any(Number),
      _count: { responses: expect.any(Number) },
    });
    expect(active.data.surveys[0].questions).toBeUndefined();
  });
});

describe('editing a survey that has answers (docs/product.md "Surveys")', () => {
  const hear = 'How did you hear of us?';
  async function answeredSurvey() {
    const { survey, q } = await createSurvey();
    const answers = [
      { [q('rating')]: 5, [q('yes_no')]: true, [q('multiple_choice')]: 'Radio', [q('text')]: 'Lovely' },
      { [q('rating')]: 3, [q('yes_no')]: false, [q('multiple_choice')]: 'Radio' },
      { [q('rating')]: 4, [q('yes_no')]: true, [q('multiple_choice')]: 'Friend' },
    ];
    for (const a of answers) {
      const res = await t.request('POST', `/api/surveys/${survey.id}/responses`, { json: { answers: a } });
      expect(res.status, res.text).toBe(201);
    }
    const questions = survey.questions as (Question & { required: boolean })[];
    /** The stored questions as the editor sends them back, with their ids. */
    const asSent = () =>
      questions.map(({ id, type, question, required, options }) => ({ id, type, question, required, options }));
    return { survey, q, asSent };
  }
  const put = (id: number, json: object) => t.request('PUT', `/api/surveys/${id}`, { token: w.tokens.admin, json });
  const results = (id: number) =>
    t.request('GET', `/api/surveys/${id}/responses?page=1&limit=2`, { token: w.tokens.admin });

  it('keeps the answers attached when questions are reworded, reordered and added', async () => {
    const { survey, q, asSent } = await answeredSurvey();
    const [rating, yesNo, choice, text] = asSent();
    const res = await put(survey.id, {
      questions: [
        { ...text!, question: 'Anything else to tell us?' },
        { ...choice!, question: 'Where did you hear of us?', options: ['Radio', 'Friend', 'Poster'] },
        { type: 'text', question: 'Your district?' },
        rating,
        { ...yesNo!, required: false },
      ],
    });
    expect(res.status, res.text).toBe(200);
    const after = res.data.survey.questions as (Question & { answers: number })[];
    expect(after.map((x) => [x.id, x.question, x.answers])).toEqual([
      [q('text'), 'Anything else to tell us?', 1],
      [q('multiple_choice'), 'Where did you hear of us?', 3],
      [expect.any(Number), 'Your district?', 0],
      [q('rating'), 'How would you rate the service?', 3],
      [q('yes_no'), 'Would you come back?', 3],
    ]);

    const page = await results(survey.id);
    expect(page.status).toBe(200);
    expect(page.data.responses[1].answers).toEqual({
      [q('rating')]: 3,
      [q('yes_no')]: false,
      [q('multiple_choice')]: 'Radio',
    });
    expect(page.data.summary.map((s: { questionId: number; answers: number }) => [s.questionId, s.answers])).toEqual([
      [q('text'), 1],
      [q('multiple_choice'), 3],
      [after[2]!.id, 0],
      [q('rating'), 3],
      [q('yes_no'), 3],
    ]);

    const csv = await t.request('GET', `/api/surveys/${survey.id}/responses/export`, { token: w.tokens.admin });
    const [header, ...rows] = csv.text.trimEnd().split('\r\n');
    expect(header).toBe(
      'Response ID,Name,Email,Phone,Submitted At,Anything else to tell us?,Where did you hear of us?,Your district?,How would you rate the service?,Would you come back?',
    );
    expect(rows.map((r) => r.split(',').slice(5).join(','))).toEqual([
      'Lovely,Radio,,5/5 stars,Yes',
      ',Radio,,3/5 stars,No',
      ',Friend,,4/5 stars,Yes',
    ]);
  });

  it('refuses (409) to change the type of an answered question, naming it, and changes nothing', async () => {
    const { survey, asSent } = await answeredSurvey();
    const [rating, yesNo, choice, text] = asSent();
    const res = await put(survey.id, {
      name: 'Renamed',
      questions: [rating, yesNo, { ...choice!, type: 'text' }, text],
    });
    expect(res.status).toBe(409);
    expect(res.data.message).toBe(`'${hear}' has 3 answers: its type cannot change. Add a new question instead.`);
    const stored = await t.request('GET', `/api/surveys/${survey.id}`, { token: w.tokens.admin });
    expect(stored.data.survey.name).toBe('Market day feedback');
    expect(stored.data.survey.questions.map((x: Question) => [x.id, x.type])).toEqual(
      asSent().map((x) => [x.id, x.type]),
    );
  });

  it('refuses (409) to remove an answered question, and says so for each one', async () => {
    const { survey, asSent } = await answeredSurvey();
    const [rating, yesNo, choice] = asSent();
    const one = await put(survey.id, { questions: [rating, yesNo, choice] });
    expect(one.status).toBe(409);
    expect(one.data.message).toBe("'Anything else?' has 1 answer: it cannot be removed, so its answers stay.");
    const two = await put(survey.id, { questions: [rating, choice] });
    expect(two.data.message).toBe(
      "'Would you come back?' has 3 answers: it cannot be removed, so its answers stay. " +
        "'Anything else?' has 1 answer: it cannot be removed, so its answers stay.",
    );
    const stored = await t.request('GET', `/api/surveys/${survey.id}`, { token: w.tokens.admin });
    expect(stored.data.survey.questions).toHaveLength(4);
  });

  it('removes an unanswered question and changes the type of one, around answered ones', async () => {
    const { survey, q, asSent } = await answeredSurvey();
    const added = await put(survey.id, { questions: [...asSent(), { type: 'text', question: 'Your district?' }] });
    const district = (added.data.survey.questions as Question[])[4]!;
    const retyped = await put(survey.id, {
      questions: [...asSent(), { id: district.id, type: 'yes_no', question: 'From Kampala?' }],
    });
    expect(retyped.status, retyped.text).toBe(200);
    expect(retyped.data.survey.questions[4]).toMatchObject({ id: district.id, type: 'yes_no', answers: 0 });
    const removed = await put(survey.id, { questions: asSent() });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.data.survey.questions.map((x: Question) => x.id)).toEqual([
      q('rating'),
      q('yes_no'),
      q('multiple_choice'),
      q('text'),
    ]);
  });

  it('refuses (409) to drop a chosen option, naming it; renaming it renames the answers', async () => {
    const { survey, q, asSent } = await answeredSurvey();
    const [rating, yesNo, choice, text] = asSent();
    const dropped = await put(survey.id, {
      questions: [rating, yesNo, { ...choice!, options: ['Friend', 'TV'] }, text],
    });
    expect(dropped.status).toBe(409);
    expect(dropped.data.message).toBe(
      `'${hear}': 'Radio' was chosen in 2 answers, so it cannot be removed. Rename it instead.`,
    );

    const renamed = await put(survey.id, {
      questions: [
        rating,
        yesNo,
        { ...choice!, options: ['FM radio', 'Friend', 'TV'], optionRenames: [{ from: 'Radio', to: 'FM radio' }] },
        text,
      ],
    });
    expect(renamed.status, renamed.text).toBe(200);
    const stored = await t.db.select().from(surveyResponses).where(eq(surveyResponses.surveyId, survey.id));
    expect(stored.map((r) => r.answers[String(q('multiple_choice'))])).toEqual(['FM radio', 'FM radio', 'Friend']);
    const page = await results(survey.id);
    expect(page.data.summary[2].options).toEqual([
      { option: 'FM radio', count: 2, percent: 67 },
      { option: 'Friend', count: 1, percent: 33 },
      { option: 'TV', count: 0, percent: 0 },
    ]);
  });

  it('summarizes every response, not one page: answers, average rating, a bar per option', async () => {
    const { survey, q } = await answeredSurvey();
    const page = await results(survey.id);
    expect(page.data.responses).toHaveLength(2);
    expect(page.data.summary).toEqual([
      {
        questionId: q('rating'),
        type: 'rating',
        question: 'How would you rate the service?',
        answers: 3,
        average: 4,
        options: [],
      },
      {
        questionId: q('yes_no'),
        type: 'yes_no',
        question: 'Would you come back?',
        answers: 3,
        average: null,
        options: [
          { option: 'Yes', count: 2, percent: 67 },
          { option: 'No', count: 1, percent: 33 },
        ],
      },
      {
        questionId: q('multiple_choice'),
        type: 'multiple_choice',
        question: hear,
        answers: 3,
        average: null,
        options: [
          { option: 'Radio', count: 2, percent: 67 },
          { option: 'Friend', count: 1, percent: 33 },
        ],
      },
      { questionId: q('text'), type: 'text', question: 'Anything else?', answers: 1, average: null, options: [] },
    ]);
  });

  it('keeps in the CSV an answer to a question removed before this rule', async () => {
    const { survey } = await answeredSurvey();
    const [first] = await t.db.select().from(surveyResponses).where(eq(surveyResponses.surveyId, survey.id));
    await t.db
      .update(surveyResponses)
      .set({ answers: { ...first!.answers, '999999': 'An old answer' } })
      .where(eq(surveyResponses.id, first!.id));
    const csv = await t.request('GET', `/api/surveys/${survey.id}/responses/export`, { token: w.tokens.admin });
    const [header, row] = csv.text.split('\r\n');
    expect(header).toBe(
      `Response ID,Name,Email,Phone,Submitted At,How would you rate the service?,Would you come back?,${hear},Anything else?,Removed question #999999`,
    );
    expect(row!.endsWith(',5/5 stars,Yes,Radio,Lovely,An old answer')).toBe(true);
  });
});
