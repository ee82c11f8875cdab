type Waiting<I, O> = { input: I; resolve: (value: O) => void; reject: (reason: unknown) => void };

/** What a batch answers for each of its inputs, in their order. */
export type Settled<O> = PromiseSettledResult<O>;

export const fulfilled = <O>(value: O): Settled<O> => ({ status: 'fulfilled', value });
export const rejected = <O>(reason: unknown): Settled<O> => ({ status: 'rejected', reason });

/**
 * Group commit: the calls made while a batch is under way wait and go together as the next one, so under load one
 * database command serves many requests, while a call made alone goes at once (no timer, nothing added to its wait).
 * `run` answers one settled result per input, in order; when it throws, every call of its batch gets that error. At
 * most `maxBatch` inputs go in one batch. Each caller goes on in its own async context (its request's language), as
 * with a call of its own.
 */
export function batcher<I, O>(run: (inputs: I[]) => Promise<Settled<O>[]>, maxBatch = 100): (input: I) => Promise<O> {
  const waiting: Waiting<I, O>[] = [];
  let running = false;
  async function drain() {
    running = true;
    try {
      while (waiting.length > 0) {
        const batch = waiting.splice(0, maxBatch);
        try {
          const results = await run(batch.map((w) => w.input));
          batch.forEach((w, i) => {
            const result = results[i];
            if (!result) w.reject(new Error(`a batch answered ${results.length} results for ${batch.length} inputs`));
            else if (result.status === 'fulfilled') w.resolve(result.value);
            else w.reject(result.reason);
          });
        } catch (err) {
          for (const w of batch) w.reject(err);
        }
      }
    } finally {
      running = false;
    }
  }
  return (input) =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ input, resolve, reject });
      if (!running) void drain();
    });
}

/**
 * A batched read by key: `fetchMany` reads every distinct key of a batch at once (one `$in` query) and answers what it
 * found by key; a key it did not find is answered `null`.
 */
export function lookupBatcher<V>(fetchMany: (keys: string[]) => Promise<Map<string, V>>, maxBatch?: number): (key: string) => Promise<V | null> {
  return batcher<string, V | null>(async (keys) => {
    const found = await fetchMany([...new Set(keys)]);
    return keys.map((key) => fulfilled(found.get(key) ?? null));
  }, maxBatch);
}
