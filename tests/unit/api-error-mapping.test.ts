import mongoose from 'mongoose';
import { mapError } from '../../lib/api/map-error';

/**
 * How the one error path answers what the database throws: a value it cannot cast is the caller's 400, in their
 * language; a database that cannot be reached is a 503 with a retry time (a moment's outage, not a bug); anything
 * else unexpected a 500 that says nothing of the inside.
 */
const answer = async (err: unknown, lang: 'ar' | 'en' = 'ar') => {
  const res = mapError(err, lang);
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() };
};
const quiet = () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
};
afterEach(() => jest.restoreAllMocks());

describe('mapError', () => {
  it('answers a cast failure as a 400 naming the field in the caller\'s language', async () => {
    const cast = new mongoose.Error.CastError('Number', 'abc', 'price');
    expect(await answer(cast, 'ar')).toEqual({ status: 400, retryAfter: null, body: { status: 'fail', message: 'قيمة السعر غير صحيحة' } });
    expect(await answer(cast, 'en')).toEqual({ status: 400, retryAfter: null, body: { status: 'fail', message: 'Invalid price' } });
  });

  it.each([
    ['no server to select', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:27017'), { name: 'MongoServerSelectionError' })],
    ['a dropped connection', Object.assign(new Error('connection closed'), { name: 'MongoNetworkError' })],
    ['a pool cleared after a network error', Object.assign(new Error('Connection pool was cleared'), { name: 'PoolClearedOnNetworkError' })],
    ['Mongoose\'s buffered command timing out', new mongoose.Error('Operation `menus.findOne()` buffering timed out after 10000ms')],
  ])('answers the database unreachable (%s) with 503 and a retry time', async (_what, err) => {
    quiet();
    expect(await answer(err, 'en')).toEqual({
      status: 503,
      retryAfter: '10',
      body: { status: 'error', message: 'The service is briefly unavailable and nothing of this request was saved; try again in a moment' },
    });
  });

  it('answers anything else unexpected with a 500 that tells nothing of the inside', async () => {
    quiet();
    const res = await answer(new TypeError("Cannot read properties of undefined (reading 'items')"), 'en');
    expect(res).toEqual({ status: 500, retryAfter: null, body: { status: 'error', message: 'Something went wrong, please try again later' } });
  });
});
