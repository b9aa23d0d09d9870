/**
 * Browser hardening (ASVS 5.0 V3 web frontend security; OWASP Secure Headers): a strict
 * Content-Security-Policy without inline script, nosniff, a referrer policy and no framing, on the
 * app shell, API answers, error answers and stored images; the HTML has no inline <script>; user
 * text leaves the API only as JSON (or as defused CSV). The rendering check — a review holding
 * <script> shows as text — runs in headless Chromium in e2e/security.test.ts.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstRow } from '../../db/query';
import { surveyQuestions } from '../../db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createWorld, type World } from '../helpers/signed-in-world';
import { fileOf, formOf, pngBytes } from '../fixtures/images/make-image';

let t: TestApp;
let w: World;
let image: string;
beforeAll(async () => {
  t = createTestApp();
  w = await createWorld(t);
  // a minimal built shell, so the static route answers 200 like production
  mkdirSync(t.deps.config.distDir, { recursive: true });
  writeFileSync(join(t.deps.config.distDir, 'index.html'), readFileSync('client/index.html', 'utf8'));
  image = (
    await t.request('POST', '/api/uploads', {
      token: w.tokens.user,
      form: formOf({ image: fileOf(await pngBytes(), 'a.png') }),
    })
  ).data.image;
});
afterAll(() => t.close());

/** The directives of a CSP header, by name. */
function directives(csp: string | null): Record<string, string[]> {
  expect(csp).toBeTruthy();
  return Object.fromEntries(
    csp!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

const DOCUMENTS: [string, () => Promise<{ status: number; headers: Headers }>][] = [
  ['the app shell (/)', () => t.request('GET', '/')],
  ['a deep link (/businesses/1)', () => t.request('GET', '/businesses/1')],
];
const API_ANSWERS: [string, () => Promise<{ status: number; headers: Headers }>][] = [
  ['an API answer', () => t.request('GET', '/api/categories')],
  [
    'an API error carrying user text in its message',
    () => t.request('GET', '/api/%3Cscript%3Ealert(1)%3C%2Fscript%3E'),
  ],
  ['a stored image', () => t.request('GET', image)],
  ['a signed-in answer', () => t.request('GET', '/api/auth/me', { token: w.tokens.user })],
  [
    'a pull with nothing new',
    async () => {
      const { cursor } = (await t.request('GET', '/api/sync/pull?since=0')).data as { cursor: number };
      const res = await t.request('GET', `/api/sync/pull?since=${cursor}`);
      expect(res.status).toBe(204);
      return res;
    },
  ],
];

describe('security headers', () => {
  it.each(DOCUMENTS)('%s', async (_label, call) => {
    const res = await call();
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    for (const values of Object.values(csp)) expect(values).not.toContain("'unsafe-eval'");
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(csp['style-src']).toEqual(["'self'"]);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('permissions-policy')).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\)/);
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  // JSON and images are never rendered as pages: a CSP that allows nothing, should one be opened
  // as a document, and the REST set (OWASP REST Security Cheat Sheet), in a few bytes
  it.each(API_ANSWERS)('%s', async (_label, call) => {
    const res = await call();
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp).toEqual({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('referrer-policy')).toBeNull();
  });

  it('user text in an error message travels as JSON, never as HTML', async () => {
    const res = await t.request('GET', '/api/%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('signed-in answers are not stored by shared caches', async () => {
    for (const path of ['/api/user/profile', '/api/searches/my-searches', '/api/reviews/my-reviews']) {
      const res = await t.request('GET', path, { token: w.tokens.user });
      expect(res.status).toBeLessThan(300);
      expect(res.headers.get('cache-control') ?? '').toMatch(/private|no-store/);
    }
  });
});

describe('no inline script in the HTML', () => {
  const inlineScripts = (html: string) =>
    [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
      ([, attrs, body]) => !/\bsrc=/.test(attrs!) || body!.trim() !== '',
    );
  const inlineHandlers = (html: string) => html.match(/\son[a-z]+\s*=/gi) ?? [];

  it('client/index.html, the source of the build', () => {
    const html = readFileSync('client/index.html', 'utf8');
    expect(inlineScripts(html)).toEqual([]);
    expect(inlineHandlers(html)).toEqual([]);
  });

  it('dist/index.html, when a build exists (the e2e run always builds and checks it too)', () => {
    if (!existsSync('dist/index.html')) return;
    const html = readFileSync('dist/index.html', 'utf8');
    expect(inlineScripts(html)).toEqual([]);
    expect(inlineHandlers(html)).toEqual([]);
  });
});

describe('user text in downloads', () => {
  it('a survey export defuses formulas typed by respondents', async () => {
    const { survey } = await w.newSurvey();
    const text = (await firstRow(
      t.db
        .insert(surveyQuestions)
        .values({ surveyId: survey.id, position: 1, type: 'text', question: 'Comment', required: false, options: [] })
        .returning({ id: surveyQuestions.id }),
    ))!;
    const rating = (await firstRow(
      t.db
        .select({ id: surveyQuestions.id })
        .from(surveyQuestions)
        .where(and(eq(surveyQuestions.surveyId, survey.id), eq(surveyQuestions.type, 'rating'))),
    ))!.id;
    const res = await t.request('POST', `/api/surveys/${survey.id}/responses`, {
      json: { answers: { [rating]: 3, [text.id]: '=HYPERLINK("http://evil.example","click")' }, name: '@SUM(1+1)' },
    });
    expect(res.status).toBe(201);
    const csv = await t.request('GET', `/api/surveys/${survey.id}/responses/export`, { token: w.tokens.admin });
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(csv.text).toContain("'@SUM(1+1)");
  });
});
