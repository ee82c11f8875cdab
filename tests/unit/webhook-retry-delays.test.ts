import { serverEnv } from '../../lib/env';

/** WEBHOOKS_RETRY_DELAYS_MS: the waits between a delivery's failed tries, read through lib/env.ts. */
describe('the webhooks retry schedule', () => {
  const saved = process.env.WEBHOOKS_RETRY_DELAYS_MS;
  afterEach(() => {
    if (saved === undefined) delete process.env.WEBHOOKS_RETRY_DELAYS_MS;
    else process.env.WEBHOOKS_RETRY_DELAYS_MS = saved;
  });
  const delays = (raw: string | undefined) => {
    if (raw === undefined) delete process.env.WEBHOOKS_RETRY_DELAYS_MS;
    else process.env.WEBHOOKS_RETRY_DELAYS_MS = raw;
    return serverEnv().WEBHOOKS_RETRY_DELAYS_MS;
  };

  it('reads comma-separated milliseconds', () => {
    expect(delays('400, 800,1600')).toEqual([400, 800, 1600]);
  });

  it('falls back to the Standard Webhooks schedule when unset or unreadable', () => {
    const standard = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000];
    for (const raw of [undefined, '', 'soon', '100,-5', '1.5', '100,,x']) expect(delays(raw)).toEqual(standard);
  });
});
