import { createHmac } from 'node:crypto';
import { authSecret } from '../env';

/** Only a keyed hash of a verification code is stored, bound to its user. */
export function hashEmailCode(userId: string, code: string): string {
  return createHmac('sha256', authSecret()).update(`email-code:${userId}:${code}`).digest('hex');
}
