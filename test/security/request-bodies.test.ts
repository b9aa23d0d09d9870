/**
 * Request bodies (ASVS 5.0 V4.1 content types, V3.5 cross-site requests; OWASP API8:2023):
 * a route that takes JSON refuses any other Content-Type with 415, so no other site can make a
 * visitor's browser send it one (a cross-site form or `no-cors` fetch may only send text/plain,
 * a form, or no type at all); multipart goes only to the routes that take an image; and a JSON
 * body nested deeper than the limit is a 400 before anything walks it.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, surveyQuestions, surveyResponses } from '../../db/schema';
import { fileOf, formOf, pngBytes } from '../fixtures/images/make-image';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createWorld, type Persona, type World } from '../helpers/signed-in-world';
import { ROUTES, fixtures, type Fixtures, type RouteSpec } from './route-specs';
import { firstRow } from '../../db/query';

let t: TestApp;
let w: World;
let fx: Fixtures;
beforeAll(async () => {
  t = createTestApp();
  w = await createWorld(t);
  fx = fixtures(w, '/api/uploads/none.webp');
});
afterAll(() => t.close());

const contact = { fullName: 'Ann B', email: 'ann@b.ug', subject: 'Question', content: 'A long enough message' };
const messageCount = async () => (await firstRow(t.db.select({ n: count() }).from(messages)))!.n;

/** The bodies a page on another site can make a browser send without asking first. */
function crossSiteBodies(fields: Record<string, unknown>): [string, RequestInit][] {
  const text = JSON.stringify(fields);
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, typeof v === 'string' ? v : JSON.stringify(v));
  const pairs = Object.entries(fields).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]);
  return [
    ['text/plain', { body: text, headers: { 'content-type': 'text/plain;charset=UTF-8' } }],
    ['an empty text/plain', { body: '', headers: { 'content-type': 'text/plain' } }],
    [
      'a form post',
      { body: new URLSearchParams(pairs).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    ],
    ['an empty form post', { body: '', headers: { 'content-type': 'application/x-www-form-urlencoded' } }],
    ['multipart', { body: form }],
    ['no type at all', { body: new Blob([text]) }],
  ];
}

