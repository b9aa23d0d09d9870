/**
 * Secrets at rest (ASVS 5.0 V13.3 secret management, V14.2 data protection): the generated JWT
 * secret lives beside the database it signs for, so two instances started from one checkout with
 * different databases never share it; a JWT_SECRET too short to resist guessing is refused at
 * start; mailed codes, the mail folder, the database file and its WAL are readable by the server's
 * own user only; the code is in the body of the e-mail, never in its subject (shown on lock screens).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { createMailer } from '../../server/auth/mailer';
import { loadConfig } from '../../server/config';
import { createTestApp } from '../helpers/test-app';
import { spawnServer } from '../reliability/support/spawn-server';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'soko-files-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const modeOf = (path: string) => statSync(path).mode & 0o777;
const secretText = (config: ReturnType<typeof loadConfig>) => new TextDecoder().decode(config.jwtSecret);

describe('the generated JWT secret', () => {
  it('two instances from one working directory with different databases get different secrets', () => {
    const root = tempDir();
    const cwd = process.cwd();
    try {
      process.chdir(root);
      const one = loadConfig({ DATABASE_PATH: join(root, 'one', 'app.db') });
      const two = loadConfig({ DATABASE_PATH: join(root, 'two', 'app.db') });
      const oneAgain = loadConfig({ DATABASE_PATH: join(root, 'one', 'app.db') });
      expect(secretText(one)).not.toBe(secretText(two));
      expect(secretText(oneAgain)).toBe(secretText(one));
      expect(readdirSync(root).sort()).toEqual(['one', 'two']); // nothing under ./data
      expect(modeOf(join(root, 'one', 'jwt-secret'))).toBe(0o600);
      expect(modeOf(join(root, 'one'))).toBe(0o700);
      expect(one.jwtSecret.byteLength).toBeGreaterThanOrEqual(32);
    } finally {
      process.chdir(cwd);
    }
  });

  it('a JWT_SECRET shorter than 32 bytes is refused at start with a clear error', () => {
    const DATABASE_PATH = join(tempDir(), 'app.db');
    expect(() => loadConfig({ DATABASE_PATH, JWT_SECRET: 'short-secret' })).toThrow(/JWT_SECRET.*32 bytes/);
    expect(() => loadConfig({ DATABASE_PATH, JWT_SECRET: 'x'.repeat(31) })).toThrow(/JWT_SECRET/);
    expect(loadConfig({ DATABASE_PATH, JWT_SECRET: 'x'.repeat(32) }).jwtSecret.byteLength).toBe(32);
  });
});

describe('files only the server user can read', () => {
  it('mailed codes (0600) and the mail folder (0700)', async () => {
    const mailDir = join(tempDir(), 'mail');
    await createMailer({ mailDir, from: 'Soko <no-reply@soko.ug>' }).send({
      to: 'a@files.test',
      subject: 'Your Soko sign-in code',
      text: 'Your sign-in code is 123456',
    });
    expect(modeOf(mailDir)).toBe(0o700);
    const [file] = readdirSync(mailDir);
    expect(modeOf(join(mailDir, file!))).toBe(0o600);
  });

  it('the database file, its WAL and shared memory (0600) and a folder made for them (0700)', () => {
    const dir = join(tempDir(), 'data');
    const path = join(dir, 'app.db');
    const db = openDatabase(path);
    try {
      db.$client.exec('CREATE TABLE probe (x); INSERT INTO probe VALUES (1);');
      expect(modeOf(dir)).toBe(0o700);
      for (const file of [path, `${path}-wal`, `${path}-shm`]) expect(modeOf(file), file).toBe(0o600);
    } finally {
      db.$client.close();
    }
  });
});

describe('the server as started (server/main.ts)', () => {
  it('keeps its database, WAL, generated secret and mail to its own user', async () => {
    // a generated secret is for development only: production requires JWT_SECRET (server/config.ts)
    const server = await spawnServer({ env: { NODE_ENV: 'development', JWT_SECRET: '' } });
    try {
      await server.start();
      const res = await fetch(`${server.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          firstName: 'M',
          lastName: 'P',
          email: 'modes@files.test',
          phoneNumber: '+256700000001',
          role: 'USER',
        }),
      });
      expect(res.status).toBe(201);
      const mailDir = join(server.dir, 'mail');
      const private600 = [server.databasePath, `${server.databasePath}-wal`, `${server.databasePath}-shm`];
      private600.push(join(server.dir, 'jwt-secret'), ...readdirSync(mailDir).map((f) => join(mailDir, f)));
      for (const file of private600) expect(modeOf(file), file).toBe(0o600);
      expect(modeOf(mailDir)).toBe(0o700);
    } finally {
      await server.stop();
      server.cleanup();
    }
  }, 90_000);
});

describe('the sign-in e-mail', () => {
  it('has the code in its body and not in its subject', async () => {
    const t = createTestApp();
    try {
      const res = await t.request('POST', '/api/auth/register', {
        json: {
          firstName: 'S',
          lastName: 'B',
          email: 'subject@files.test',
          phoneNumber: '+256700000001',
          role: 'USER',
        },
      });
      expect(res.status).toBe(201);
      const code = t.latestCode('subject@files.test');
      const [file] = readdirSync(t.deps.config.mailDir);
      const mail = readFileSync(join(t.deps.config.mailDir, file!), 'utf8');
      const head = mail.slice(0, mail.indexOf('\n\n'));
      const body = mail.slice(head.length);
      const subject = head.match(/^Subject: (.*)$/m)?.[1];
      expect(subject).toBe('Your Soko sign-in code');
      expect(head).not.toContain(code);
      expect(body).toContain(code);
    } finally {
      await t.close();
    }
  });
});
