import bcrypt from 'bcryptjs';

/** bcrypt cost: 12 unless BCRYPT_ROUNDS says otherwise (kept within 10..14 so no deployment weakens it by mistake). */
export function bcryptRounds(): number {
  const configured = Number(process.env.BCRYPT_ROUNDS);
  if (!Number.isInteger(configured)) return 12;
  return Math.min(14, Math.max(10, configured));
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, bcryptRounds());
}
