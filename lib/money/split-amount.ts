/**
 * Shares of an amount in minor units that always add up to it: no unit lost, none created. Used when a bill is split
 * among diners, and to spread a rounded total over the lines it came from.
 */

/**
 * `amount` in `parts` shares as equal as whole units allow: the remainder goes one unit each to the first shares, so
 * 1000 in 3 is [334, 333, 333].
 */
export function splitEvenly(amount: number, parts: number): number[] {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError('amount must be a whole number of minor units from 0');
  if (!Number.isSafeInteger(parts) || parts < 1) throw new RangeError('parts must be a whole number from 1');
  const base = Math.floor(amount / parts);
  const remainder = amount - base * parts;
  return Array.from({ length: parts }, (_, i) => base + (i < remainder ? 1 : 0));
}

/**
 * `amount` shared in proportion to `weights` (whole numbers from 0, not all 0) by largest remainder: each share is the
 * floor of its exact part, and the units left over go to the largest remainders (ties to the earlier share).
 */
export function allocate(amount: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError('amount must be a whole number of minor units from 0');
  if (weights.some((w) => !Number.isSafeInteger(w) || w < 0)) throw new RangeError('weights must be whole numbers from 0');
  const total = weights.reduce((s, w) => s + BigInt(w), 0n);
  if (total === 0n) throw new RangeError('weights must not all be 0');
  const exact = weights.map((w) => BigInt(amount) * BigInt(w));
  const shares = exact.map((e) => e / total);
  let left = BigInt(amount) - shares.reduce((s, x) => s + x, 0n);
  const order = exact.map((e, i) => ({ i, rem: e % total })).sort((a, b) => (a.rem === b.rem ? a.i - b.i : a.rem > b.rem ? -1 : 1));
  for (const { i } of order) {
    if (left === 0n) break;
    shares[i] += 1n;
    left -= 1n;
  }
  return shares.map(Number);
}
