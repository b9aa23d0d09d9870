/** The suite's table: for the terminal (aligned columns) and for bench/README.md (markdown). */
import type { Result } from './result';

export type RunInfo = {
  date: string;
  machine: string;
  node: string;
  loadBefore: string;
  loadAfter: string;
  mode: string;
  seconds: number;
};

function format(n: number | null | 'error'): string {
  if (n === null) return '—';
  if (n === 'error') return 'error';
  if (Number.isInteger(n)) return n.toLocaleString('en-US');
  const digits = Math.abs(n) >= 100 ? 0 : Math.abs(n) >= 10 ? 1 : Math.abs(n) >= 1 ? 2 : 3;
  return n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: 0 });
}

const verdict = (r: Result) => (r.value === 'error' ? 'ERROR' : r.pass === null ? '—' : r.pass ? 'pass' : 'FAIL');

function cells(r: Result): string[] {
  const unit = r.unit && r.value !== null && r.value !== 'error' ? ` ${r.unit}` : '';
  return [
    r.name,
    `${format(r.value)}${unit}`,
    r.baseline === null ? '—' : `${format(r.baseline)} ${r.unit}`,
    r.ratio === null ? '—' : String(Number(r.ratio.toPrecision(3))),
    r.target,
    verdict(r),
  ];
}

const HEAD = ['benchmark', 'ours', 'baseline / limit', 'ratio', 'target', 'result'];

export function textTable(results: Result[], info: RunInfo): string {
  const rows = [HEAD, ...results.map(cells)];
  const widths = HEAD.map((_, i) => Math.max(...rows.map((r) => [...r[i]!].length)));
  const line = (r: string[]) =>
    r
      .map((c, i) => c + ' '.repeat(widths[i]! - [...c].length))
      .join('  ')
      .trimEnd();
  const out = [header(info), '', line(HEAD), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)];
  const notes = details(results);
  return [...out, '', ...notes, '', summary(results)].join('\n');
}

export function markdownTable(results: Result[], info: RunInfo): string {
  const esc = (s: string) => s.replace(/\|/g, '\\|');
  const out = [
    header(info)
      .split('\n')
      .map((l) => `- ${l}`)
      .join('\n'),
    '',
    `| ${HEAD.join(' | ')} |`,
    `|${HEAD.map((_, i) => (i === 0 || i === 4 ? '---' : '---:')).join('|')}|`,
    ...results.map((r) => `| ${cells(r).map(esc).join(' | ')} |`),
    '',
    summary(results),
    '',
    '<details><summary>What each figure is made of</summary>',
    '',
    ...details(results).map((l) => (l.startsWith('  ') ? `  ${l.trim()}` : `- ${l}`)),
    '',
    '</details>',
  ];
  return out.join('\n');
}

function header(info: RunInfo): string {
  return [
    `${info.mode} run of ${info.date}, ${info.seconds.toFixed(0)} s`,
    `machine: ${info.machine}; Node ${info.node}`,
    `load average (1, 5, 15 min): ${info.loadBefore} at the start, ${info.loadAfter} at the end`,
  ].join('\n');
}

function details(results: Result[]): string[] {
  return results
    .filter((r) => r.detail)
    .flatMap((r) => {
      const [first, ...rest] = r.detail!.split('\n');
      return [`${r.name}: ${first}`, ...rest.map((l) => `  ${l.trim()}`)];
    });
}

function summary(results: Result[]): string {
  const count = (v: string) => results.filter((r) => verdict(r) === v).length;
  return `${count('pass')} passed, ${count('FAIL')} missed, ${count('ERROR')} errors, ${count('—')} without a verdict`;
}
