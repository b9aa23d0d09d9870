/**
 * Each fragment of db/dialect.ts answers the same on the engine the project runs (SQLite in
 * `server`, PostgreSQL where DATABASE_URL names one): one row per case, the expected answer
 * written once for both.
 */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/helpers/test-app';
import { containsIgnoringCase, jsonMembers, jsonStringMember, lowerAscii, memberValue, utcMonth } from './dialect';
import { rawAll, rawGet } from './query';

const t = createTestApp();
afterAll(() => t.close());

const one = async <T>(value: SQL) => (await rawGet<{ v: T }>(t.db, sql`select ${value} as v`))!.v;

describe('containsIgnoringCase', () => {
  it.each([
    ['Amina Nakato', 'ina nak', true],
    ['AMINA', 'amina', true],
    ['amina', 'AMINA', true],
    ['x_y%z', '_', true],
    ['xay', 'x_y', false],
    ['50% off', '0%', true],
    ['5000 off', '0%', false],
    ['back\\slash', 'k\\s', true],
    ['backslash', 'k\\s', false],
    ['Émile', 'Émile', true],
    ['Émile', 'émile', false],
    ['any', 'a\u0000', false],
    ['', '', true],
  ])('%j contains %j: %s', async (text, needle, expected) => {
    const hit = containsIgnoringCase(t.db, sql`cast(${text} as text)`, needle);
    expect(await one<number>(sql`case when ${hit} then 1 else 0 end`)).toBe(expected ? 1 : 0);
  });
});

it('lowerAscii folds ASCII letters only', async () => {
  expect(await one<string>(lowerAscii(t.db, 'ÀBC Émile ÖZ'))).toBe('Àbc Émile Öz');
});

it.each([
  [0, '1970-01'],
  [Date.UTC(2026, 0, 31, 23, 59, 59, 999), '2026-01'],
  [Date.UTC(2026, 1, 1), '2026-02'],
  [Date.UTC(2026, 11, 31, 23, 0), '2026-12'],
])('utcMonth of %i is %s', async (ms, month) => {
  expect(await one<string>(utcMonth(t.db, sql.raw(String(ms))))).toBe(month);
});

it('jsonMembers gives the members of an object as SQLite’s json_each does', async () => {
  const object = JSON.stringify({ a: 1, b: 2.5, c: 'x y', d: true, e: false, f: null, g: -3 });
  const rows = await rawAll<{ key: string; type: string; value: string | number | null }>(
    t.db,
    sql`select je.key as key, je.type as type, je.value as value
      from (select cast(${object} as text) as doc) as d, ${jsonMembers(t.db, sql`d.doc`)} as je
      order by je.key`,
  );
  expect(rows.map((r) => [r.key, r.type, memberValue(r.type, r.value)])).toEqual([
    ['a', 'integer', 1],
    ['b', 'real', 2.5],
    ['c', 'text', 'x y'],
    ['d', 'true', 1],
    ['e', 'false', 0],
    ['f', 'null', null],
    ['g', 'integer', -3],
  ]);
});

it.each([
  ['1', 'Red'],
  ['2', null],
  ['3', null],
  ['4', null],
])('jsonStringMember %s is %j', async (key, expected) => {
  const object = JSON.stringify({ 1: 'Red', 2: 5, 3: true });
  expect(await one<string | null>(jsonStringMember(t.db, sql`cast(${object} as text)`, key))).toBe(expected);
});
