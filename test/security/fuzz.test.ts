/**
 * Fuzzing every route (OWASP API8:2023 security misconfiguration / ASVS 5.0 V1.5 input handling;
 * the way SQLite runs dbsqlfuzz on every change): generated payloads — arbitrary JSON, valid
 * bodies with fields swapped for wrong types, huge and unicode strings, NaN-like and out-of-range
 * numbers, prototype-pollution keys, garbage multipart and query strings, mangled ids in the
 * path — sent to each call of route-specs.ts as the caller most likely to get past its checks.
 * Figure: responses 5xx = 0 (bad input is a 4xx with a message), and Object.prototype untouched.
 * `npm test` sends FUZZ_RUNS (25) per route; NIGHTLY=1 sends 1,000.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { otpCodes } from '../../db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { type Persona, type World } from '../helpers/signed-in-world';
import { type Call, createRouteWorld, type Fixtures, ROUTES, type RouteSpec } from './route-specs';

const RUNS = Number(process.env.FUZZ_RUNS ?? (process.env.NIGHTLY === '1' ? 1000 : 25));
const SEED = 20_240_610;

let t: TestApp;
let w: World;
let fx: Fixtures;
const failures: string[] = [];
let sent = 0;
const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();

beforeAll(async () => {
  t = createTestApp();
  ({ w, fx } = await createRouteWorld(t));
});
afterAll(() => t.close());

// --- what the fuzzer sends ---------------------------------------------------------------------
const NASTY_STRINGS = [
  '',
  ' ',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e309',
  '0x1F',
  '1_000',
  '١٢٣',
  '\u0000',
  '\u202Eevil',
  '🙂'.repeat(300),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '../../etc/passwd',
  '%00',
  '%2e%2e%2f',
  '{{7*7}}',
  '${7*7}',
  '__proto__',
  'constructor',
  'ADMIN',
  'true',
  'x'.repeat(70_000),
  'ü'.repeat(20_000),
];
const NASTY_NUMBERS = [-1, 0, -0, 0.5, 1e308, -1e308, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), Number.MIN_VALUE];

const scalar = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.constantFrom(...NASTY_NUMBERS),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);
const value = fc.oneof(
  { weight: 4, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 4 }) },
);

/** A JSON text: the route's own body with fields replaced, extra keys, or anything at all. */
function bodyText(valid: unknown): fc.Arbitrary<string> {
  const keys = valid && typeof valid === 'object' && !Array.isArray(valid) ? Object.keys(valid) : [];
  const key = fc.oneof(
    fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', ...keys),
    fc.string({ maxLength: 12 }),
  );
  const mutated = fc.array(fc.tuple(key, value), { minLength: 1, maxLength: 4 }).map((pairs) => {
    const fields = Object.entries((valid as Record<string, unknown>) ?? {});
    for (const [k, v] of pairs) fields.push([k, v]);
    // written by hand so "__proto__" travels as an own key, the way an attacker sends it
    return `{${fields.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`).join(',')}}`;
  });
  const pollution = fc.constantFrom(
    '{"__proto__":{"polluted":"yes","role":"ADMIN","isAdmin":true}}',
    '{"constructor":{"prototype":{"polluted":"yes"}}}',
    `{"mutations":[{"id":"fuzz-proto-1","name":"message.create","args":{"__proto__":{"polluted":"yes"},"fullName":"A B","email":"a@b.ug","subject":"Hello","content":"Long enough text"}}]}`,
    '{"answers":{"__proto__":"x","constructor":"y"}}',
  );
  return fc.oneof(
    { weight: 5, arbitrary: mutated },
    { weight: 2, arbitrary: fc.json({ maxDepth: 3 }) },
    { weight: 1, arbitrary: pollution },
    {
      weight: 1,
      arbitrary: fc.constantFrom('', '{', '[]', 'null', '"text"', '{"a":1,}', '\u0000', '{"a":'.repeat(2000)),
    },
  );
}

type Variant = { kind: 'json' | 'form' | 'text' | 'odd-type' | 'query' | 'path'; text: string; extra: string };
const variant = (valid: unknown): fc.Arbitrary<Variant> =>
  fc.record({
    kind: fc.constantFrom('json', 'json', 'json', 'form', 'text', 'odd-type', 'query', 'path'),
    text: bodyText(valid),
    extra: fc.oneof(
      fc.constantFrom(...NASTY_STRINGS.slice(0, 27)),
      fc.string({ maxLength: 20 }),
      fc.integer().map(String),
    ),
  }) as fc.Arbitrary<Variant>;

/** The caller most likely to reach a route's validation: one the spec allows, admin first. */
function callerFor(spec: RouteSpec): Persona {
  const order: Persona[] = ['admin', 'vendor', 'user', 'otherUser', 'otherVendor', 'anonymous'];
  return order.find((p) => spec.expect[p] < 300) ?? 'user';
}

async function send(call: Call, v: Variant, token: string | null) {
  let path = call.path;
  const headers: Record<string, string> = { ...call.headers };
  let body: BodyInit | undefined;
  if (v.kind === 'path') path = path.replace(/\/\d+(?=\/|$|\?)/, `/${encodeURIComponent(v.extra)}`);
  if (v.kind === 'query') {
    const q = new URLSearchParams({
      page: v.extra,
      limit: v.extra,
      status: v.extra,
      since: v.extra,
      mine: v.extra,
      sortBy: v.extra,
    });
    path = `${path.split('?')[0]}?${q}`;
  }
  if (call.method !== 'GET') {
    if (v.kind === 'form') {
      let fields: Record<string, unknown> = {};
      try {
        const parsed: unknown = JSON.parse(v.text);
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) fields = parsed as Record<string, unknown>;
      } catch {
        fields = { raw: v.text };
      }
      const form = new FormData();
      for (const [k, val] of Object.entries(fields))
        form.append(k, typeof val === 'string' ? val : (JSON.stringify(val) ?? ''));
      form.append('image', new File([new TextEncoder().encode(v.extra)], 'x.png', { type: 'image/png' }));
      body = form;
    } else if (v.kind === 'text') {
      headers['content-type'] = 'text/plain';
      body = v.text;
    } else if (v.kind === 'odd-type') {
      headers['content-type'] = v.extra.length % 2 ? 'application/xml' : 'multipart/form-data; boundary=nope';
      body = v.text;
    } else {
      headers['content-type'] = 'application/json';
      body = v.text;
    }
  }
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await t.app.request(path, { method: call.method, headers, body });
  const text = await res.text();
  sent++;
  return { status: res.status, text, path };
}

describe(`fuzzing every route (${RUNS} payloads each, seed ${SEED})`, () => {
  it.each(ROUTES.map((spec) => [spec.name, spec] as const))(
    '%s',
    async (_name, spec) => {
      const errors: string[] = [];
      vi.spyOn(console, 'error').mockImplementation(
        (...args: unknown[]) => void errors.push(args.map(String).join(' ').slice(0, 300)),
      );
      const persona = callerFor(spec);
      await fx.reset();
      if (spec.name.startsWith('POST /auth/')) await t.db.delete(otpCodes);
      const call = await spec.build(w, fx);
      const valid = call.json ?? {};
      const bad: string[] = [];
      await fc
        .assert(
          fc.asyncProperty(variant(valid), async (v) => {
            await fx.reset();
            const res = await send(call, v, w.tokens[persona]);
            if (res.status >= 500)
              bad.push(
                `${res.status} ${call.method} ${res.path} [${v.kind}] ${v.text.slice(0, 200)} → ${res.text.slice(0, 200)}`,
              );
            return res.status < 500;
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        )
        .catch((err: Error) => bad.push(err.message.split('\n').slice(0, 6).join(' | ')));
      failures.push(...bad, ...errors);
      expect(bad, bad.join('\n')).toEqual([]);
      expect(errors).toEqual([]);
      expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
    120_000,
  );

  it('figure: 0 responses 5xx', () => {
    console.log(
      `[figure] fuzzing: ${ROUTES.length} routes × ${RUNS} payloads = ${sent} requests; 5xx ${failures.length}`,
    );
    expect(failures).toEqual([]);
  });
});