async function send(method: string, path: string, init: RequestInit, token?: string | null) {
  const headers = new Headers(init.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  const res = await t.app.request(path, { ...init, method, headers });
  return { status: res.status, data: (await res.json().catch(() => null)) as { success?: boolean; message?: string } };
}

describe('the contact form and survey answers', () => {
  it.each(crossSiteBodies(contact))('POST /api/messages refuses %s with 415, storing nothing', async (_label, init) => {
    const before = await messageCount();
    const res = await send('POST', '/api/messages', init);
    expect(res.status).toBe(415);
    expect(res.data).toEqual({ success: false, message: expect.stringContaining('application/json') });
    expect(await messageCount()).toBe(before);
  });

  it.each(crossSiteBodies({ answers: {} }))(
    'POST /api/surveys/{id}/responses refuses %s with 415, storing nothing',
    async (_label, init) => {
      const { survey, question } = await w.newSurvey();
      await t.db.update(surveyQuestions).set({ required: false }).where(eq(surveyQuestions.id, question.id));
      const res = await send('POST', `/api/surveys/${survey.id}/responses`, init);
      expect(res.status).toBe(415);
      expect(res.data).toEqual({ success: false, message: expect.stringContaining('application/json') });
      const stored = await t.db.select().from(surveyResponses).where(eq(surveyResponses.surveyId, survey.id));
      expect(stored).toEqual([]);
    },
  );

  it('still take JSON, with or without a charset', async () => {
    const init = { body: JSON.stringify(contact), headers: { 'content-type': 'application/json; charset=utf-8' } };
    expect((await send('POST', '/api/messages', init)).status).toBe(201);
    const { survey, question } = await w.newSurvey();
    const answer = {
      body: JSON.stringify({ answers: { [question.id]: 4 } }),
      headers: { 'content-type': 'application/json' },
    };
    expect((await send('POST', `/api/surveys/${survey.id}/responses`, answer)).status).toBe(201);
  });
});

describe('every route that takes JSON', () => {
  /** The caller most likely to get past the route's checks. */
  const callerFor = (spec: RouteSpec): Persona =>
    (['admin', 'vendor', 'user', 'otherUser', 'otherVendor', 'anonymous'] as Persona[]).find(
      (p) => spec.expect[p] < 300,
    ) ?? 'user';

  it('refuses text/plain, form posts, bodies without a type and multipart (unless it takes an image)', async () => {
    const checked: string[] = [];
    const wrong: string[] = [];
    for (const spec of ROUTES) {
      await fx.reset();
      const call = await spec.build(w, fx);
      if (call.json === undefined || call.method === 'GET') continue;
      checked.push(spec.name);
      const takesImage = IMAGE_ROUTES.has(spec.name);
      for (const [label, init] of crossSiteBodies(call.json as Record<string, unknown>)) {
        if (label === 'multipart' && takesImage) continue;
        const res = await send(
          call.method,
          call.path,
          { ...init, headers: { ...(init.headers as Record<string, string>), ...call.headers } },
          w.tokens[callerFor(spec)],
        );
        if (res.status !== 415 || res.data?.success !== false) wrong.push(`${spec.name} with ${label}: ${res.status}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(checked.length).toBeGreaterThan(30);
  });

  it('lets the routes that take an image keep multipart', async () => {
    const form = formOf({ image: fileOf(await pngBytes(8, 8), 'a.png', 'image/png') });
    const res = await send('POST', '/api/uploads', { body: form }, w.tokens.user);
    expect(res.status).toBe(201);
  });
});

/** Routes of route-specs.ts whose forms may carry an image file (docs/security.md). */
const IMAGE_ROUTES = new Set([
  'POST /businesses',
  'POST /businesses (each vendor already has one)',
  'PUT /businesses/{id}',
  'PATCH /businesses/{id}',
  'POST /businesses/{id}/products',
  'POST /businesses/{id}/product-services',
  'PATCH /businesses/{id}/product-services/{serviceId}',
  'PATCH /businesses/{own id}/product-services/{serviceId of another business}',
  'POST /product-reviews',
  'PUT /product-reviews/{id}',
  'POST /categories',
  'PUT /categories/{id}',
]);

describe('absurd nesting', () => {
  const deep = (levels: number, open = '[', close = ']') => open.repeat(levels) + close.repeat(levels);

  it('is a 400 with a clear message on a JSON route, an object or an array 100,000 levels deep', async () => {
    for (const body of [
      deep(100_000),
      `{"fullName":${deep(100_000)}}`,
      '{"a":'.repeat(40_000) + '1' + '}'.repeat(40_000),
    ]) {
      const res = await send('POST', '/api/messages', { body, headers: { 'content-type': 'application/json' } });
      expect(res.status).toBe(400);
      expect(res.data).toEqual({ success: false, message: 'The JSON body is nested too deeply' });
    }
  });

  it('is a 400 in a push, where the args were hashed before they were checked', async () => {
    const args = `{"fullName":${deep(100_000)}}`;
    const body = `{"mutations":[{"id":"deep-args-0001","name":"message.create","args":${args}}]}`;
    const res = await send('POST', '/api/sync/push', {
      body,
      headers: { 'content-type': 'application/json', 'x-device-id': 'deep-device-0001' },
    });
    expect(res.status).toBe(400);
    expect(res.data).toEqual({ success: false, message: 'The JSON body is nested too deeply' });
  });

  it('leaves ordinary nesting and brackets inside strings alone', async () => {
    const content = `${'['.repeat(100)} not nesting, just text ${'{'.repeat(100)}`;
    const res = await send('POST', '/api/messages', {
      body: JSON.stringify({ ...contact, content }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(201);
    const args = { ...contact, extra: { a: { b: { c: { d: [[[[1]]]] } } } } };
    const push = await send('POST', '/api/sync/push', {
      body: JSON.stringify({ mutations: [{ id: 'nested-ok-0001', name: 'message.create', args }] }),
      headers: { 'content-type': 'application/json', 'x-device-id': 'deep-device-0002' },
    });
    expect(push.status).toBe(200);
  });
});
