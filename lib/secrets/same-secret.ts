import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether a secret someone sent (a webhook's token, an e-mail code's hash) equals the one we hold, in time that does
 * not depend on where they differ.
 * Both are hashed first so `timingSafeEqual` compares equal-length buffers and the length of ours does not leak
 * either. An empty secret on our side matches nothing: an unset secret never lets a webhook through.
 */
export function sameSecret(given: unknown, expected: string): boolean {
  if (typeof given !== 'string' || !expected) return false;
  const a = createHash('sha256').update(given, 'utf8').digest();
  const b = createHash('sha256').update(expected, 'utf8').digest();
  return timingSafeEqual(a, b);
}
