import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { expect, inject, it } from 'vitest';
import webpush from 'web-push';
import { usesPostgres } from '../db/engine';
import { createDatabase } from '../test/setup/postgres';

/** In the server-pg project, a migrated database of its own; on SQLite, a file in `dir`. */
async function databaseEnv(dir: string): Promise<Record<string, string>> {
  if (!usesPostgres(process.env)) return { DATABASE_PATH: join(dir, 'app.db') };
  const name = `soko_main_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  return {
    DATABASE_URL: await createDatabase(inject('postgresUrl'), name, { template: inject('postgresTemplate') }),
  };
}

// Scripts (bench/, e2e helpers) start the server on PORT=0 and read the port it prints.
it('prints the port it listens on when asked for any free port, and answers there', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'soko-main-'));
  const vapid = webpush.generateVAPIDKeys();
  const database = await databaseEnv(dir);
  const child = spawn(process.execPath, ['--import', './scripts/ts.mjs', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      ...database,
      DATA_DIR: dir,
      MAIL_DIR: join(dir, 'mail'),
      SEED_DEMO: '0',
      LOG_REQUESTS: '0',
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: 'http://localhost',
      JWT_SECRET: 'main-test-secret-that-is-long-enough-for-hs256',
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let output = '';
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const match = output.match(/listening on http:\/\/[^:]+:(\d+)/);
        if (match) resolve(Number(match[1]));
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
    });
    expect(port).toBeGreaterThan(0);
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
  } finally {
    child.kill('SIGTERM');
    await new Promise((done) => child.once('exit', done));
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
