/**
 * An S3-compatible service on 127.0.0.1 for tests: s3rver on a free port over a temporary folder,
 * with the AWS variables a client of it needs (the server, `npm run restore`, Litestream and
 * server/storage read the same ones).
 *
 * It runs as a child process (./s3rver-process.ts, which also makes its listings answer as S3's
 * do) because it must run with --openssl-legacy-provider: s3rver makes its listing continuation
 * tokens with DES, which Node's OpenSSL 3 leaves out by default, so in this process any listing
 * longer than one page would fail with an internal error.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type S3Server = {
  /** e.g. http://127.0.0.1:41234 */
  endpoint: string;
  /** The variables that point an S3 client at it, with s3rver's fixed credentials. */
  env: Record<string, string>;
  stop(): Promise<void>;
};

export async function startS3Server(buckets: string[]): Promise<S3Server> {
  const dir = mkdtempSync(join(tmpdir(), 'soko-s3rver-'));
  const entry = fileURLToPath(new URL('./s3rver-process.ts', import.meta.url));
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', '--import', './scripts/ts.mjs', entry, dir, ...buckets],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /S3rver listening on [\d.]+:(\d+)/.exec(output);
      if (listening) resolve(Number(listening[1]));
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then(() => reject(new Error(`s3rver did not start:\n${output}`)));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: {
      AWS_ENDPOINT_URL_S3: endpoint,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
