import fc from 'fast-check';
import { Types } from 'mongoose';
import { testDb } from './menu-fixture';

/** At least this many generated cases per endpoint family. */
export const FUZZ_RUNS = 500;
/** Generous: hundreds of real HTTP requests on a shared machine (no assertion on time). */
export const FUZZ_TIMEOUT_MS = 600_000;

/** Values an attacker sends where a plain string or number is expected. */
export const nastyScalar = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ minLength: 2000, maxLength: 6000 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('{"$gt":""}', '%ZZ', '%E0%A4%A', '\u0000', '../../etc/passwd', '__proto__', 'constructor', '1e309', '-0', 'NaN', '<script>alert(1)</script>', '65f1a2b3c4d5e6f708192a3b', 'ffffffffffffffffffffffffffffffff'),
);

/** Operator objects, arrays and deep nesting. */
export const nastyValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyScalar,
    fc.record({ $gt: nastyScalar }),
    fc.record({ $ne: fc.constant(null) }),
    fc.record({ $where: fc.constant('sleep(1000)') }),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** A deeply nested object (a parser's stack, a validator's recursion). */
export const deepValue = fc.integer({ min: 50, max: 3000 }).map((depth) => {
  let v: unknown = 'x';
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
});

/** A JSON body: an object whose known keys get nasty values, plus odd extra keys, or not an object at all. */
export function nastyBody(keys: string[]): fc.Arbitrary<unknown> {
  const known = fc.record(Object.fromEntries(keys.map((k) => [k, nastyValue])), { requiredKeys: [] });
  return fc.oneof(
    known,
    fc.tuple(known, fc.dictionary(fc.constantFrom('__proto__', 'constructor', '$set', 'admins', 'role', '_id'), nastyValue, { maxKeys: 3 })).map(([a, b]) => ({ ...b, ...(a as object) })),
    deepValue,
    nastyValue,
  );
}

/** Any generated value as query-string text (objects as JSON, null-prototype ones included). */
export const asText = (v: unknown): string => (v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v));

/** A path segment: ids of the wrong shape, bad percent-encodings, traversal. */
export const nastySegment = fc.oneof(
  fc.constantFrom('%ZZ', '%', '%E0%A4%A', '%00', '..', '%2e%2e', '{"$gt":""}', 'null', 'undefined', '0', '-1', 'a'.repeat(300)),
  fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), maxLength: 40 }),
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
);

/** A menu's stored content as text, its counters and timestamps aside (what a refused request must leave as it was). */
export async function menuContent(menuId: string): Promise<string> {
  const doc = await (await testDb()).collection('menus').findOne({ _id: new Types.ObjectId(menuId) });
  return JSON.stringify(doc, (k, v) => (['updatedAt', 'menuVisitors', 'interestRecords'].includes(k) ? undefined : v));
}

/**
 * The check that a request changed nothing, for one property's cases: `before()` ahead of the request, then
 * `after(mustBeUnchanged)` reads the state again when it must be as it was and expects it so. The state read after a
 * case that changed nothing is the next case's "before" (no other writer touches it between two cases of one
 * property), so a run of refused requests reads it once per case instead of twice; after an accepted request, or a
 * mismatch, it is read afresh. Each read of a whole menu costs both processes its BSON (docs/measurements.md).
 */
export function unchangedUnless<T>(read: () => Promise<T>) {
  let known: { value: T } | null = null;
  return {
    async before(): Promise<void> {
      known ??= { value: await read() };
    },
    async after(mustBeUnchanged: boolean): Promise<void> {
      if (!mustBeUnchanged || !known) {
        known = null;
        return;
      }
      const was = known.value;
      known = null;
      const now = await read();
      expect(now).toEqual(was);
      known = { value: now };
    },
  };
}
