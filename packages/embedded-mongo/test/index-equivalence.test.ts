/**
 * Indexed reads give exactly the answers of a collection scan. Random documents (arrays, nested arrays, missing
 * fields, nulls, mixed types) go into two collections with the same documents in the same order, one with indexes
 * (single, compound, descending, multikey, unique-free) and one without; random filters, sorts, skips and limits
 * must return the same documents in the same order from both. `hint: {$natural: 1}` on the indexed collection is a
 * third witness. Explain must show the indexed collection really used an index for most queries.
 */
import fc from 'fast-check';
import { Collection, Db, MongoClient } from 'mongodb';
import { describeEmbeddedOnly } from './helpers';
import { start, EmbeddedMongo } from '../src';

// few distinct values, so that filters often hit documents (and bounds edges: equal, just above, just below)
const scalar = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: -3, max: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom(0.5, 2.5) },
  { weight: 3, arbitrary: fc.constantFrom('a', 'ab', 'abc', 'b', 'B', '') },
  { weight: 1, arbitrary: fc.constantFrom(new Date(0), new Date(5000)) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);
const value = fc.oneof(
  { weight: 6, arbitrary: scalar },
  { weight: 2, arbitrary: fc.array(scalar, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.array(fc.array(scalar, { maxLength: 2 }), { maxLength: 2 }) },
  { weight: 1, arbitrary: fc.record({ c: scalar }, { requiredKeys: [] }) },
);
const sub = fc.record({ c: value, d: scalar }, { requiredKeys: [] });
const doc = fc.record({
  a: value,
  b: value,
  s: fc.oneof(fc.constantFrom('apple', 'apricot', 'banana', 'app', 'b.c', 'a+b'), scalar),
  n: fc.oneof(sub, fc.array(sub, { maxLength: 3 }), scalar),
}, { requiredKeys: [] });

const field = fc.constantFrom('a', 'b', 's', 'n.c');
const cond = fc.oneof(
  scalar,
  scalar.map((v) => ({ $eq: v })),
  fc.array(scalar, { minLength: 1, maxLength: 3 }).map((v) => ({ $in: v })),
  fc.tuple(fc.constantFrom('$gt', '$gte', '$lt', '$lte'), scalar).map(([op, v]) => ({ [op]: v })),
  fc.tuple(scalar, scalar).map(([x, y]) => ({ $gte: x, $lt: y })),
  fc.constantFrom(/^ap/, /^a/, /^b\.c/, /^a\+/, /^ap?p/, /^/, /pp/, /^A/i).map((r) => r as unknown),
  fc.constantFrom({ $exists: true }, { $exists: false }, { $ne: 1 }, { $nin: [null] }),
  scalar.map((v) => ({ $ne: v })),
  fc.array(scalar, { maxLength: 3 }).map((v) => ({ $nin: v })),
  fc.tuple(scalar, scalar).map(([x, y]) => ({ $gt: x, $ne: y })),
);
const filter = fc.dictionary(field, cond, { minKeys: 1, maxKeys: 2 }).chain((f) => fc.oneof(
  fc.constant(f as Record<string, unknown>),
  cond.map((c2) => ({ $and: [f, { a: c2 }] }) as Record<string, unknown>),
));
const sort = fc.option(fc.constantFrom<Record<string, 1 | -1>>({ a: 1 }, { a: -1 }, { b: -1 }, { a: 1, b: 1 }, { a: -1, b: -1 }, { s: 1, _id: -1 }, { b: 1, a: -1 }), { nil: undefined });

describeEmbeddedOnly('indexed reads equal collection scans (property)', () => {
  let server: EmbeddedMongo;
  let client: MongoClient;
  let db: Db;

  beforeAll(async () => {
    server = await start({ quiet: true });
    client = await new MongoClient(server.uri).connect();
    db = client.db('equivalence');
  });
  afterAll(async () => {
    await client.close();
    await server.stop();
  });

  async function fill(docs: unknown[]): Promise<[Collection, Collection]> {
    const plain = db.collection('plain');
    const indexed = db.collection('indexed');
    await plain.deleteMany({});
    await indexed.deleteMany({});
    await indexed.createIndex({ a: 1 });
    await indexed.createIndex({ b: -1, a: 1 });
    await indexed.createIndex({ s: 1 });
    await indexed.createIndex({ 'n.c': 1 });
    await indexed.createIndex({ a: 1, b: 1 });
    const withIds = docs.map((d, i) => ({ _id: i, ...(d as object) }));
    if (withIds.length) {
      await plain.insertMany(withIds as never[]);
      await indexed.insertMany(withIds.map((d) => ({ ...d })) as never[]);
    }
    return [plain, indexed];
  }

  test('find, count and sort+skip+limit agree on random documents and queries', async () => {
    let indexedPlans = 0;
    let runs = 0;
    await fc.assert(fc.asyncProperty(
      fc.array(doc, { minLength: 5, maxLength: 40, size: 'max' }),
      fc.array(fc.tuple(filter, sort, fc.nat(3), fc.nat(5)), { minLength: 5, maxLength: 12 }),
      async (docs, queries) => {
        const [plain, indexed] = await fill(docs);
        for (const [f, s, skip, limit] of queries) {
          runs++;
          const opts = { sort: s, skip, limit };
          const scan = await plain.find(f, opts).toArray();
          const viaIndex = await indexed.find(f, opts).toArray();
          const natural = await indexed.find(f, { ...opts, hint: { $natural: 1 } }).toArray();
          expect(viaIndex).toEqual(scan);
          expect(natural).toEqual(scan);
          expect(await indexed.countDocuments(f)).toBe(await plain.countDocuments(f));
          const plan = JSON.stringify(await indexed.find(f, opts).explain());
          if (plan.includes('IXSCAN')) indexedPlans++;
        }
      },
    ), { numRuns: 60 });
    // the property is about indexed answers: most queries must have used an index
    expect(indexedPlans).toBeGreaterThan(runs / 3);
  }, 300_000); // ~20 s on an idle machine; the 2-core test machine is shared

  test('updates (arrays included), deletes and findAndModify keep the indexes in step', async () => {
    await fc.assert(fc.asyncProperty(
      fc.array(doc, { minLength: 5, maxLength: 30, size: 'max' }),
      fc.array(fc.tuple(filter, doc, fc.constantFrom('set', 'push', 'delete', 'fam')), { minLength: 1, maxLength: 6 }),
      fc.array(filter, { minLength: 1, maxLength: 4 }),
      async (docs, writes, reads) => {
        const [plain, indexed] = await fill(docs);
        for (const [f, d, kind] of writes) {
          for (const c of [plain, indexed]) {
            if (kind === 'set') await c.updateMany(f, { $set: d as Record<string, unknown> }).catch(() => undefined);
            else if (kind === 'push') await c.updateMany(f, { $push: { a: 3 } as never }).catch(() => undefined);
            else if (kind === 'delete') await c.deleteOne(f);
            else await c.findOneAndUpdate(f, { $set: { b: 'x', a: [1, 'y'] } }, { sort: { a: 1 } });
          }
        }
        for (const f of [...reads, ...writes.map((w) => w[0])]) {
          expect(await indexed.find(f).toArray()).toEqual(await plain.find(f).toArray());
          expect(await indexed.find(f).sort({ a: -1, _id: 1 }).limit(3).toArray()).toEqual(await plain.find(f).sort({ a: -1, _id: 1 }).limit(3).toArray());
        }
      },
    ), { numRuns: 40 });
  }, 300_000);

  test('bulk inserts past the added-entries buffer (merged in), batches read between, then updates and deletes, agree with the scan', async () => {
    // 4,500 documents at once (more than the buffer of 4,096 added entries: merged in while inserting), then batches of
    // 100 with a read after each (more than the 64 put in place one by one: merged at the read), then writes.
    const docs = fc.sample(doc, { numRuns: 4500, seed: 20261124 });
    const [plain, indexed] = await fill(docs);
    const queries = fc.sample(fc.tuple(filter, sort), { numRuns: 32, seed: 7 });
    const agree = async () => {
      for (const [f, s] of queries.slice(0, 8)) {
        expect(await indexed.find(f, { sort: s, limit: 20 }).toArray()).toEqual(await plain.find(f, { sort: s, limit: 20 }).toArray());
        expect(await indexed.countDocuments(f)).toBe(await plain.countDocuments(f));
      }
    };
    await agree();
    const more = fc.sample(doc, { numRuns: 500, seed: 99 }).map((d, i) => ({ _id: 10_000 + i, ...(d as object) }));
    for (let i = 0; i < more.length; i += 100) {
      for (const c of [plain, indexed]) await c.insertMany(more.slice(i, i + 100).map((d) => ({ ...d })) as never[]);
      const [f] = queries[(i / 100) % queries.length];
      expect(await indexed.find(f).toArray()).toEqual(await plain.find(f).toArray());
    }
    for (const [f] of queries.slice(8, 20)) {
      for (const c of [plain, indexed]) await c.updateMany(f, { $set: { a: 2, b: ['x', 1] } }).catch(() => undefined);
    }
    for (const [f] of queries.slice(20, 26)) for (const c of [plain, indexed]) await c.deleteMany(f);
    for (const [f, s] of queries) {
      expect(await indexed.find(f, { sort: s }).toArray()).toEqual(await plain.find(f, { sort: s }).toArray());
    }
  }, 300_000);
});
