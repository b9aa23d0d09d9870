/**
 * Nesting and size fuzzing of every route that takes a body, pushes included (OWASP API4:2023
 * resource consumption, API8:2023; ASVS 5.0 V1/V2 input handling): arrays and objects 1,000
 * and 100,000 levels deep (objects 40,000: the JSON body limit), nesting just under and over
 * the limit of http/request-bodies.ts, strings of 200 kB, numbers past a double, 4,000 keys and
 * 8,000-element arrays, as the body and in place of its first field; in a push, as a mutation's
 * args, where they are hashed before they are checked. Figure: responses 5xx = 0, and every
 * refusal is `{ success: false, message }`. NIGHTLY=1 replaces every field, adds 1,000,000
 * levels (2 MB, a push's body limit), 20,000 keys, and 200 random deep mixtures per route.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_JSON_DEPTH } from '../../server/http/request-bodies';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createWorld, type Persona, type World } from '../helpers/signed-in-world';
import { ROUTES, fixtures, type Call, type Fixtures, type RouteSpec } from './route-specs';

const NIGHTLY = process.env.NIGHTLY === '1';
const DEPTHS = NIGHTLY ? [1_000, 100_000, 1_000_000] : [1_000, 100_000];
const MIXTURES = NIGHTLY ? 200 : 0;
/** Keys of the wide object; the wide array has twice as many elements. */
const WIDE = NIGHTLY ? 20_000 : 4_000;

let t: TestApp;
let w: World;
let fx: Fixtures;
let sent = 0;
const fives: string[] = [];
beforeAll(async () => {
  t = createTestApp();
  w = await createWorld(t);
  fx = fixtures(w, '/api/uploads/none.webp');
});
afterAll(() => t.close());

const arrays = (n: number, inner = '1') => '['.repeat(n) + inner + ']'.repeat(n);
const objects = (n: number, inner = '1') => '{"a":'.repeat(n) + inner + '}'.repeat(n);

/** JSON texts of values to put where a field (or a push's args) goes. */
const values = (() => {
  let made: [string, string][] | undefined;
  return () => (made ??= shapes());
})();

function shapes(): [string, string][] {
  // an object level takes 5 bytes: 40,000 levels stay under the JSON body limit
  const deep = DEPTHS.flatMap((n): [string, string][] => [
    [`arrays ${n} deep`, arrays(n)],
    [`objects ${Math.min(n, 40_000)} deep`, objects(Math.min(n, 40_000))],
  ]);
  const keys = `{${Array.from({ length: WIDE }, (_, i) => `"k${i}":${i}`).join(',')}}`;
  return [
    ...deep,
    ['nesting at the limit', arrays(MAX_JSON_DEPTH - 4)],
    ['nesting just over it', objects(MAX_JSON_DEPTH + 1)],
    ['a 200 kB string', JSON.stringify('x'.repeat(200_000))],
    ['a 200 kB string of escapes', `"${'\\u0000\\ud800'.repeat(16_000)}"`],
    ['a number past a double', '1e400'],
    ['a 1,000-digit integer', '9'.repeat(1000)],
    ['a negative number past a double', '-1e400'],
    ['a number below the smallest double', '1e-400'],
    [`${WIDE} keys`, keys],
    [`a ${WIDE * 2}-element array`, `[${Array.from({ length: WIDE * 2 }, (_, i) => i).join(',')}]`],
  ];
}

/** Bodies for one call: the value alone, and in place of each field of the call's own body. */
function bodiesFor(call: Call, spec: RouteSpec): [string, string][] {
  const valid = (call.json ?? {}) as Record<string, unknown>;
  const out: [string, string][] = [];
  for (const [label, value] of values()) {
    if (spec.push) {
      const { name, args } = mutationOf(call);
      out.push([`args = ${label}`, pushOf(name, value)]);
      for (const key of Object.keys(args))
        out.push([`args.${key} = ${label}`, pushOf(name, withField(args, key, value))]);
      if (value.startsWith('[') || value.startsWith('{')) out.push([`mutations = ${label}`, `{"mutations":${value}}`]);
      continue;
    }
    if (value.startsWith('[') || value.startsWith('{')) out.push([`the body = ${label}`, value]);
    const keys = fieldsToFuzz(valid);
    for (const key of keys.length ? keys : ['x']) out.push([`${key} = ${label}`, withField(valid, key, value)]);
  }
  return out;
}

