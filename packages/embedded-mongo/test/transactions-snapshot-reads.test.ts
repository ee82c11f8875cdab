/**
 * Reads inside a transaction over collections that others change meanwhile: the transaction's snapshot is a view over
 * the live collection (its own writes and the versions others replaced laid over it), so every way a read can walk a
 * collection must see exactly the snapshot with the transaction's own writes — index bounds, sorts served by an index
 * (with a limit that stops the walk early), counts answered from index keys alone, unique keys, multikey entries and
 * natural order. Each expectation is computed from a model of the snapshot, not from the server. Runs against
 * MONGODB_URI when it names a replica set.
 */
import type { ClientSession, Collection, Document } from 'mongodb';
import { connectReplSet, USING_REAL_MONGO } from './replset-helpers';

const env = connectReplSet('emt_txn_reads');
const db = () => env.client.db(env.dbName);

type Row = { _id: number; k: number; tags?: number[]; u?: string };

async function inTxn<T>(fn: (s: ClientSession) => Promise<T>): Promise<T> {
  const s = env.client.startSession();
  try {
    s.startTransaction();
    const out = await fn(s);
    await s.abortTransaction();
    return out;
  } finally {
    await s.endSession();
  }
}

/** A small deterministic generator (the same cases on every run). */
function prng(seed: number): () => number {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    return x / 0x7fffffff;
  };
}

const byKey = (a: Row, b: Row) => a.k - b.k || a._id - b._id;

test('index bounds, index-served sorts with limits and key counts see own writes and the snapshot, not others\' later changes', async () => {
  const c: Collection<Row> = db().collection<Row>('walks');
  await c.createIndex({ k: 1 });
  await c.createIndex({ k: -1, _id: 1 });
  const rand = prng(57);
  const start: Row[] = Array.from({ length: 300 }, (_, i) => ({ _id: i, k: Math.floor(rand() * 50) }));
  await c.insertMany(start);
  const model = new Map(start.map((r) => [r._id, { ...r }]));
  await inTxn(async (s) => {
    await c.findOne({ _id: 0 }, { session: s }); // the snapshot is taken
    for (let round = 0; round < 4; round++) {
      // others: updates (keys move), deletes and inserts, committed while the transaction is open
      for (let n = 0; n < 15; n++) {
        const id = Math.floor(rand() * 150);
        const what = rand();
        if (what < 0.4) await c.updateOne({ _id: id }, { $set: { k: Math.floor(rand() * 50) } });
        else if (what < 0.7) await c.deleteOne({ _id: id });
        else await c.insertOne({ _id: 1000 + round * 100 + n, k: Math.floor(rand() * 50) });
      }
      // own: the same kinds of writes, to documents others leave alone (writing one they changed is a write conflict)
      for (let n = 0; n < 6; n++) {
        const id = 150 + round * 30 + n * 5;
        const what = n % 3;
        if (what === 0) { const k = Math.floor(rand() * 50); await c.updateOne({ _id: id }, { $set: { k } }, { session: s }); if (model.has(id)) model.get(id)!.k = k; }
        else if (what === 1) { await c.deleteOne({ _id: id }, { session: s }); model.delete(id); }
        else { const r = { _id: 5000 + round * 10 + n, k: Math.floor(rand() * 50) }; await c.insertOne(r, { session: s }); model.set(r._id, r); }
      }
      const rows = [...model.values()];
      const lo = Math.floor(rand() * 25);
      const hi = lo + 10 + Math.floor(rand() * 20);
      const inRange = rows.filter((r) => r.k >= lo && r.k < hi);
      const asc = await c.find({ k: { $gte: lo, $lt: hi } }, { session: s }).sort({ k: 1, _id: 1 }).toArray();
      expect(asc).toEqual([...inRange].sort(byKey));
      const desc = await c.find({ k: { $gte: lo, $lt: hi } }, { session: s }).sort({ k: -1, _id: 1 }).limit(7).toArray();
      expect(desc).toEqual([...inRange].sort((a, b) => b.k - a.k || a._id - b._id).slice(0, 7));
      const first = await c.find({}, { session: s }).sort({ k: 1 }).limit(5).toArray();
      expect(first.map((r) => r.k)).toEqual([...rows].sort(byKey).slice(0, 5).map((r) => r.k));
      expect(await c.countDocuments({ k: { $gte: lo, $lt: hi } }, { session: s })).toBe(inRange.length);
      expect(await c.countDocuments({ k: lo }, { session: s })).toBe(rows.filter((r) => r.k === lo).length);
      expect(await c.countDocuments({}, { session: s })).toBe(rows.length);
      expect((await c.distinct('k', { k: { $lt: 10 } }, { session: s })).sort((a, b) => a - b)).toEqual([...new Set(rows.filter((r) => r.k < 10).map((r) => r.k))].sort((a, b) => a - b));
    }
  });
});

test('multikey entries: an own update that adds and removes array elements, and others\' changes, read through the index', async () => {
  const c: Collection<Row> = db().collection<Row>('tagged');
  await c.createIndex({ tags: 1 });
  await c.insertMany([{ _id: 1, k: 0, tags: [1, 2] }, { _id: 2, k: 0, tags: [2, 3] }, { _id: 3, k: 0, tags: [3, 4] }]);
  await inTxn(async (s) => {
    await c.findOne({ _id: 1 }, { session: s });
    await c.updateOne({ _id: 3 }, { $set: { tags: [2, 9] } });
    await c.insertOne({ _id: 4, k: 0, tags: [2] });
    await c.updateOne({ _id: 1 }, { $set: { tags: [5, 6] } }, { session: s });
    await c.insertOne({ _id: 5, k: 0, tags: [2, 2, 7] }, { session: s });
    const twos = await c.find({ tags: 2 }, { session: s }).sort({ _id: 1 }).toArray();
    expect(twos.map((r) => r._id)).toEqual([2, 5]);
    expect(await c.countDocuments({ tags: { $gte: 3 } }, { session: s })).toBe(4); // 1 (5,6), 2 (3), 3 (3,4), 5 (7)
    expect((await c.find({ tags: { $gt: 4 } }, { session: s }).sort({ tags: 1 }).toArray()).map((r) => r._id)).toEqual([5, 1]); // ascending by the smallest element: 2, 5
  });
});

