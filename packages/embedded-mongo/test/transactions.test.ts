/**
 * Multi-document transactions and retryable writes through the official driver and Mongoose: isolation (own writes
 * seen, others' not until commit, a snapshot of the rest), write conflicts, abort, a retried commit, withTransaction,
 * Mongoose's connection.transaction(), and a retried insert answered once. Runs against MONGODB_URI when it names a
 * replica set.
 */
import { ClientSession, Long, MongoClient, MongoServerError } from 'mongodb';
import mongoose, { Schema } from 'mongoose';
import { connectReplSet } from './replset-helpers';

const env = connectReplSet('emt_txn');
const db = () => env.client.db(env.dbName);

/**
 * A client of its own for commands that carry transaction fields by hand: the driver counts each pooled session's
 * txnNumber itself, and numbers sent past it would make its later commands on that session look old.
 */
async function withRawClient(fn: (c: MongoClient) => Promise<void>): Promise<void> {
  const c = await new MongoClient(env.uriFor(env.dbName)).connect();
  try {
    await fn(c);
  } finally {
    await c.close();
  }
}

/** Runs `body` with two sessions of the client, each in a transaction of its own, and ends both afterwards. */
async function inTwoTransactions(body: (a: ClientSession, b: ClientSession) => Promise<void>): Promise<void> {
  const a = env.client.startSession();
  const b = env.client.startSession();
  try {
    a.startTransaction();
    b.startTransaction();
    await body(a, b);
  } finally {
    await a.endSession();
    await b.endSession();
  }
}

async function failure(p: Promise<unknown>): Promise<MongoServerError> {
  try {
    await p;
  } catch (e) {
    return e as MongoServerError;
  }
  throw new Error('expected a failure');
}

test('a transaction reads its own writes and a snapshot; other clients see nothing until commit', async () => {
  const a = db().collection('acct');
  const b = db().collection('other');
  await a.insertMany([{ _id: 1 as never, bal: 100 }, { _id: 2 as never, bal: 0 }]);
  await b.insertOne({ _id: 1 as never, v: 'before' });
  const s = env.client.startSession();
  try {
    s.startTransaction();
    await a.updateOne({ _id: 1 as never }, { $inc: { bal: -30 } }, { session: s });
    await a.updateOne({ _id: 2 as never }, { $inc: { bal: 30 } }, { session: s });
    await a.insertOne({ _id: 3 as never, bal: 1 }, { session: s });
    expect((await a.findOne({ _id: 1 as never }, { session: s }))!.bal).toBe(70);
    expect(await a.countDocuments({}, { session: s })).toBe(3);
    // others: nothing yet
    expect((await a.findOne({ _id: 1 as never }))!.bal).toBe(100);
    expect(await a.findOne({ _id: 3 as never })).toBeNull();
    // a change committed outside after the transaction's first read of `other`... and before it: the snapshot holds
    await b.updateOne({ _id: 1 as never }, { $set: { v: 'after' } });
    expect((await b.findOne({ _id: 1 as never }, { session: s }))!.v).toBe('before');
    await s.commitTransaction();
  } finally {
    await s.endSession();
  }
  expect((await a.find().sort({ _id: 1 }).toArray()).map((d) => d.bal)).toEqual([70, 30, 1]);
});

test("the snapshot holds through a collection's indexes: index reads in a transaction see it as at its start", async () => {
  const c = db().collection('indexed');
  await c.createIndex({ k: 1 });
  await c.createIndex({ u: 1 }, { unique: true });
  await c.insertMany([1, 2, 3, 4, 5].map((k) => ({ _id: k as never, k, u: `u${k}` })));
  const s = env.client.startSession();
  try {
    s.startTransaction();
    await db().collection('elsewhere').findOne({}, { session: s }); // the transaction has started
    // committed outside after the start, before the transaction first names the collection
    await c.updateOne({ _id: 1 as never }, { $set: { k: 100 } });
    await c.deleteOne({ _id: 2 as never });
    await c.insertOne({ _id: 6 as never, k: 3, u: 'u6' });
    const seen = await c.find({ k: { $lte: 5 } }, { session: s }).sort({ k: 1 }).toArray();
    expect(seen.map((d) => d._id)).toEqual([1, 2, 3, 4, 5]);
    expect((await c.findOne({ u: 'u2' }, { session: s }))?._id).toBe(2);
    expect(await c.findOne({ u: 'u6' }, { session: s })).toBeNull();
    await s.abortTransaction();
  } finally {
    await s.endSession();
  }
  expect((await c.find({ k: { $lte: 5 } }).sort({ k: 1, _id: 1 }).toArray()).map((d) => d._id)).toEqual([3, 6, 4, 5]);
});

test('a change stream sees a transaction\'s writes only after its commit, all of them', async () => {
  const c = db().collection('streamed');
  await c.insertOne({ _id: 0 as never });
  const cs = c.watch([], { maxAwaitTimeMS: 100 });
  try {
    expect(await cs.tryNext()).toBeNull();
    const s = env.client.startSession();
    try {
      s.startTransaction();
      await c.insertOne({ _id: 1 as never }, { session: s });
      await c.insertOne({ _id: 2 as never }, { session: s });
      expect(await cs.tryNext()).toBeNull(); // nothing while it is open
      await s.commitTransaction();
    } finally {
      await s.endSession();
    }
    const ids = [];
    for (let i = 0; i < 2; i++) {
      const e = await cs.next();
      ids.push(e.operationType === 'insert' ? e.documentKey._id : e.operationType);
    }
    expect(ids).toEqual([1, 2]);
  } finally {
    await cs.close();
  }
});

