/**
 * Change streams through the official driver: each event type, fullDocument modes, a pipeline over events, resume
 * tokens, invalidate on drop, database and deployment streams, and a waiting getMore woken by a write. Runs against
 * MONGODB_URI when it names a replica set.
 */
import { ChangeStream, ChangeStreamDocument, Document, MongoServerError } from 'mongodb';
import { connectReplSet } from './replset-helpers';

const env = connectReplSet('emt_changes');
const db = () => env.client.db(env.dbName);

/**
 * The driver opens a stream's cursor at its first read: this reads once (an empty batch, waiting at most 100 ms on
 * the server), so the writes that follow come after the stream's start, as they would for a watcher already running.
 */
async function opened<T extends Document>(cs: ChangeStream<T>): Promise<ChangeStream<T>> {
  expect(await cs.tryNext()).toBeNull();
  return cs;
}

/** The next event, waiting for it (the driver's getMore waits on the server). */
async function next<T extends Document>(cs: ChangeStream<T>): Promise<ChangeStreamDocument<T>> {
  return (await cs.next()) as ChangeStreamDocument<T>;
}

test('insert, update (updatedFields, removedFields, truncatedArrays), replace, delete events', async () => {
  const c = db().collection('events');
  await c.insertOne({ _id: 0 as never }); // the collection exists before the stream opens
  const cs = await opened(c.watch([], { maxAwaitTimeMS: 100 }));
  try {
    await c.insertOne({ _id: 1 as never, a: 1, tags: ['x', 'y', 'z'], sub: { k: 1 }, gone: true });
    await c.updateOne({ _id: 1 as never }, { $set: { a: 2, 'sub.k': 5 }, $unset: { gone: '' }, $push: { tags: 'w' } as never });
    await c.updateOne({ _id: 1 as never }, { $pop: { tags: 1 } });
    await c.updateOne({ _id: 1 as never }, { $set: { tags: ['x'] } });
    await c.replaceOne({ _id: 1 as never }, { b: 1 });
    await c.deleteOne({ _id: 1 as never });

    const ins = await next(cs);
    expect(ins.operationType).toBe('insert');
    if (ins.operationType !== 'insert') throw new Error();
    expect(ins.fullDocument).toEqual({ _id: 1, a: 1, tags: ['x', 'y', 'z'], sub: { k: 1 }, gone: true });
    expect(ins.ns).toEqual({ db: env.dbName, coll: 'events' });
    expect(ins.documentKey).toEqual({ _id: 1 });
    expect(ins.clusterTime).toBeDefined();
    expect(ins.wallTime).toBeInstanceOf(Date);

    const up = await next(cs);
    if (up.operationType !== 'update') throw new Error(up.operationType);
    expect(up.updateDescription.updatedFields).toEqual({ a: 2, 'sub.k': 5, 'tags.3': 'w' });
    expect(up.updateDescription.removedFields).toEqual(['gone']);
    expect(up.updateDescription.truncatedArrays).toEqual([]);
    expect(up.fullDocument).toBeUndefined();

    const pop = await next(cs);
    if (pop.operationType !== 'update') throw new Error(pop.operationType);
    expect(pop.updateDescription.truncatedArrays).toEqual([{ field: 'tags', newSize: 3 }]);
    const shrink = await next(cs);
    if (shrink.operationType !== 'update') throw new Error(shrink.operationType);
    expect(shrink.updateDescription.updatedFields?.tags ?? shrink.updateDescription.truncatedArrays).toBeTruthy();

    const rep = await next(cs);
    if (rep.operationType !== 'replace') throw new Error(rep.operationType);
    expect(rep.fullDocument).toEqual({ _id: 1, b: 1 });
    const del = await next(cs);
    if (del.operationType !== 'delete') throw new Error(del.operationType);
    expect(del.documentKey).toEqual({ _id: 1 });
  } finally {
    await cs.close();
  }
});

test("fullDocument: 'updateLookup' gives the current document; 'whenAvailable' and 'required' the post-image", async () => {
  await db().createCollection('images', { changeStreamPreAndPostImages: { enabled: true } });
  const c = db().collection('images');
  await c.insertOne({ _id: 1 as never, n: 1 });
  const lookup = await opened(c.watch([], { fullDocument: 'updateLookup', maxAwaitTimeMS: 100 }));
  const post = await opened(c.watch([], { fullDocument: 'required', fullDocumentBeforeChange: 'whenAvailable', maxAwaitTimeMS: 100 }));
  try {
    await c.updateOne({ _id: 1 as never }, { $inc: { n: 1 } });
    const a = await next(lookup);
    const b = await next(post);
    if (a.operationType !== 'update' || b.operationType !== 'update') throw new Error();
    expect(a.fullDocument).toEqual({ _id: 1, n: 2 });
    expect(b.fullDocument).toEqual({ _id: 1, n: 2 });
    expect(b.fullDocumentBeforeChange).toEqual({ _id: 1, n: 1 });
  } finally {
    await lookup.close();
    await post.close();
  }
});

