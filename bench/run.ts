/**
 * `npm run bench [-- --quick] [-- --json] [-- --only 2,3] [-- --readme]`: the benchmark suite.
 *
 * Runs every bench/<n>-<name>.ts in order (each exports `run(ctx): Promise<Result[]>`) and prints
 * one table: benchmark, our figure, the baseline or limit measured in the same run, the ratio,
 * the target and whether it was met. `--json` prints the rows as JSON instead; `--quick` uses
 * smaller data and shorter runs (under 2 minutes on a quiet machine); `--only` picks benchmarks
 * by number; `--readme` writes the table into bench/README.md. A benchmark that fails prints its
 * error in its row and the suite goes on. Progress goes to stderr.
 */
// first: benchmarks import files with Lingui macros (sync/public-paths.ts), which tsx alone cannot run
import '../server/i18n/register';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { BenchContext, Benchmark, Result } from './support/result';
import { markdownTable, textTable, type RunInfo } from './support/table';

const benchDir = dirname(fileURLToPath(import.meta.url));
const root = dirname(benchDir);

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    only: { type: 'string' },
    readme: { type: 'boolean', default: false },
  },
});
const only = values.only?.split(',').map(Number);

const cleanups: (() => Promise<void> | void)[] = [];
const ctx: BenchContext = {
  quick: values.quick,
  root,
  dataDir: join(benchDir, '.data'),
  log: (message) => process.stderr.write(`${message}\n`),
  shared: new Map(),
  onCleanup: (fn) => cleanups.push(fn),
};

async function cleanUp() {
  for (const fn of cleanups.splice(0).reverse()) {
    try {
      await fn();
    } catch (error) {
      ctx.log(`cleanup failed: ${String(error)}`);
    }
  }
}
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));

async function benchmarks(): Promise<Benchmark[]> {
  const files = readdirSync(benchDir)
    .filter((f) => /^\d+-[\w-]+\.ts$/.test(f))
    .sort((a, b) => parseInt(a) - parseInt(b));
  const list: Benchmark[] = [];
  for (const file of files) {
    const id = parseInt(file);
    if (only && !only.includes(id)) continue;
    const mod = (await import(join(benchDir, file))) as { run: Benchmark['run'] };
    list.push({ id, title: file.replace(/^\d+-|\.ts$/g, ''), run: mod.run });
  }
  return list;
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(', ');
const started = performance.now();
const loadBefore = load();
const results: Result[] = [];
try {
  for (const bench of await benchmarks()) {
    ctx.log(`[${bench.id}] ${bench.title} (load average ${load()})`);
    const since = performance.now();
    try {
      results.push(...(await bench.run(ctx)));
    } catch (error) {
      ctx.log(`[${bench.id}] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      results.push({
        name: `${bench.id} ${bench.title}`,
        value: 'error',
        unit: '',
        baseline: null,
        ratio: null,
        target: '',
        pass: false,
        detail: (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 300),
      });
    }
    ctx.log(`[${bench.id}] done in ${((performance.now() - since) / 1000).toFixed(0)} s`);
  }
} finally {
  await cleanUp();
}

const cpu = cpus();
const info: RunInfo = {
  date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
  machine: `${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB`,
  node: process.version,
  loadBefore,
  loadAfter: load(),
  mode: values.quick ? 'Quick' : 'Full',
  seconds: (performance.now() - started) / 1000,
};

if (values.json) console.log(JSON.stringify(results, null, 2));
else console.log(textTable(results, info));

if (values.readme && (values.quick || only)) {
  ctx.log('--readme writes only the table of a full run of every benchmark: bench/README.md left as it is');
} else if (values.readme) {
  const readme = join(benchDir, 'README.md');
  const text = readFileSync(readme, 'utf8');
  const [start, end] = ['<!-- results:start -->', '<!-- results:end -->'];
  const table = `${start}\n${markdownTable(results, info)}\n${end}`;
  const next = text.includes(start)
    ? text.replace(new RegExp(`${start}[\\s\\S]*?${end}`), table)
    : `${text}\n${table}\n`;
  // formatted as `npm run format` would, so the format check stays green
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(readme)) ?? {};
  writeFileSync(readme, await prettier.format(next, { ...options, filepath: readme }));
  ctx.log('wrote the table into bench/README.md');
}
// children and browsers are closed; nothing else should keep the process
process.exit(0);
