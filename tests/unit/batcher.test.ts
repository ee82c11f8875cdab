import { AsyncLocalStorage } from 'node:async_hooks';
import { batcher, fulfilled, lookupBatcher, rejected } from '@/lib/shared/batcher';

/** A batch function that records its batches and answers when told to. */
function gated<I, O>(answer: (inputs: I[]) => PromiseSettledResult<O>[]) {
  const batches: I[][] = [];
  const gates: Array<() => void> = [];
  const run = batcher<I, O>(async (inputs) => {
    batches.push(inputs);
    await new Promise<void>((open) => gates.push(open));
    return answer(inputs);
  }, 3);
  return { run, batches, open: () => gates.shift()?.() };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('batcher (group commit)', () => {
  it('runs a lone call at once, and the calls made meanwhile together next, at most maxBatch at a time', async () => {
    const { run, batches, open } = gated<number, number>((xs) => xs.map((x) => fulfilled(x * 10)));
    const first = run(1);
    expect(batches).toEqual([[1]]); // no wait for company
    const later = [run(2), run(3), run(4), run(5)];
    await tick();
    expect(batches).toEqual([[1]]);
    open();
    expect(await first).toBe(10);
    await tick();
    expect(batches).toEqual([[1], [2, 3, 4]]);
    open();
    await tick();
    open();
    expect(await Promise.all(later)).toEqual([20, 30, 40, 50]);
    expect(batches).toEqual([[1], [2, 3, 4], [5]]);
  });

  it('settles each call with its own result, and a batch that throws rejects its calls only', async () => {
    let fail = false;
    const run = batcher<number, number>(async (xs) => {
      if (fail) throw new Error('database gone');
      return xs.map((x) => (x < 0 ? rejected(new Error(`negative ${x}`)) : fulfilled(x)));
    });
    const answers = await Promise.allSettled([run(1), run(-2), run(3)]);
    expect(answers.map((a) => (a.status === 'fulfilled' ? a.value : (a.reason as Error).message))).toEqual([1, 'negative -2', 3]);
    fail = true;
    await expect(run(4)).rejects.toThrow('database gone');
    fail = false;
    expect(await run(5)).toBe(5); // the next batch runs as usual
  });

  it('a batch answering too few results rejects the calls left without one', async () => {
    // The first call goes alone; the next two make one batch, answered with one result only.
    const run = batcher<number, number>(async (xs) => xs.slice(0, 1).map((x) => fulfilled(x)));
    const [a, b, c] = await Promise.allSettled([run(1), run(2), run(3)]);
    expect([a.status, b.status]).toEqual(['fulfilled', 'fulfilled']);
    expect(c.status === 'rejected' && String(c.reason)).toContain('1 results for 2 inputs');
  });

  it('each caller goes on in its own async context', async () => {
    const store = new AsyncLocalStorage<string>();
    const run = batcher<number, number>(async (xs) => xs.map((x) => fulfilled(x)));
    const seen = await Promise.all(['ar', 'en', 'ar'].map((lang, i) => store.run(lang, async () => (await run(i), store.getStore()))));
    expect(seen).toEqual(['ar', 'en', 'ar']);
  });
});

describe('lookupBatcher', () => {
  it('reads the distinct keys of a batch once and answers null for a key not found', async () => {
    const asked: string[][] = [];
    const read = lookupBatcher<string>(async (keys) => {
      asked.push(keys);
      return new Map(keys.filter((k) => k !== 'gone').map((k) => [k, k.toUpperCase()]));
    });
    const first = read('a');
    const rest = Promise.all([read('b'), read('b'), read('gone')]);
    expect(await first).toBe('A');
    expect(await rest).toEqual(['B', 'B', null]);
    expect(asked).toEqual([['a'], ['b', 'gone']]);
  });
});
