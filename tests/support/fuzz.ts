import fc from 'fast-check';

/** At least this many generated cases per endpoint family (issue #12). */
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
