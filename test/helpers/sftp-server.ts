/**
 * An SSH server with SFTP on 127.0.0.1 for tests (./sftp-server-process.ts), over a temporary
 * folder that is the host's `/`: `url('/backup')` is what BACKUP_URL gets, and `local('/backup')`
 * where its files lie on this machine.
 *
 * It runs as a child process because the tests run Litestream and `npm run restore` with
 * spawnSync, which would hold a server in this process from answering them.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type SftpServer = {
  port: number;
  user: string;
  password: string;
  /** `sftp://user:password@127.0.0.1:port/folder`, the password in it escaped as an address needs. */
  url(folder: string): string;
  /** Where `folder` on the host lies on this machine. */
  local(folder: string): string;
  /** Ends the server, its connections with it, as a host that went away. */
  down(): Promise<void>;
  /** Starts it again on the same port and files. */
  up(): Promise<void>;
  stop(): Promise<void>;
};

/** Starts the process on `port` (0: any free one); resolves with the port and how to end it. */
async function run(root: string, user: string, password: string, port: number) {
  const entry = fileURLToPath(new URL('./sftp-server-process.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', entry, root, user, password, String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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
  let running: Awaited<ReturnType<typeof run>> | undefined = await run(root, user, password, 0);
  const port = running.port;
  return {
    port,
    user,
    password,
    url: (folder) => `sftp://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}${folder}`,
    local: (folder) => join(root, folder),
    async down() {
      await running?.stop();
      running = undefined;
    },
    async up() {
      running ??= await run(root, user, password, port);
    },
    async stop() {
      await running?.stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
