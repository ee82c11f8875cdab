import bcrypt from 'bcryptjs';
import { serverEnv } from '../env';

/**
 * bcrypt cost: 12 unless BCRYPT_ROUNDS says otherwise, kept within 10..14 so no deployment weakens it by mistake.
 * The test stack alone sets BCRYPT_TEST_COST=1 with a low BCRYPT_ROUNDS (4): hundreds of sign-ups and logins a run
 * would otherwise spend minutes in bcryptjs. Production never sets it.
 */
export function bcryptRounds(): number {
  const { BCRYPT_ROUNDS: configured, BCRYPT_TEST_COST: testCost } = serverEnv();
  if (configured === undefined) return 12;
  const floor = testCost ? 4 : 10;
  return Math.min(14, Math.max(floor, configured));
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, bcryptRounds());
}
