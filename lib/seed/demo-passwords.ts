import crypto from 'node:crypto';

/**
 * A password for a demo account, generated for this installation when the demo is seeded: 16 random characters from
 * an alphabet without look-alikes (about 79 bits), grouped for reading off a terminal (`kq7x-9mfp-…`).
 */
export function generateDemoPassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const chars = Array.from({ length: 16 }, () => alphabet[crypto.randomInt(alphabet.length)]).join('');
  return chars.match(/.{4}/g)!.join('-');
}
