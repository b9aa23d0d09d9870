/**
 * Image decoding cost: `npx tsx bench/image-cost.ts [--only png40,png24x8]`.
 *
 * Each scenario starts the real server (server/main.ts, as `npm run serve` runs it) in a fresh
 * child process over an empty database, signs a user in, warms sharp up with one small upload,
 * then sends N uploads at once to `POST /api/uploads`. It prints, per scenario, each answer's
 * status and time, the server's RSS before the burst, and its peak RSS during the burst (VmRSS
 * of /proc/<pid>/status sampled every 5 ms, and VmHWM), and how long GET /api/health took
 * meanwhile (polled every 50 ms). Rate limits are off (RATE_LIMITS=0): this
 * measures decoding, not the per-account limits. Not part of `npm run bench` (no number).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { PRODUCTION_KEYS, stopChild } from './support/server';

type Scenario = { key: string; label: string; image: () => Promise<Buffer>; count: number };

/** One flat colour, Adam7-interlaced: libvips decodes it whole into memory (the finding's kind of file). */
const interlacedPng = (side: number) => () =>
  sharp({ create: { width: side, height: side, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png({ compressionLevel: 9, progressive: true })
    .toBuffer();
/** A 12 MP phone-sized JPEG with sensor-like noise (~2.8 MB). */
const photo = () =>
  sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: { r: 120, g: 110, b: 90 },
      noise: { type: 'gaussian', mean: 128, sigma: 12 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();

const SCENARIOS: Scenario[] = [
  { key: 'png40', label: '6300 × 6300 interlaced PNG (39.7 MP), alone', image: interlacedPng(6300), count: 1 },
  {
    key: 'png40x8',
    label: '6300 × 6300 interlaced PNG (39.7 MP), eight at once',
    image: interlacedPng(6300),
    count: 8,
  },
  { key: 'png24', label: '4898 × 4898 interlaced PNG (24.0 MP), alone', image: interlacedPng(4898), count: 1 },
  {
    key: 'png24x8',
    label: '4898 × 4898 interlaced PNG (24.0 MP), eight at once',
    image: interlacedPng(4898),
    count: 8,
  },
  {
    key: 'png24x12',
    label: '4898 × 4898 interlaced PNG (24.0 MP), twelve at once',
    image: interlacedPng(4898),
    count: 12,
  },
  { key: 'photo', label: '4000 × 3000 JPEG photo (12 MP), alone', image: photo, count: 1 },
  { key: 'photox8', label: '4000 × 3000 JPEG photo (12 MP), eight at once', image: photo, count: 8 },
];

const { values } = parseArgs({ options: { only: { type: 'string' } } });
const only = values.only?.split(',');
const root = join(import.meta.dirname, '..');

type Server = { url: string; child: ChildProcess; mailDir: string; dir: string };

async function start(): Promise<Server> {
  const dir = mkdtempSync(join(tmpdir(), 'soko-image-cost-'));
  const mailDir = join(dir, 'mail');
  const child = spawn(process.execPath, ['--import', './scripts/ts.mjs', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      DATABASE_PATH: join(dir, 'app.db'),
      DATA_DIR: dir,
      MAIL_DIR: mailDir,
      DIST_DIR: join(dir, 'no-build'),
      SEED_DEMO: '0',
      LOG_REQUESTS: '0',
      RATE_LIMITS: '0',
      ...PRODUCTION_KEYS,
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: 'http://localhost',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/listening on http:\/\/[^:]+:(\d+)/);
      if (match) resolve(Number(match[1]));
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child, mailDir, dir };
}

async function post(url: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const data = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${JSON.stringify(data)}`);
  return data;
}

async function signUp(server: Server): Promise<string> {
  const email = 'bench@example.com';
  await post(`${server.url}/api/auth/register`, { firstName: 'B', lastName: 'U', email, phoneNumber: '+256700000000' });
  const mail = readdirSync(server.mailDir).find((f) => f.endsWith('.eml'))!;
  const otp = readFileSync(join(server.mailDir, mail), 'utf8').match(/code is (\d{6})/)![1];
  const data = await post(`${server.url}/api/auth/verify-otp`, { email, otp });
  return data.accessToken as string;
}

function status(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`${field}:\\s+(\\d+) kB`));
  return line ? Number(line[1]) / 1024 : NaN;
}

async function upload(url: string, token: string, bytes: Buffer) {
  const form = new FormData();
  form.append('image', new File([new Uint8Array(bytes)], 'image.bin'), 'image.bin');
  const started = performance.now();
  const res = await fetch(`${url}/api/uploads`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  const data = (await res.json()) as { message?: string };
  const ms = performance.now() - started;
  return { status: res.status, ms, message: data.message, retryAfter: res.headers.get('retry-after') };
}

/** GET /api/health one after another until `until` settles: how long other requests wait meanwhile. */
async function pollHealth(url: string, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const times: number[] = [];
  while (!done) {
    const started = performance.now();
    await fetch(`${url}/api/health`).then((res) => res.arrayBuffer());
    times.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, 50));
  }
  return times;
}

const smallPng = (side: number) =>
  sharp({ create: { width: side, height: side, channels: 3, background: '#888' } })
    .png()
    .toBuffer();

async function measure(scenario: Scenario) {
  const bytes = await scenario.image();
  const server = await start();
  try {
    const token = await signUp(server);
    const warm = await upload(server.url, token, await smallPng(64));
    if (warm.status !== 201) throw new Error(`warm-up upload answered ${warm.status}`);
    await new Promise((r) => setTimeout(r, 300));
    const pid = server.child.pid!;
    const before = status(pid, 'VmRSS');
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, status(pid, 'VmRSS'))), 5);
    const started = performance.now();
    const burst = Promise.all(Array.from({ length: scenario.count }, () => upload(server.url, token, bytes)));
    const health = pollHealth(server.url, burst);
    const answers = await burst;
    const wall = performance.now() - started;
    clearInterval(sampler);
    const healthMs = (await health).sort((a, b) => a - b);
    const hwm = status(pid, 'VmHWM');
    console.log(`\n${scenario.label}: ${(bytes.length / 1000).toFixed(0)} kB file`);
    for (const [i, a] of answers.entries()) {
      const extra = a.status >= 400 ? ` "${a.message}"${a.retryAfter ? ` Retry-After ${a.retryAfter}` : ''}` : '';
      console.log(`  #${i + 1}: ${a.status} in ${(a.ms / 1000).toFixed(2)} s${extra}`);
    }
    console.log(
      `  all answered in ${(wall / 1000).toFixed(2)} s; RSS before ${before.toFixed(0)} MB, ` +
        `peak ${peak.toFixed(0)} MB (sampled), VmHWM ${hwm.toFixed(0)} MB`,
    );
    const median = healthMs[Math.floor(healthMs.length / 2)] ?? NaN;
    console.log(
      `  GET /api/health meanwhile: ${healthMs.length} answers, median ${median.toFixed(0)} ms, ` +
        `slowest ${(healthMs.at(-1) ?? NaN).toFixed(0)} ms`,
    );
  } finally {
    await stopChild(server.child);
    rmSync(server.dir, { recursive: true, force: true });
  }
}

console.log(
  `image cost: ${cpus().length} cores, load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(', ')}`,
);
for (const scenario of SCENARIOS) if (!only || only.includes(scenario.key)) await measure(scenario);
