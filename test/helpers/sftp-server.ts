/**
 * An SSH server with SFTP on 127.0.0.1 for tests (./sftp-server-process.ts: OpenSSH's
 * sftp-server behind ssh2's SSH server), over a temporary folder: `url('/backup')` is what
 * BACKUP_URL gets for its `backup` folder, and `path('/backup')` that folder (on the host, which
 * is this machine).
 *
 * It runs as a child process because the tests run Litestream and `npm run restore` with
 * spawnSync, which would hold a server in this process from answering them.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type SftpServer = {
  port: number;
  user: string;
  password: string;
  /** `sftp://user:password@127.0.0.1:port/folder`, the password in it escaped as an address needs. */
  url(folder: string): string;
  /** `folder` under the temporary folder, as an address names it on the host, which is this machine. */
  path(folder: string): string;
  /** Ends the server, its connections with it, as a host that went away. */
  down(): Promise<void>;
  /** Starts it again on the same port and files. */
  up(): Promise<void>;
  stop(): Promise<void>;
};

/** Starts the process on `port` (0: any free one); resolves with the port and how to end it. */
/** Where Debian's openssh-sftp-server puts it (.ci/run installs it); SFTP_SERVER_PATH elsewhere. */
const SFTP_SERVER = process.env.SFTP_SERVER_PATH ?? '/usr/lib/openssh/sftp-server';

async function run(user: string, password: string, port: number) {
  if (!existsSync(SFTP_SERVER))
    throw new Error(`${SFTP_SERVER} is missing: apt-get install openssh-sftp-server, or set SFTP_SERVER_PATH`);
  const entry = fileURLToPath(new URL('./sftp-server-process.ts', import.meta.url));
  const child = spawn(
    process.execPath,
    ['--import', './scripts/ts.mjs', entry, SFTP_SERVER, user, password, String(port)],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  let output = '';
  const listening = await new Promise<number>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /SFTP listening on [\d.]+:(\d+)/.exec(output);
      if (found) resolve(Number(found[1]));
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then(() => reject(new Error(`the SFTP server did not start:\n${output}`)));
  });
  return {
    port: listening,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

export async function startSftpServer(): Promise<SftpServer> {
  const root = mkdtempSync(join(tmpdir(), 'soko-sftp-'));
  const user = 'backup';
  // characters an address must escape: the store and Litestream both read it back
  const password = `p@ss:w/rd-${crypto.randomUUID()}`;
  let running: Awaited<ReturnType<typeof run>> | undefined = await run(user, password, 0);
  const port = running.port;
  return {
    port,
    user,
    password,
    url: (folder) => `sftp://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}${join(root, folder)}`,
    path: (folder) => join(root, folder),
    async down() {
      await running?.stop();
      running = undefined;
    },
    async up() {
      running ??= await run(user, password, port);
    },
    async stop() {
      await running?.stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
