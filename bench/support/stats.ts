/** Order statistics for timings: medians and nearest-rank percentiles, robust on a busy machine. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

export const median = (values: readonly number[]) => percentile(values, 50);

export const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Bytes as kB (1 kB = 1000 B, like the kbps of the link). */
export const kB = (bytes: number) => bytes / 1000;
