/**
 * The account's language (docs/product.md "Languages"): kept from the request that created the
 * account, changed in Settings › Language through the profile, and the language its sign-in code
 * comes in, whatever language a later request asks in. Read from the real app's `.eml` outbox.
 *
 * The Swahili text needs the sign-in e-mail's messages translated in locales/sw.po.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { firstRow } from '../../db/query';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';

let t: TestApp;
beforeEach(() => {
  t = createTestApp();
});
afterEach(() => t.close());

const amina = {
  firstName: 'Amina',
  lastName: 'Wanjiru',
  email: 'amina@example.com',
  phoneNumber: '+256772123456',
  role: 'USER',
};

/** The newest e-mail to `email`: its subject and its body, unfolded and decoded. */
function latestMail(email: string): { subject: string; text: string } {
  const dir = t.deps.config.mailDir;
  const newest = readdirSync(dir)
    .filter((f) => f.endsWith('.eml') && f.includes(email))
    .sort()
    .at(-1);
  if (!newest) throw new Error(`No mail for ${email}`);
  const raw = readFileSync(join(dir, newest), 'utf8');
  const [head = '', ...body] = raw.split('\n\n');
  const subject = /^Subject: (.*(?:\n[ \t].*)*)/m.exec(head)?.[1]?.replace(/\n[ \t]/g, ' ') ?? '';
  const text = body
    .join('\n\n')
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (bytes) => Buffer.from(bytes.replace(/=/g, ''), 'hex').toString('utf8'));
  return { subject, text };
}

const codeIn = (text: string) => /(\d{6})/.exec(text)?.[1] ?? '';

async function languageOf(email: string) {
  return (await firstRow(t.db.select({ language: users.language }).from(users).where(eq(users.email, email))))
    ?.language;
}

describe("the account's language", () => {
  it('is the language of the request that created the account, and its sign-in code comes in it', async () => {
    const reg = await t.request('POST', '/api/auth/register', {
      json: amina,
      headers: { 'accept-language': 'sw-KE,sw;q=0.9,en;q=0.5' },
    });
    expect(reg.status).toBe(201);
    expect(await languageOf(amina.email)).toBe('sw');
    const mail = latestMail(amina.email);
    expect(mail.subject).toBe('Nambari yako ya kuingia Soko');
    expect(mail.text).toContain('Habari Amina,');
    expect(mail.text).toMatch(/Nambari yako ya kuingia ni \d{6}/);
    expect(mail.text).not.toContain('Your sign-in code');

    // a later request in English still gets the account's Swahili
    t.clock.advance(120_000);
    const login = await t.request('POST', '/api/auth/login', {
      json: { email: amina.email },
      headers: { 'accept-language': 'en-GB' },
    });
    expect(login.status).toBe(200);
    const again = latestMail(amina.email);
    expect(again.text).toMatch(/Nambari yako ya kuingia ni \d{6}/);
    const verify = await t.request('POST', '/api/auth/verify-otp', {
      json: { email: amina.email, otp: codeIn(again.text) },
    });
    expect(verify.status).toBe(200);
    expect(verify.data.user.language).toBe('sw');
  });

  it('is chosen in the profile, returned with the account, and the sign-in code follows it', async () => {
    const session = await t.registerAndSignIn('brian@example.com');
    // a request without a preference: English, kept as the account's
    expect(await languageOf('brian@example.com')).toBe('en');
    expect(latestMail('brian@example.com').subject).toBe('Your Soko sign-in code');

    const put = await t.request('PUT', '/api/user/profile', {
      token: session.accessToken,
      json: { language: 'sw' },
    });
    expect(put.status).toBe(200);
    expect(put.data.user.language).toBe('sw');
    const me = await t.request('GET', '/api/auth/me', { token: session.accessToken });
    expect(me.data.user.language).toBe('sw');
    const profile = await t.request('GET', '/api/user/profile', { token: session.accessToken });
    expect(profile.data.user).toMatchObject({ language: 'sw', firstName: 'Test' });

    t.clock.advance(120_000);
    await t.request('POST', '/api/auth/login', { json: { email: 'brian@example.com' } });
    expect(latestMail('brian@example.com').subject).toBe('Nambari yako ya kuingia Soko');
  });

  it('refuses a language Soko does not speak, and null forgets the choice', async () => {
    const session = await t.registerAndSignIn('carol@example.com');
    const bad = await t.request('PUT', '/api/user/profile', { token: session.accessToken, json: { language: 'fr' } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.data)).toContain('Language must be one of en, lg, sw');
    expect(await languageOf('carol@example.com')).toBe('en');

    const cleared = await t.request('PUT', '/api/user/profile', {
      token: session.accessToken,
      json: { language: null },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.data.user.language).toBeNull();
    // no language of its own: the code comes in the language of the request that asks for it
    t.clock.advance(120_000);
    await t.request('POST', '/api/auth/login', {
      json: { email: 'carol@example.com' },
      headers: { 'accept-language': 'sw' },
    });
    expect(latestMail('carol@example.com').subject).toBe('Nambari yako ya kuingia Soko');
    t.clock.advance(120_000);
    await t.request('POST', '/api/auth/login', { json: { email: 'carol@example.com' } });
    expect(latestMail('carol@example.com').subject).toBe('Your Soko sign-in code');
  });
});
