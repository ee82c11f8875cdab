import { countAttempt, enforceRateLimit, RATE_LIMITS } from '../limits/rate-limit';
import { tooManyRequests } from '../api/errors';
import type { UserDoc } from '../../models/User';
import { verifyCredentials } from './verify-credentials';
import { msg } from '../i18n/t';
import { rememberClient } from './known-clients';

/** How long a wrong password waits before its answer while its account is under attack. */
export const UNDER_ATTACK_DELAY_MS = 1500;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The one login check (POST /users/login and next-auth's Credentials provider), with limits that never lock an owner
 * out for someone else's failures:
 * - a client failing a lot (30 a minute across accounts) or against this account (10 a minute) is refused (429)
 *   before its password is checked: that only ever stops the failing client;
 * - the account's failures from everyone (10 a minute) refuse nobody: while they are over, a correct password is let in
 *   as always, and a wrong one is answered 429 after UNDER_ATTACK_DELAY_MS, slowing the guessers down.
 * Every counter counts failures only: a correct password takes its attempt back. Returns the user, or null for a wrong
 * username or password.
 */
export async function checkLogin(username: string, password: string, client: string): Promise<UserDoc | null> {
  const account = String(username).trim().toLowerCase();
  const byClient = await enforceRateLimit(RATE_LIMITS.login.client, client);
  const byPair = await enforceRateLimit(RATE_LIMITS.loginPair.client, `${account}|${client}`).catch(async (err) => {
    await byClient.release();
    throw err;
  });
  const byAccount = await countAttempt(RATE_LIMITS.login.account, account);
  const user = await verifyCredentials(account, password);
  if (user) {
    await Promise.all([byClient.release(), byPair.release(), byAccount.release(), rememberClient(user._id, client)]);
    return user;
  }
  if (byAccount.over) {
    await sleep(UNDER_ATTACK_DELAY_MS);
    throw tooManyRequests(msg('tooManyAttempts'));
  }
  return null;
}