test('two transactions writing one document: the second gets WriteConflict (112) with TransientTransactionError', async () => {
  const c = db().collection('conflict');
  await c.insertOne({ _id: 1 as never, n: 0 });
  await inTwoTransactions(async (s1, s2) => {
    await c.updateOne({ _id: 1 as never }, { $inc: { n: 1 } }, { session: s1 });
    const e = await failure(c.updateOne({ _id: 1 as never }, { $inc: { n: 10 } }, { session: s2 }));
    expect(e.code).toBe(112);
    expect(e.hasErrorLabel('TransientTransactionError')).toBe(true);
    await s2.abortTransaction();
    await s1.commitTransaction();
  });
  expect((await c.findOne({ _id: 1 as never }))!.n).toBe(1);
});

test('a transaction that writes a document committed by another after its snapshot gets WriteConflict', async () => {
  const c = db().collection('stale');
  await c.insertOne({ _id: 1 as never, n: 0 });
  const s = env.client.startSession();
  try {
    s.startTransaction();
    await c.findOne({ _id: 1 as never }, { session: s });
    await c.updateOne({ _id: 1 as never }, { $set: { n: 5 } }); // outside, committed
    const e = await failure(c.updateOne({ _id: 1 as never }, { $inc: { n: 1 } }, { session: s }));
    expect(e.code).toBe(112);
    await s.abortTransaction();
  } finally {
    await s.endSession();
  }
  expect((await c.findOne({ _id: 1 as never }))!.n).toBe(5);
});

test('abort leaves nothing; a retried commit of a committed transaction succeeds; commit after abort is NoSuchTransaction', async () => {
  const c = db().collection('abort');
  const s = env.client.startSession();
  try {
    s.startTransaction();
    await c.insertOne({ _id: 1 as never }, { session: s });
    await s.abortTransaction();
    expect(await c.countDocuments()).toBe(0);
  } finally {
    await s.endSession();
  }
  // commitTransaction again after it succeeded: the driver sends it again (as after UnknownTransactionCommitResult),
  // and the server answers ok without applying anything twice
  const s2 = env.client.startSession();
  try {
    s2.startTransaction();
    await c.insertOne({ _id: 2 as never }, { session: s2 });
    await s2.commitTransaction();
    await s2.commitTransaction();
  } finally {
    await s2.endSession();
  }
  expect(await c.countDocuments()).toBe(1);
  // a transaction the server aborted (a write conflict): its commit is NoSuchTransaction (251), transient
  await c.insertOne({ _id: 3 as never, n: 0 });
  await inTwoTransactions(async (s3, s4) => {
    await c.updateOne({ _id: 3 as never }, { $set: { n: 1 } }, { session: s3 });
    await c.insertOne({ _id: 4 as never }, { session: s4 });
    expect((await failure(c.updateOne({ _id: 3 as never }, { $set: { n: 2 } }, { session: s4 }))).code).toBe(112);
    const e = await failure(s4.commitTransaction());
    expect(e.code).toBe(251);
    expect(e.hasErrorLabel('TransientTransactionError')).toBe(true);
    await s3.commitTransaction();
  });
  expect(await c.findOne({ _id: 4 as never })).toBeNull();
  expect((await c.findOne({ _id: 3 as never }))!.n).toBe(1);
});

test("the driver's withTransaction retries a transient conflict and commits", async () => {
  const c = db().collection('withtxn');
  await c.insertOne({ _id: 1 as never, n: 0 });
  const s = env.client.startSession();
  let attempts = 0;
  try {
    await s.withTransaction(async () => {
      attempts++;
      await c.updateOne({ _id: 1 as never }, { $inc: { n: 1 } }, { session: s });
      if (attempts === 1) await c.updateOne({ _id: 1 as never }, { $inc: { n: 100 } }); // a plain write to the same document
      await c.insertOne({ _id: 1 + attempts * 10 as never }, { session: s });
    });
  } finally {
    await s.endSession();
  }
  expect(attempts).toBe(2);
  expect((await c.findOne({ _id: 1 as never }))!.n).toBe(101);
  expect(await c.countDocuments()).toBe(2);
});

test("Mongoose's connection.transaction() commits, and rolls back on a throw", async () => {
  const conn = await mongoose.createConnection(env.uriFor(env.dbName)).asPromise();
  try {
    const M = conn.model('TxnThing', new Schema({ name: String }));
    await M.createCollection();
    await conn.transaction(async (session) => {
      await M.create([{ name: 'a' }, { name: 'b' }], { session, ordered: true });
    });
    await expect(conn.transaction(async (session) => {
      await M.create([{ name: 'c' }], { session });
      throw new Error('changed my mind');
    })).rejects.toThrow('changed my mind');
    expect((await M.find().sort({ name: 1 }).lean()).map((d) => d.name)).toEqual(['a', 'b']);
  } finally {
    await conn.close();
  }
});

test('a retried insert (same lsid and txnNumber) is answered once and inserts once', async () => {
  await withRawClient(async (client) => {
  const db = () => client.db(env.dbName);
  const session = client.startSession();
  try {
    const cmd = { insert: 'retry', documents: [{ _id: 1 }, { _id: 2 }], txnNumber: Long.fromNumber(2000) };
    const r1 = await db().command(cmd, { session });
    const r2 = await db().command(cmd, { session });
    expect(r1.n).toBe(2);
    expect(r2.n).toBe(2);
    expect(r2.writeErrors).toBeUndefined(); // not a duplicate key: the first answer again
    expect(await db().collection('retry').countDocuments()).toBe(2);
    const old = await failure(db().command({ ...cmd, txnNumber: Long.fromNumber(1999) }, { session }));
    expect(old.code).toBe(225);
  } finally {
    await session.endSession();
  }
  });
  // the driver's own retryable writes still work end to end
  await db().collection('retry').insertOne({ _id: 3 as never });
  expect(await db().collection('retry').countDocuments()).toBe(3);
});
