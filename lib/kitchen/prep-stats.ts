/** Preparation times: a set of durations as the statistics tab shows them. Pure. */
export type PrepFigure = { count: number; /** Seconds. */ median: number; p90: number };

/** The median and the 90th percentile (nearest rank) of durations in seconds; null for none. */
export function prepFigure(seconds: number[]): PrepFigure | null {
  if (seconds.length === 0) return null;
  const sorted = [...seconds].sort((a, b) => a - b);
  const rank = (p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
  return { count: sorted.length, median: rank(0.5), p90: rank(0.9) };
}
