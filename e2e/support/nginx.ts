/**
 * Debian's nginx in front of a server, with the project's own deploy/nginx.conf: the file is
 * copied with only its three "set per machine" lines changed (the listen port, the upstream and
 * the cache folder) and included in a small main configuration that keeps everything else
 * (pid, logs, temporary files) in a temporary folder. Runs as a child process on a free
 * loopback port, independent of any system nginx.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const DEPLOY_CONF = resolve('deploy/nginx.conf');

export type Nginx = {
  url: string;
  /** Its error log so far, for a failing test's message. */
  errorLog(): string;
  close(): Promise<void>;
};

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((done) => probe.close(() => done()));
  return port;
}

/** deploy/nginx.conf with its per-machine lines set; each must be there exactly once. */
function siteConf(options: { port: number; upstream: string; cacheDir: string }): string {
  const changes: [string, string][] = [
    ['listen 80;', `listen 127.0.0.1:${options.port};`],
    ['server 127.0.0.1:8080;', `server ${new URL(options.upstream).host};`],
    ['/var/cache/nginx/soko ', `${options.cacheDir} `],
  ];
  let conf = readFileSync(DEPLOY_CONF, 'utf8');
  for (const [from, to] of changes) {
    const found = conf.split(from).length - 1;
    if (found !== 1) throw new Error(`deploy/nginx.conf has "${from}" ${found} times, not once`);
    conf = conf.replace(from, () => to);
  }
  return conf;
}

function untilListening(port: number, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  return new Promise((done, fail) => {
    const exited = (code: number | null) => fail(new Error(`nginx exited (${code}) at start:\n${log()}`));
    child.once('exit', exited);
    const attempt = () => {
      const socket = createConnection({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.destroy();
        child.off('exit', exited);
        done();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) fail(new Error(`nginx did not listen on ${port} within 10 s:\n${log()}`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

/** Starts nginx in front of `upstream` (an http://127.0.0.1:PORT address). */
export async function startNginx(upstream: string): Promise<Nginx> {
  if (!existsSync(NGINX_PATH))
    throw new Error(`No nginx at ${NGINX_PATH}: apt-get install -y nginx (.ci/run does), or set NGINX_PATH`);
  const dir = mkdtempSync(join(tmpdir(), 'soko-nginx-'));
  const port = await freePort();
  writeFileSync(join(dir, 'soko.conf'), siteConf({ port, upstream, cacheDir: join(dir, 'cache') }));
  const temp = (name: string) => `${name}_temp_path ${join(dir, name)};`;
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      // workers of a root master otherwise run as nobody, who cannot enter the private temporary folder
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 1;',
      `error_log ${join(dir, 'error.log')} warn;`,
      'events { worker_connections 512; }',
      'http {',
      `  access_log ${join(dir, 'access.log')};`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
      `  include ${join(dir, 'soko.conf')};`,
      '}',
    ].join('\n'),
  );
  let output = '';
  const child = spawn(
    NGINX_PATH,
    ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', `daemon off; pid ${dir}/nginx.pid;`],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const errorLog = () => {
    const file = join(dir, 'error.log');
    return output + (existsSync(file) ? readFileSync(file, 'utf8') : '');
  };
  const ended = new Promise<void>((done) => child.once('exit', () => done()));
  try {
    await untilListening(port, child, errorLog);
  } catch (err) {
    child.kill('SIGTERM');
    await ended;
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    errorLog,
    async close() {
      // SIGTERM: nginx's fast shutdown; its workers end with the master
      if (child.exitCode === null) child.kill('SIGTERM');
      await ended;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
