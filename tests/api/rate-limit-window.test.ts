/**
 * The rate limiter on the real database, in-process so the clock can be placed at the turn of a window: a burst that
 * straddles the boundary is held to the limit (a plain fixed window let up to twice the limit through, which made the
 * cart-flood test fail whenever the run crossed a minute), and the previous window's weight fades as the minute passes.
 */
import crypto from 'node:crypto';
import mongoose from 'mongoose';
import { connectDb } from '../../lib/db';
import { enforceRateLimit, type RateLimitRule } from '../../lib/limits/rate-limit';
import { ApiError } from '../../lib/api/errors';

const dbName = `rate_limit_${crypto.randomBytes(4).toString('hex')}`;
const rule: RateLimitRule = { action: 'test:burst', limit: 20, windowSeconds: 60 };
const minute = 60_000;
const windowStart = Math.floor(Date.now() / minute) * minute + 10 * minute;

beforeAll(async () => {
  process.env.MONGODB_URI = (process.env.TEST_MONGODB_URI as string).replace(/\/[^/?]*(\?|$)/, `/${dbName}$1`);
  await connectDb();
});
afterEach(() => jest.restoreAllMocks());
afterAll(async () => {
  await mongoose.connection.db?.dropDatabase().catch(() => undefined);
  await mongoose.disconnect();
});

const at = (ms: number) => jest.spyOn(Date, 'now').mockReturnValue(ms);

async function burst(key: string, n: number): Promise<{ accepted: number; refused: number }> {
  const answers = await Promise.all(
    Array.from({ length: n }, () => enforceRateLimit(rule, key).then(() => 'ok', (e: unknown) => (e instanceof ApiError && e.status === 429 ? 'refused' : Promise.reject(e)))),
  );
  return { accepted: answers.filter((a) => a === 'ok').length, refused: answers.filter((a) => a === 'refused').length };
}

it('holds a burst that straddles the turn of the minute to the limit', async () => {
  at(windowStart - 500);
  const before = await burst('straddle', 4);
  at(windowStart + 500);
  const after = await burst('straddle', 26);
  expect(before.accepted).toBe(4);
  expect(before.accepted + after.accepted).toBeLessThanOrEqual(20);
  expect(after.refused).toBeGreaterThan(0);
});

it('lets the previous minute weigh less as the new one goes on, and not at all a whole minute later', async () => {
  at(windowStart + 3 * minute - 100);
  expect((await burst('fading', 20)).accepted).toBe(20);
  at(windowStart + 3 * minute + 100);
  expect((await burst('fading', 5)).accepted).toBe(0);
  at(windowStart + 3 * minute + 45_000);
  expect((await burst('fading', 5)).accepted).toBeGreaterThan(0);
  at(windowStart + 4 * minute + 59_900);
  expect((await burst('fading', 20)).accepted).toBeGreaterThanOrEqual(19);
});

it('keeps keys apart: one flooded key does not refuse another', async () => {
  at(windowStart + 6 * minute);
  expect((await burst('flooded', 30)).accepted).toBe(20);
  expect((await burst('someone-else', 1)).accepted).toBe(1);
});