test('a $match / $project pipeline over events', async () => {
  const c = db().collection('piped');
  await c.insertOne({ _id: 0 as never });
  const cs = await opened(c.watch([{ $match: { operationType: 'insert', 'fullDocument.keep': true } }, { $project: { 'fullDocument.n': 1, operationType: 1 } }], { maxAwaitTimeMS: 100 }));
  try {
    await c.insertMany([{ _id: 1 as never, keep: false, n: 1 }, { _id: 2 as never, keep: true, n: 2 }]);
    await c.deleteOne({ _id: 2 as never });
    await c.insertOne({ _id: 3 as never, keep: true, n: 3 });
    const e1 = (await cs.next()) as Document;
    const e2 = (await cs.next()) as Document;
    expect([e1.fullDocument, e2.fullDocument]).toEqual([{ n: 2 }, { n: 3 }]);
    expect(e1.ns).toBeUndefined();
  } finally {
    await cs.close();
  }
});

test('a pipeline field whose expression is missing is left out of the event, not set to null', async () => {
  const c = db().collection('missing');
  await c.insertOne({ _id: 1 as never, a: 1, name: 'x' });
  const cs = await opened(c.watch([
    { $set: { 'updateDescription.updatedFields': { $cond: [true, { name: '$updateDescription.updatedFields.name' }, null] } } },
  ], { maxAwaitTimeMS: 100 }));
  try {
    await c.updateOne({ _id: 1 as never }, { $set: { a: 2 } });
    await c.updateOne({ _id: 1 as never }, { $set: { name: 'y' } });
    const e1 = (await cs.next()) as Document;
    const e2 = (await cs.next()) as Document;
    expect(e1.updateDescription.updatedFields).toEqual({});
    expect(e2.updateDescription.updatedFields).toEqual({ name: 'y' });
  } finally {
    await cs.close();
  }
});

test('resumeAfter a token, startAtOperationTime, and postBatchResumeToken with no events', async () => {
  const c = db().collection('resume');
  await c.insertOne({ _id: 0 as never });
  const cs = await opened(c.watch([], { maxAwaitTimeMS: 100 }));
  await c.insertOne({ _id: 1 as never });
  await c.insertOne({ _id: 2 as never });
  const first = await next(cs);
  const opTime = first.clusterTime!;
  await cs.close();

  const resumed = c.watch([], { resumeAfter: first._id });
  const r = await next(resumed);
  expect(r.operationType === 'insert' && r.documentKey._id).toBe(2);
  await resumed.close();

  const fromTime = c.watch([], { startAtOperationTime: opTime });
  const t1 = await next(fromTime);
  expect(t1.operationType === 'insert' && t1.documentKey._id).toBe(1);
  await fromTime.close();

  const idle = await opened(c.watch([], { maxAwaitTimeMS: 50 }));
  expect(idle.resumeToken).toBeDefined(); // from the empty batch's postBatchResumeToken
  await c.insertOne({ _id: 3 as never });
  const again = c.watch([], { resumeAfter: idle.resumeToken! });
  const n3 = await next(again);
  expect(n3.operationType === 'insert' && n3.documentKey._id).toBe(3);
  await idle.close();
  await again.close();
});

test('drop: a drop event, then invalidate; resumeAfter the invalidate is refused (260), startAfter it works', async () => {
  const c = db().collection('dropped');
  await c.insertOne({ _id: 1 as never });
  const cs = await opened(c.watch([], { maxAwaitTimeMS: 100 }));
  await c.drop();
  const drop = await next(cs);
  expect(drop.operationType).toBe('drop');
  const inv = await next(cs);
  expect(inv.operationType).toBe('invalidate');
  expect(cs.closed).toBe(true);
  const refused = await db().collection('dropped').aggregate([{ $changeStream: { resumeAfter: inv._id } }]).toArray().catch((e: MongoServerError) => e);
  expect((refused as MongoServerError).code).toBe(260);
  const after = await opened(c.watch([], { startAfter: inv._id, maxAwaitTimeMS: 100 }));
  await c.insertOne({ _id: 9 as never });
  const ins = await next(after);
  expect(ins.operationType === 'insert' && ins.documentKey._id).toBe(9);
  await after.close();
});