const mutationOf = (call: Call) =>
  (call.json as { mutations: { name: string; args: Record<string, unknown> }[] }).mutations[0]!;
let pushes = 0;
/** A push of one mutation with these args (a JSON text), under a fresh id. */
const pushOf = (name: string, args: string) =>
  `{"mutations":[{"id":"shape-fuzz-${++pushes}","name":${JSON.stringify(name)},"args":${args},"clientTime":0}]}`;

/** The fields a shape replaces: the first one by default, every one at night. */
const fieldsToFuzz = (fields: Record<string, unknown>) => Object.keys(fields).slice(0, NIGHTLY ? undefined : 1);

/** `fields` as JSON with one field's value replaced by a JSON text. */
function withField(fields: Record<string, unknown>, key: string, json: string): string {
  const others = Object.entries(fields).filter(([k]) => k !== key);
  return `{${[...others.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`), `${JSON.stringify(key)}:${json}`].join(',')}}`;
}

/** The caller most likely to reach a route's validation: one the spec allows, admin first. */
function callerFor(spec: RouteSpec): Persona {
  const order: Persona[] = ['admin', 'vendor', 'user', 'otherUser', 'otherVendor', 'anonymous'];
  return order.find((p) => spec.expect[p] < 300) ?? 'user';
}

async function send(call: Call, body: string, persona: Persona) {
  const headers: Record<string, string> = { ...call.headers, 'content-type': 'application/json' };
  const token = w.tokens[persona];
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await t.app.request(call.path, { method: call.method, headers, body });
  sent++;
  const text = await res.text();
  return { status: res.status, text };
}

/** A random mixture of nested arrays and objects with long and odd leaves, as JSON text. */
const mixture = fc
  .letrec((tie) => ({
    node: fc.oneof(
      { depthSize: 'large', withCrossShrink: true },
      fc.oneof(fc.string({ maxLength: 2000 }), fc.double(), fc.boolean(), fc.constant(null)),
      fc.array(tie('node'), { maxLength: 4 }),
      fc.dictionary(fc.string({ maxLength: 6 }), tie('node'), { maxKeys: 4 }),
    ),
  }))
  .node.map((v) => JSON.stringify(v));

const bodyRoutes = ROUTES.filter((spec) => !spec.name.startsWith('GET '));

describe('nesting and size fuzzing of every route that takes a body', () => {
  it.each(bodyRoutes.map((spec) => [spec.name, spec] as const))(
    '%s',
    async (_name, spec) => {
      const errors: string[] = [];
      vi.spyOn(console, 'error').mockImplementation(
        (...args: unknown[]) => void errors.push(args.map(String).join(' ').slice(0, 300)),
      );
      await fx.reset();
      const call = await spec.build(w, fx);
      if (call.method === 'GET') return;
      const persona = callerFor(spec);
      const bad: string[] = [];
      for (const [label, body] of bodiesFor(call, spec)) {
        await fx.reset();
        const res = await send(call, body, persona);
        if (res.status >= 500) bad.push(`${res.status} ${spec.name} [${label}] → ${res.text.slice(0, 200)}`);
        else if (res.status >= 400 && !/^\{"success":false,"message":"/.test(res.text))
          bad.push(`${res.status} ${spec.name} [${label}] without the error shape: ${res.text.slice(0, 200)}`);
      }
      if (MIXTURES)
        await fc.assert(
          fc.asyncProperty(mixture, async (value) => {
            const res = await send(call, spec.push ? pushOf(mutationOf(call).name, value) : value, persona);
            return res.status < 500;
          }),
          { numRuns: MIXTURES, seed: 15 },
        );
      fives.push(...bad, ...errors);
      expect(bad, bad.join('\n')).toEqual([]);
      expect(errors).toEqual([]);
    },
    120_000,
  );

  it('figure: 0 responses 5xx', () => {
    console.log(`[figure] body-shape fuzzing: ${bodyRoutes.length} routes, ${sent} requests; 5xx ${fives.length}`);
    expect(bodyRoutes.length).toBeGreaterThan(40);
    expect(fives).toEqual([]);
  });
});
