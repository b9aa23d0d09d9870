import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, users } from '../../../db/schema';
import { seedLarge } from '../../../db/seed';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createWorld, type World } from '../../../test/helpers/signed-in-world';
import { BUSINESS_CSV_HEADER, USER_CSV_HEADER } from './admin-export';
import { firstRow } from '../../../db/query';

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = createTestApp();
  w = await createWorld(t);
});
afterAll(() => t.close());

/** The raw answer: the test client's `text` is decoded by fetch's UTF-8 decode, which drops a BOM. */
async function download(kind: 'users' | 'businesses') {
  const res = await t.app.request(`/api/admin/export/${kind}.csv`, {
    headers: { authorization: `Bearer ${w.tokens.admin}` },
  });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { res, bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
}

/** An RFC 4180 reader: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      record.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else field += ch;
  }
  if (field !== '' || record.length) throw new Error('The last record does not end with CRLF');
  return records;
}

describe('GET /api/admin/export/users.csv', () => {
  it('sends an attachment of text/csv in UTF-8 with a BOM, a header row and CRLF records', async () => {
    const { res, bytes, text } = await download('users');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.startsWith(`\uFEFFID,Name,Email,Phone,Role,Active,Verified,Location,Created\r\n`)).toBe(true);
    const records = parseCsv(text.slice(1));
    expect(records[0]).toEqual(USER_CSV_HEADER);
    const total = (await firstRow(t.db.select({ n: count() }).from(users)))!.n;
    expect(records).toHaveLength(total + 1);
    const admin = records.find((r) => r[0] === String(w.ids.admin));
    expect(admin).toEqual([
      String(w.ids.admin),
      'Ada Person',
      w.emails.admin,
      "'+256700000000",
      'ADMIN',
      'Yes',
      'Yes',
      '',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    ]);
  });

  it('quotes commas, quotes and line breaks and defuses formulas, byte for byte', async () => {
    const nasty = await w.newUser({
      firstName: '=HYPERLINK("http://evil.example","click")',
      lastName: 'Okello, "JJ"',
      email: '@sum.example@world.test',
      phoneNumber: '-1+2',
      location: 'Line one\nline two',
      isActive: false,
      createdAt: new Date('2025-03-01T08:30:00.000Z'),
    });
    const { text } = await download('users');
    expect(text).toContain(
      `\r\n${nasty.id},"'=HYPERLINK(""http://evil.example"",""click"") Okello, ""JJ""",'@sum.example@world.test,'-1+2,USER,No,No,"Line one\nline two",2025-03-01T08:30:00.000Z\r\n`,
    );
    const row = parseCsv(text.slice(1)).find((r) => r[0] === String(nasty.id));
    expect(row?.[1]).toBe(`'=HYPERLINK("http://evil.example","click") Okello, "JJ"`);
    expect(row).toHaveLength(USER_CSV_HEADER.length);
  });
});

describe('GET /api/admin/export/businesses.csv', () => {
  it('writes one record per business with its owner, category and counts, formulas defused', async () => {
    const owner = await w.newUser({ role: 'VENDOR', email: 'plus.owner@world.test' });
    const formula = await w.newBusiness(owner.id, '+CMD|" /C calc"!A0', {
      whatsapp: '+256 772 123456',
      district: 'Wakiso',
      city: 'Entebbe, Kitoro',
      isVerified: true,
      isActive: false,
      rating: 4.25,
      totalReviews: 8,
      productCount: 3,
      createdAt: new Date('2025-02-01T00:00:00.000Z'),
    });
    const { res, bytes, text } = await download('businesses');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="businesses-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records = parseCsv(text.slice(1));
    expect(records[0]).toEqual(BUSINESS_CSV_HEADER);
    expect(text).toContain(
      `\r\n${formula.id},"'+CMD|"" /C calc""!A0",${w.category.name},plus.owner@world.test,Wakiso,"Entebbe, Kitoro",'+256 772 123456,No,Yes,4.3,8,3,2025-02-01T00:00:00.000Z\r\n`,
    );
    expect(records.find((r) => r[0] === String(w.business.id))).toEqual([
      String(w.business.id),
      'Vera Plumbing',
      w.category.name,
      w.emails.vendor,
      'Kampala',
      'Ntinda',
      '',
      'Yes',
      'No',
      '0.0',
      '0',
      '0',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    ]);
  });

  it('exports a directory of thousands in one answer, every business once', async () => {
    await seedLarge(t.db, { businesses: 3_000, seed: 19 });
    const total = (await firstRow(t.db.select({ n: count() }).from(businesses)))!.n;
    expect(total).toBeGreaterThan(3_000);
    const started = performance.now();
    const { res, text } = await download('businesses');
    const ms = performance.now() - started;
    expect(res.status).toBe(200);
    const records = parseCsv(text.slice(1));
    expect(records).toHaveLength(total + 1);
    expect(records.every((r) => r.length === BUSINESS_CSV_HEADER.length)).toBe(true);
    expect(new Set(records.slice(1).map((r) => r[0])).size).toBe(total);
    // every cell a spreadsheet would run is defused
    expect(
      records
        .slice(1)
        .flat()
        .filter((cell) => /^[=+\-@]/.test(cell)),
    ).toEqual([]);
    // a generous bound, against a query per row creeping in
    expect(ms).toBeLessThan(2_000);

    const people = await download('users');
    expect(parseCsv(people.text.slice(1))).toHaveLength(
      (await firstRow(t.db.select({ n: count() }).from(users)))!.n + 1,
    );
  });
});

describe('exports take turns', () => {
  it('a second export of the same admin while one is under way is a 429 with Retry-After; then it works', async () => {
    const headers = { authorization: `Bearer ${w.tokens.admin}` };
    // on PostgreSQL, connections open beforehand: the second sign-in check must not wait to
    // connect while the first export is built (on SQLite nothing waits)
    await Promise.all([1, 2, 3, 4].map(() => firstRow(t.db.select({ n: count() }).from(users))));
    // Each request first awaits its own sign-in check (jose's HMAC through WebCrypto, answered in
    // a later turn of the event loop). Two sent at once could so reach their turn a whole export
    // apart: the first built and gone, the second then rightly built too (it failed 1 run in 3).
    // Of four, the checks that end while an export is built reach their turn together after it,
    // and all but the first of them are refused.
    const answers = await Promise.all(
      ['users', 'businesses', 'users', 'businesses'].map((kind) =>
        t.app.request(`/api/admin/export/${kind}.csv`, { headers }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(
      statuses.every((s) => s === 200 || s === 429),
      String(statuses),
    ).toBe(true);
    expect(statuses.filter((s) => s === 200).length, String(statuses)).toBeGreaterThanOrEqual(1);
    expect(statuses.filter((s) => s === 429).length, String(statuses)).toBeGreaterThanOrEqual(1);
    for (const refused of answers.filter((r) => r.status === 429)) expect(refused.headers.get('retry-after')).toBe('1');
    expect((await t.app.request('/api/admin/export/businesses.csv', { headers })).status).toBe(200);
  });
});
