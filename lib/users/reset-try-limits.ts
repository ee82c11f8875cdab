import { enforceAccountRateLimit, enforceRateLimit, rateLimitSpent, RATE_LIMITS, type CountedAttempt } from '../limits/rate-limit';
import { LONG_RESET_CODE_LENGTH } from '../validation/user';

/**
 * The bounds on guessing a password-reset code. A 6-digit code's wrong tries are counted per account over the day
 * (RATE_LIMITS.reset: 20, whatever code and address they come with), so guessing one stays at most 1 chance in 50,000
 * a day. Once they are spent, the account's next codes are 12 digits (sendPasswordResetCode): a guess has 1 chance in
 * 10¹², so those are bounded per address only, and others' wrong guesses cannot lock the owner out: the owner asks
 * for a new code and uses it.
 */
export const isLongResetCode = (code: string) => code.length === LONG_RESET_CODE_LENGTH;

const accountKey = (email: string) => email.trim().toLowerCase();

/** Counts a try of `code` for `email` from `client`, or throws the 429; the caller releases it when the code is right. */
export function enforceResetTryLimits(email: string, code: string, client: string): Promise<CountedAttempt> {
  if (isLongResetCode(code)) return enforceRateLimit(RATE_LIMITS.reset.client, client);
  return enforceAccountRateLimit(RATE_LIMITS.reset, accountKey(email), client);
}

/** Whether the account's wrong 6-digit codes of the day are spent: its next code is a long one. */
export const resetTriesSpent = (email: string) => rateLimitSpent(RATE_LIMITS.reset.account, accountKey(email));