test('database and deployment streams see every collection; dropDatabase invalidates a database stream', async () => {
  const name = `${env.dbName}_b`;
  const other = env.client.db(name);
  await other.collection('a').insertOne({ _id: 0 as never });
  const dbStream = await opened(other.watch([], { maxAwaitTimeMS: 100 }));
  const all = await opened(env.client.watch([{ $match: { 'ns.db': name } }], { maxAwaitTimeMS: 100 }));
  try {
    await other.collection('a').insertOne({ _id: 1 as never });
    await other.collection('b').insertOne({ _id: 2 as never });
    const e1 = await next(dbStream);
    const e2 = await next(dbStream);
    expect([e1.operationType === 'insert' && e1.ns.coll, e2.operationType === 'insert' && e2.ns.coll]).toEqual(['a', 'b']);
    const c1 = await next(all);
    expect(c1.operationType === 'insert' && c1.ns.coll).toBe('a');
    await other.dropDatabase();
    const types: string[] = [];
    while (!dbStream.closed) {
      const e = await dbStream.next().catch(() => null);
      if (!e) break;
      types.push(e.operationType);
    }
    expect(types.slice(-2)).toEqual(['dropDatabase', 'invalidate']);
    expect(types.filter((t) => t === 'drop').length).toBe(2);
  } finally {
    await dbStream.close();
    await all.close();
  }
});

test('a waiting getMore is woken by a write (it does not wait out maxAwaitTimeMS)', async () => {
  const c = db().collection('wake');
  // opened at the time of a marker write, so its first read returns the marker at once and the next one waits
  const marker = await c.insertOne({ _id: 0 as never });
  expect(marker.acknowledged).toBe(true);
  const { operationTime } = await db().command({ find: 'wake', filter: { _id: 0 } });
  const cs = c.watch([], { maxAwaitTimeMS: 30_000, startAtOperationTime: operationTime });
  try {
    const first = await next(cs);
    expect(first.operationType === 'insert' && first.documentKey._id).toBe(0);
    const waiting = cs.next(); // a getMore that waits on the server
    const began = Date.now();
    setImmediate(() => void c.insertOne({ _id: 1 as never }));
    const e = await waiting;
    expect(e.operationType === 'insert' && e.documentKey._id).toBe(1);
    expect(Date.now() - began).toBeLessThan(30_000);
  } finally {
    await cs.close();
  }
});

test('refusals: a stage a change stream does not allow (20), $changeStream not first (40602)', async () => {
  const c = db().collection('refused');
  await c.insertOne({ _id: 1 as never });
  const code = (p: Promise<unknown>) => p.then(() => undefined, (e: MongoServerError) => e.code);
  expect(await code(c.aggregate([{ $changeStream: {} }, { $group: { _id: '$_id' } }]).toArray())).toBe(20);
  expect(await code(c.aggregate([{ $match: {} }, { $changeStream: {} }]).toArray())).toBe(40602);
});

test('the events of a multi-document transaction carry its lsid and txnNumber; a plain write has neither', async () => {
  const orders = db().collection('txn_orders');
  const outbox = db().collection('txn_outbox');
  await orders.insertOne({ _id: 0 as never });
  await outbox.insertOne({ _id: 0 as never });
  const cs = await opened(db().watch([{ $match: { 'ns.coll': { $in: ['txn_orders', 'txn_outbox'] } } }], { maxAwaitTimeMS: 100 }));
  const session = env.client.startSession();
  try {
    await session.withTransaction(async () => {
      await orders.insertOne({ _id: 1 as never, n: 1 }, { session });
      await outbox.insertOne({ _id: 1 as never, order: 1 }, { session });
    });
    await outbox.insertOne({ _id: 2 as never, order: null });
    const [a, b, plain] = [await next(cs), await next(cs), await next(cs)];
    for (const e of [a, b]) {
      expect(e.lsid?.id).toEqual(session.id!.id);
      expect(e.txnNumber).toBeDefined();
    }
    expect(String(a.txnNumber)).toBe(String(b.txnNumber));
    expect([a, b].map((e) => ('ns' in e ? e.ns : null))).toEqual([
      { db: env.dbName, coll: 'txn_orders' },
      { db: env.dbName, coll: 'txn_outbox' },
    ]);
    expect(plain.lsid).toBeUndefined();
    expect(plain.txnNumber).toBeUndefined();
  } finally {
    await session.endSession();
    await cs.close();
  }
});
