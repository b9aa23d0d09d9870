/**
 * What every benchmark module returns, and what it is given. A row compares our figure with a
 * baseline or limit measured (or fixed by physics) in the same run: `ratio` is always
 * value / baseline, and each target is written in that direction.
 */
export type Result = {
  name: string;
  /** Our figure; 'error' when the benchmark failed, null when not measured. */
  value: number | 'error' | null;
  unit: string;
  baseline: number | null;
  ratio: number | null;
  target: string;
  /** null: not measured, or no target for this row. */
  pass: boolean | null;
  /** What the figure is made of, or why it is missing: printed under the table. */
  detail?: string;
};

export type BenchContext = {
  quick: boolean;
  /** The repository root (absolute). */
  root: string;
  /** bench/.data: cached databases, builds and scratch files (git-ignored). */
  dataDir: string;
  /** Progress for humans, on stderr (stdout carries only the table or the JSON). */
  log(message: string): void;
  /** Figures one benchmark leaves for a later one in the same run (e.g. the cold load time). */
  shared: Map<string, unknown>;
  /** Runs when the suite ends (shared servers, browsers). */
  onCleanup(fn: () => Promise<void> | void): void;
};

export type Benchmark = { id: number; title: string; run(ctx: BenchContext): Promise<Result[]> };

export function row(fields: Omit<Result, 'ratio'> & { ratio?: number | null }): Result {
  const { name, value, unit, baseline, target, pass, detail } = fields;
  const ratio =
    fields.ratio !== undefined
      ? fields.ratio
      : typeof value === 'number' && typeof baseline === 'number' && baseline !== 0
        ? value / baseline
        : null;
  return { name, value, unit, baseline, ratio, target, pass, ...(detail === undefined ? {} : { detail }) };
}

/** A row that could not be measured, with the reason in its detail. */
export function notMeasured(name: string, unit: string, target: string, reason: string): Result {
  return {
    name,
    value: null,
    unit,
    baseline: null,
    ratio: null,
    target,
    pass: null,
    detail: `not measured: ${reason}`,
  };
}
