import { bcryptRounds } from '../../lib/users/hash-password';

/** The bcrypt cost: 12 by default, 10..14 whatever a deployment sets; below 10 only for the test stack's flag. */
describe('bcryptRounds', () => {
  const saved = { rounds: process.env.BCRYPT_ROUNDS, flag: process.env.BCRYPT_TEST_COST };
  afterEach(() => {
    process.env.BCRYPT_ROUNDS = saved.rounds;
    process.env.BCRYPT_TEST_COST = saved.flag;
    if (saved.rounds === undefined) delete process.env.BCRYPT_ROUNDS;
    if (saved.flag === undefined) delete process.env.BCRYPT_TEST_COST;
  });

  it('is 12 when nothing is set', () => {
    delete process.env.BCRYPT_ROUNDS;
    delete process.env.BCRYPT_TEST_COST;
    expect(bcryptRounds()).toBe(12);
  });

  it('never goes below 10 or above 14 for a deployment', () => {
    delete process.env.BCRYPT_TEST_COST;
    process.env.BCRYPT_ROUNDS = '4';
    expect(bcryptRounds()).toBe(10);
    process.env.BCRYPT_ROUNDS = '20';
    expect(bcryptRounds()).toBe(14);
    process.env.BCRYPT_ROUNDS = '13';
    expect(bcryptRounds()).toBe(13);
  });

  it('takes a low cost only with the test stack flag', () => {
    process.env.BCRYPT_ROUNDS = '4';
    process.env.BCRYPT_TEST_COST = '1';
    expect(bcryptRounds()).toBe(4);
  });
});
