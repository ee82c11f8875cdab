/**
 * The one rounding rule of money: HALF AWAY FROM ZERO, applied to an exact fraction of integers. 2.5 → 3,
 * -2.5 → -3, 2.4999 → 2. The same rule everywhere (lines, percentages, tax) so a figure computed twice agrees. Sums and
 * products run in BigInt, so no amount is too large to be exact; the result must still fit a safe integer.
 */

/** round(a × b / c), half away from zero, exactly. `c` must not be 0. */
export function mulDivRound(a: number, b: number, c: number): number {
  assertInteger(a);
  assertInteger(b);
  assertInteger(c);
  if (c === 0) throw new RangeError('division by zero');
  const num = BigInt(a) * BigInt(b);
  const den = BigInt(c);
  const negative = num < 0n !== den < 0n;
  const n = num < 0n ? -num : num;
  const d = den < 0n ? -den : den;
  // Half away from zero on magnitudes: floor((2n + d) / 2d).
  const q = (2n * n + d) / (2n * d);
  return toSafe(negative ? -q : q);
}

/** A percentage given as a decimal number (15, 7.5, 16.25) in hundredths of a percent, exactly: 7.5 → 750. */
export function basisPoints(percent: number): number {
  if (!Number.isFinite(percent)) throw new RangeError('percent must be a finite number');
  const bp = Number(`${percent}e2`);
  if (!Number.isInteger(bp)) throw new RangeError('percent has at most 2 decimals');
  return bp;
}

/** `percent` % of an integer amount, rounded half away from zero: percentOf(1005, 15) = 151 (150.75). */
export function percentOf(amount: number, percent: number): number {
  return mulDivRound(amount, basisPoints(percent), 10_000);
}

function assertInteger(n: number) {
  if (!Number.isSafeInteger(n)) throw new RangeError(`not a safe integer: ${n}`);
}

function toSafe(q: bigint): number {
  const n = Number(q);
  if (!Number.isSafeInteger(n)) throw new RangeError('amount too large');
  return n;
}
