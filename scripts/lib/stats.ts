/** The benchmarks' summaries of repeated measurements. */

/** The middle value (the upper one of an even count). */
export const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** `median (min–max)` of repeated figures, or the one value when there is only one. */
export const spread = (xs: number[], digits = 0): string =>
  xs.length === 1 ? xs[0].toFixed(digits) : `${median(xs).toFixed(digits)} (${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)})`;
