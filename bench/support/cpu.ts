/**
 * Where the machine's CPU went during a load test, from Linux's /proc: the processor time of a
 * process and all its descendants (a server and its workers, a PostgreSQL cluster and its
 * backends), of this process (the load generator), and of the whole machine (so that what other
 * programs took is known too). Times are in seconds of one core; divided by the wall time, cores.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

type Stat = { pid: number; ppid: number; cpu: number };

/** utime + stime + cutime + cstime: a process's own time and that of its children it has reaped. */
function stat(pid: number): Stat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the command name, in parentheses, may hold spaces: fields are counted after its closing one
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
    return { pid, ppid: Number(fields[1]), cpu: ticks / TICKS };
  } catch {
    return undefined; // it ended meanwhile
  }
}

/** CPU seconds of each tree rooted at `roots`: every live descendant, and the reaped ones through their parents. */
export function treeCpu(roots: readonly number[]): number {
  const all = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => stat(Number(name)))
    .filter((s): s is Stat => s !== undefined);
  const children = new Map<number, Stat[]>();
  for (const s of all) children.set(s.ppid, [...(children.get(s.ppid) ?? []), s]);
  let total = 0;
  const seen = new Set<number>();
  const walk = (pid: number) => {
    if (seen.has(pid)) return;
    seen.add(pid);
    const own = all.find((s) => s.pid === pid);
    if (own) total += own.cpu;
    for (const child of children.get(pid) ?? []) walk(child.pid);
  };
  for (const root of roots) walk(root);
  return total;
}

/** CPU seconds of this process (the load generator runs in it). */
export const ownCpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

/** CPU seconds every core of the machine spent busy (not idle, not waiting for the disk), since boot. */
export function machineCpu(): number {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal
  const busy = fields.slice(0, 8).reduce((sum, n, i) => (i === 3 || i === 4 ? sum : sum + n), 0);
  return busy / TICKS;
}