test('unique keys in a transaction: a key the snapshot holds is refused, one the transaction freed can be taken', async () => {
  const c: Collection<Row> = db().collection<Row>('uniq');
  await c.createIndex({ u: 1 }, { unique: true });
  await c.insertMany([{ _id: 1, k: 0, u: 'a' }, { _id: 2, k: 0, u: 'b' }, { _id: 3, k: 0, u: 'c' }]);
  const s = env.client.startSession();
  try {
    s.startTransaction();
    await c.updateOne({ _id: 1 }, { $set: { u: 'a2' } }, { session: s }); // frees 'a'
    await c.deleteOne({ _id: 2 }, { session: s }); // frees 'b'
    await c.insertOne({ _id: 10, k: 0, u: 'a' }, { session: s });
    await c.insertOne({ _id: 11, k: 0, u: 'b' }, { session: s });
    expect((await c.findOne({ u: 'a' }, { session: s }))?._id).toBe(10);
    const dup = await c.insertOne({ _id: 12, k: 0, u: 'c' }, { session: s }).then(() => undefined, (e: { code?: number }) => e);
    expect(dup?.code).toBe(11000);
  } finally {
    await s.endSession();
  }
  // the duplicate aborted the transaction: nothing of it was applied
  expect((await c.find().sort({ _id: 1 }).toArray()).map((r) => r.u)).toEqual(['a', 'b', 'c']);
  // and a transaction that commits: its keys are there, the freed ones gone
  const t = env.client.startSession();
  try {
    await t.withTransaction(async () => {
      await c.updateOne({ _id: 1 }, { $set: { u: 'z' } }, { session: t });
      await c.insertOne({ _id: 20, k: 0, u: 'a' }, { session: t });
    });
  } finally {
    await t.endSession();
  }
  expect((await c.find({}, { projection: { u: 1 } }).sort({ u: 1 }).toArray()).map((r) => [r._id, r.u])).toEqual([[20, 'a'], [2, 'b'], [3, 'c'], [1, 'z']]);
});

test('natural order in a transaction: versions in their places, own inserts after the rest', async () => {
  const c: Collection<Row> = db().collection<Row>('natural');
  await c.insertMany([1, 2, 3, 4].map((i) => ({ _id: i, k: i })));
  const ids = await inTxn(async (s) => {
    await c.findOne({ _id: 1 }, { session: s });
    await c.deleteOne({ _id: 2 }); // others: still there in the snapshot, in its place
    await c.insertOne({ _id: 5, k: 5 }); // others: not seen
    await c.updateOne({ _id: 3 }, { $set: { k: 30 } }, { session: s });
    await c.insertOne({ _id: 6, k: 6 }, { session: s });
    const docs = await c.find({}, { session: s }).toArray();
    expect(docs.find((d) => d._id === 3)?.k).toBe(30);
    return docs.map((d: Document) => d._id);
  });
  expect(ids).toEqual([1, 2, 3, 4, 6]);
});

test('serverStatus counts the transactions started, committed and aborted', async () => {
  const admin = env.client.db('admin');
  const counts = async () => {
    const t = (await admin.command({ serverStatus: 1 })).transactions;
    return { started: Number(t.totalStarted), committed: Number(t.totalCommitted), aborted: Number(t.totalAborted) };
  };
  const c: Collection<Row> = db().collection<Row>('counted');
  const before = await counts();
  const s = env.client.startSession();
  try {
    s.startTransaction();
    await c.insertOne({ _id: 1, k: 1 }, { session: s });
    await s.commitTransaction();
    s.startTransaction();
    await c.insertOne({ _id: 2, k: 2 }, { session: s });
    await s.abortTransaction();
  } finally {
    await s.endSession();
  }
  const after = await counts();
  expect([after.started - before.started, after.committed - before.committed, after.aborted - before.aborted]).toEqual([2, 1, 1]);
});

// mongod may refuse a read after a concurrent index drop (SnapshotUnavailable); this server answers from the snapshot,
// which must then not read the dropped index's entries, no longer kept.
(USING_REAL_MONGO ? test.skip : test)('an index dropped while a transaction is open: its reads still answer the snapshot', async () => {
  const c: Collection<Row> = db().collection<Row>('dropped_index');
  await c.createIndex({ k: 1 });
  await c.insertMany([1, 2, 3].map((i) => ({ _id: i, k: i })));
  await inTxn(async (s) => {
    await c.findOne({ k: 1 }, { session: s });
    await c.dropIndex('k_1');
    await c.updateOne({ _id: 2 }, { $set: { k: 1 } });
    await c.insertOne({ _id: 4, k: 1 });
    await c.updateOne({ _id: 3 }, { $set: { k: 1 } }, { session: s });
    expect((await c.find({ k: 1 }, { session: s }).sort({ _id: 1 }).toArray()).map((r) => r._id)).toEqual([1, 3]);
    expect(await c.countDocuments({ k: { $gte: 1 } }, { session: s })).toBe(3);
  });
});
