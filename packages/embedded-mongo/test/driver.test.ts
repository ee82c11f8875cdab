/** Conformance: CRUD, cursors, updates, aggregation, errors and types through the official driver only. */
import { MongoClient, Db, ObjectId, Double, Int32, Long, Decimal128, Binary, BSONRegExp, MongoServerError, Timestamp } from 'mongodb';
import { getTestUri, uniqueDbName } from './helpers';

let client: MongoClient;
let db: Db;
let stop: () => Promise<void>;

beforeAll(async () => {
  const t = await getTestUri();
  stop = t.stop;
  client = new MongoClient(t.uri + uniqueDbName('emt_driver'));
  await client.connect();
  db = client.db();
});

afterAll(async () => {
  await db?.dropDatabase().catch(() => undefined);
  await client?.close();
  await stop?.();
});

describe('handshake and admin commands', () => {
  test('ping, hello, buildInfo, listDatabases, connectionStatus', async () => {
    expect((await db.command({ ping: 1 })).ok).toBe(1);
    const hello = await db.admin().command({ hello: 1 });
    expect(hello.isWritablePrimary).toBe(true);
    expect(hello.maxWireVersion).toBeGreaterThanOrEqual(17);
    expect(hello.maxBsonObjectSize).toBe(16777216);
    const legacy = await db.admin().command({ isMaster: 1 });
    expect(legacy.ismaster).toBe(true);
    const info = await db.admin().buildInfo();
    expect(typeof info.version).toBe('string');
    await db.collection('touch').insertOne({ x: 1 });
    const dbs = await db.admin().listDatabases();
    expect(dbs.databases.map((d) => d.name)).toContain(db.databaseName);
    expect((await db.admin().command({ connectionStatus: 1 })).ok).toBe(1);
  });

  test('unknown command -> CommandNotFound (59)', async () => {
    await expect(db.command({ definitelyNotACommand: 1 })).rejects.toMatchObject({ code: 59, codeName: 'CommandNotFound' });
  });

  test('unknown find option is rejected, not ignored', async () => {
    await expect(db.command({ find: 'x', bogusOption: 1 })).rejects.toBeInstanceOf(MongoServerError);
  });

  test('transactions on a standalone fail like mongod', async () => {
    const session = client.startSession();
    try {
      await expect(
        session.withTransaction(async () => {
          await db.collection('txn').insertOne({ a: 1 }, { session });
        }),
      ).rejects.toThrow(/Transaction numbers are only allowed|retryable writes|replica set|not supported/i);
      await expect(db.command({ find: 'txn', txnNumber: Long.fromNumber(1) })).rejects.toMatchObject({ code: 20 });
    } finally {
      await session.endSession();
    }
  });
});

describe('CRUD', () => {
  test('insert, find with filter/projection/sort/skip/limit', async () => {
    const c = db.collection('people');
    await c.insertMany([
      { name: 'a', age: 30, tags: ['x', 'y'], addr: { city: 'Cairo' } },
      { name: 'b', age: 25, tags: ['y'], addr: { city: 'Riyadh' } },
      { name: 'c', age: 35, tags: [], addr: { city: 'Cairo' } },
      { name: 'd', age: 25 },
    ]);
    expect(await c.countDocuments()).toBe(4);
    expect(await c.countDocuments({ 'addr.city': 'Cairo' })).toBe(2);
    expect((await c.find({ tags: 'y' }).toArray()).map((d) => d.name).sort()).toEqual(['a', 'b']);
    const sorted = await c.find({}, { projection: { _id: 0, name: 1 } }).sort({ age: -1, name: 1 }).toArray();
    expect(sorted).toEqual([{ name: 'c' }, { name: 'a' }, { name: 'b' }, { name: 'd' }]);
    const page = await c.find({}).sort({ name: 1 }).skip(1).limit(2).toArray();
    expect(page.map((d) => d.name)).toEqual(['b', 'c']);
    expect(await c.findOne({ age: { $gt: 26, $lt: 33 } }, { projection: { name: 1 } })).toMatchObject({ name: 'a' });
    expect((await c.find({ name: { $in: ['a', 'd'] } }).toArray()).length).toBe(2);
    expect((await c.find({ name: { $nin: ['a', 'd'] } }).toArray()).length).toBe(2);
    expect((await c.find({ addr: { $exists: false } }).toArray()).map((d) => d.name)).toEqual(['d']);
    expect((await c.find({ name: /^[ab]$/ }).toArray()).length).toBe(2);
    expect((await c.find({ $or: [{ age: 35 }, { name: 'd' }] }).toArray()).length).toBe(2);
    expect(await c.distinct('age')).toEqual(expect.arrayContaining([25, 30, 35]));
    expect((await c.distinct('tags')).sort()).toEqual(['x', 'y']);
    expect(await c.estimatedDocumentCount()).toBe(4);
  });

  test('find by ObjectId _id and by Date range', async () => {
    const c = db.collection('ids');
    const ids = [new ObjectId(), new ObjectId(), new ObjectId()];
    await c.insertMany(ids.map((_id, i) => ({ _id, at: new Date(Date.UTC(2024, 0, i + 1)) })));
    const again = new ObjectId(ids[1].toHexString());
    expect(await c.findOne({ _id: again })).toMatchObject({ _id: ids[1] });
    expect(await c.countDocuments({ _id: { $in: [ids[0], ids[2]] } })).toBe(2);
    expect(await c.countDocuments({ _id: { $gt: ids[0] } })).toBe(2);
    expect(await c.countDocuments({ at: { $gte: new Date(Date.UTC(2024, 0, 2)) } })).toBe(2);
    expect(await c.findOne({ at: new Date(Date.UTC(2024, 0, 3)) })).toMatchObject({ _id: ids[2] });
  });

  test('duplicate _id -> 11000 in writeErrors', async () => {
    const c = db.collection('dupid');
    await c.insertOne({ _id: 'k' as unknown as ObjectId });
    const e = await c.insertOne({ _id: 'k' as unknown as ObjectId }).catch((x) => x);
    expect(e).toBeInstanceOf(MongoServerError);
    expect(e.code).toBe(11000);
    expect(e.message).toMatch(/E11000 duplicate key error collection: .*dupid index: _id_ dup key: \{ _id: "k" \}/);
  });

  test('insertMany ordered:false continues after an error', async () => {
    const c = db.collection('unordered');
    const e = await c.insertMany([{ _id: 1 }, { _id: 1 }, { _id: 2 }] as never[], { ordered: false }).catch((x) => x);
    expect(e.code).toBe(11000);
    expect(await c.countDocuments()).toBe(2);
  });

  test('updateOne/updateMany/replaceOne/upsert/deleteOne/deleteMany', async () => {
    const c = db.collection('upd');
    await c.insertMany([{ k: 1, v: 1 }, { k: 2, v: 1 }, { k: 3, v: 2 }]);
    expect((await c.updateMany({ v: 1 }, { $set: { flag: true } })).modifiedCount).toBe(2);
    expect((await c.updateOne({ k: 1 }, { $set: { flag: true } })).modifiedCount).toBe(0);
    const rep = await c.replaceOne({ k: 3 }, { k: 3, replaced: true });
    expect(rep.modifiedCount).toBe(1);
    expect(await c.findOne({ k: 3 }, { projection: { _id: 0 } })).toEqual({ k: 3, replaced: true });
    const up = await c.updateOne({ k: 9, 'meta.kind': 'z' }, { $set: { v: 5 }, $setOnInsert: { created: true } }, { upsert: true });
    expect(up.upsertedCount).toBe(1);
    const upserted = await c.findOne({ _id: up.upsertedId! });
    expect(upserted).toMatchObject({ k: 9, meta: { kind: 'z' }, v: 5, created: true });
    expect(Object.keys(upserted!)[0]).toBe('_id');
    await c.updateOne({ k: 9 }, { $set: { v: 6 }, $setOnInsert: { created: false } }, { upsert: true });
    expect(await c.findOne({ k: 9 })).toMatchObject({ v: 6, created: true });
    expect((await c.deleteOne({ v: 1 })).deletedCount).toBe(1);
    expect((await c.deleteMany({})).deletedCount).toBe(3);
  });

  test('update operators', async () => {
    const c = db.collection<any>('ops'); // eslint-disable-line @typescript-eslint/no-explicit-any
    const { insertedId } = await c.insertOne({ n: 5, arr: [3, 1, 2], s: new Set() && 'x', old: 1, lo: 10, hi: 10, m: 2, nested: { a: 1 } });
    await c.updateOne({ _id: insertedId }, {
      $inc: { n: 2 }, $push: { arr: { $each: [9, 0], $sort: 1, $slice: 4 } } as never, $unset: { s: '' }, $rename: { old: 'renamed' },
      $min: { lo: 3 }, $max: { hi: 30 }, $mul: { m: 4 }, $currentDate: { touched: true }, $set: { 'nested.b': 2 },
    });
    const d = await c.findOne({ _id: insertedId });
    expect(d).toMatchObject({ n: 7, arr: [0, 1, 2, 3], renamed: 1, lo: 3, hi: 30, m: 8, nested: { a: 1, b: 2 } });
    expect(d!.s).toBeUndefined();
    expect(d!.touched).toBeInstanceOf(Date);
    await c.updateOne({ _id: insertedId }, { $addToSet: { arr: { $each: [1, 42] } }, $pop: { arr: -1 } } as never).catch(() => undefined);
    await c.updateOne({ _id: insertedId }, { $addToSet: { arr: { $each: [1, 42] } } });
    await c.updateOne({ _id: insertedId }, { $pull: { arr: { $lt: 2 } } as never });
    await c.updateOne({ _id: insertedId }, { $pullAll: { arr: [42] } as never });
    await c.updateOne({ _id: insertedId }, { $pop: { arr: 1 } });
    await c.updateOne({ _id: insertedId }, { $push: { arr: { $each: [7], $position: 0 } } as never });
    expect((await c.findOne({ _id: insertedId }))!.arr).toEqual([7, 2]);
  });

  test('conflicting update paths and unknown modifiers are errors', async () => {
    const c = db.collection('ops2');
    await c.insertOne({ _id: 1 as never, a: 1 });
    await expect(c.updateOne({ _id: 1 as never }, { $set: { a: 2 }, $inc: { a: 1 } })).rejects.toMatchObject({ code: 40 });
    await expect(c.updateOne({ _id: 1 as never }, { $foo: { a: 1 } } as never)).rejects.toMatchObject({ code: 9 });
    await expect(c.updateOne({ _id: 1 as never }, { $set: { _id: 2 } } as never)).rejects.toMatchObject({ code: 66 });
    await expect(c.updateOne({ _id: 1 as never }, { $inc: { a: 'x' } } as never)).rejects.toMatchObject({ code: 14 });
  });

  test('positional $, $[] and $[ident] with arrayFilters on a menu-like document', async () => {
    const c = db.collection('menus');
    const itemIds = [new ObjectId(), new ObjectId(), new ObjectId()];
    const { insertedId } = await c.insertOne({
      sections: [
        { _id: new ObjectId(), items: [{ _id: itemIds[0], price: 10, interest: 0 }, { _id: itemIds[1], price: 12, interest: 0 }] },
        { _id: new ObjectId(), items: [{ _id: itemIds[2], price: 20, interest: 0 }] },
      ],
      tags: [{ k: 'a', n: 1 }, { k: 'b', n: 1 }],
    });
    await c.updateOne({ _id: insertedId }, { $inc: { 'sections.$[].items.$[it].interest': 1 } }, { arrayFilters: [{ 'it._id': itemIds[1] }] });
    await c.updateOne({ _id: insertedId }, { $inc: { 'sections.$[s].items.$[it].interest': 5 } }, { arrayFilters: [{ 's.items._id': itemIds[2] }, { 'it._id': itemIds[2] }] });
    await c.updateOne({ _id: insertedId, 'tags.k': 'b' }, { $set: { 'tags.$.n': 9 } });
    await c.updateOne({ _id: insertedId }, { $inc: { 'sections.$[].items.$[].price': 1 } });
    const d = (await c.findOne({ _id: insertedId }))!;
    expect(d.sections[0].items.map((i: { interest: number }) => i.interest)).toEqual([0, 1]);
    expect(d.sections[1].items[0].interest).toBe(5);
    expect(d.sections[0].items.map((i: { price: number }) => i.price)).toEqual([11, 13]);
    expect(d.tags).toEqual([{ k: 'a', n: 1 }, { k: 'b', n: 9 }]);
    expect(await c.countDocuments({ 'sections.items._id': itemIds[2] })).toBe(1);
    expect(await c.countDocuments({ sections: { $elemMatch: { 'items.price': { $gt: 20 } } } })).toBe(1);
  });

  test('arrayFilters and positional $ compare numbers across BSON types', async () => {
    const c = db.collection('af_types');
    const { insertedId } = await c.insertOne({ items: [{ p: new Double(10) }, { p: Long.fromNumber(20) }, { p: new Int32(5) }, { p: 'ten' }] });
    const r = await c.updateOne({ _id: insertedId }, { $set: { 'items.$[e].big': true } }, { arrayFilters: [{ 'e.p': { $gte: 10 } }] });
    expect(r.modifiedCount).toBe(1);
    await c.updateOne({ _id: insertedId, 'items.p': 20 }, { $set: { 'items.$.hit': 1 } });
    const d = (await c.findOne({ _id: insertedId }))!;
    expect(d.items.map((i: { big?: boolean }) => !!i.big)).toEqual([true, true, false, false]);
    expect(d.items.map((i: { hit?: number }) => i.hit ?? 0)).toEqual([0, 1, 0, 0]);
    // writing the same values again changes nothing, and says so
    expect((await c.updateOne({ _id: insertedId }, { $set: { 'items.$[e].big': true } }, { arrayFilters: [{ 'e.p': { $gte: 10 } }] })).modifiedCount).toBe(0);
    expect((await c.updateOne({ _id: insertedId }, { $inc: { 'items.$[e].p': 0 } }, { arrayFilters: [{ 'e.p': { $type: 'number' } }] })).modifiedCount).toBe(0);
  });

  test('an update that would grow a document past 16 MB fails with 17419 and changes nothing', async () => {
    const c = db.collection('grow');
    const { insertedId } = await c.insertOne({ a: 'x'.repeat(9 * 1024 * 1024), n: 1 });
    const e = await c.updateOne({ _id: insertedId }, { $set: { b: 'y'.repeat(8 * 1024 * 1024) }, $inc: { n: 1 } }).catch((x) => x);
    expect(e).toBeInstanceOf(MongoServerError);
    expect(e.code).toBe(17419);
    const d = (await c.findOne({ _id: insertedId }, { projection: { a: 0 } }))!;
    expect(d).toEqual({ _id: insertedId, n: 1 });
    // just under the limit is fine, and the size is tracked across updates
    await c.updateOne({ _id: insertedId }, { $set: { b: 'y'.repeat(6 * 1024 * 1024) } });
    await c.updateOne({ _id: insertedId }, { $inc: { n: 1 } });
    const e2 = await c.updateOne({ _id: insertedId }, { $set: { c: 'z'.repeat(1024 * 1024) } }).catch((x) => x);
    expect(e2.code).toBe(17419);
    expect((await c.findOne({ _id: insertedId }, { projection: { n: 1, c: 1 } }))).toEqual({ _id: insertedId, n: 2 });
  });

  test('findOneAndUpdate / findOneAndReplace / findOneAndDelete', async () => {
    const c = db.collection('fam');
    await c.insertMany([{ k: 'a', n: 1 }, { k: 'b', n: 2 }]);
    const before = await c.findOneAndUpdate({ k: 'a' }, { $inc: { n: 10 } }, { returnDocument: 'before' });
    expect(before).toMatchObject({ n: 1 });
    const after = await c.findOneAndUpdate({ k: 'a' }, { $inc: { n: 10 } }, { returnDocument: 'after', projection: { _id: 0, n: 1 } });
    expect(after).toEqual({ n: 21 });
    const full = await c.findOneAndUpdate({ k: 'z' }, { $set: { n: 0 } }, { upsert: true, returnDocument: 'after', includeResultMetadata: true });
    expect(full.lastErrorObject).toMatchObject({ n: 1, updatedExisting: false });
    expect(full.value).toMatchObject({ k: 'z', n: 0 });
    const none = await c.findOneAndUpdate({ k: 'nope' }, { $set: { n: 0 } });
    expect(none).toBeNull();
    const sorted = await c.findOneAndUpdate({}, { $set: { top: true } }, { sort: { n: -1 }, returnDocument: 'after' });
    expect(sorted).toMatchObject({ k: 'a', top: true });
    expect(await c.findOneAndReplace({ k: 'b' }, { k: 'b', replaced: 1 }, { returnDocument: 'after' })).toMatchObject({ replaced: 1 });
    expect(await c.findOneAndDelete({ k: 'b' })).toMatchObject({ k: 'b' });
    expect(await c.countDocuments({ k: 'b' })).toBe(0);
  });
});

describe('cursors', () => {
  test('a cursor id read from a reply is always an int64 the driver keeps as a Long, so getMore can send it back', async () => {
    const c = db.collection('ids');
    await c.deleteMany({});
    await c.insertMany(Array.from({ length: 3 }, (_, i) => ({ i })));
    // 1,000 cursors: with ids spread over all 63 bits, one in 1,024 fitted a JS number and came back as one (this
    // caught it 62% of the time; the suite's other cursors make up the rest).
    const ids = [];
    for (let n = 0; n < 1000; n++) ids.push((await db.command({ find: 'ids', filter: {}, batchSize: 1 })).cursor.id);
    for (const id of ids) expect(typeof id).not.toBe('number');
    const more = await db.command({ getMore: ids[0], collection: 'ids' });
    expect(more.cursor.nextBatch.length).toBe(2);
    await db.command({ killCursors: 'ids', cursors: ids.slice(1) });
  });

  test('first batch 101, getMore continues, id 0 when exhausted, killCursors', async () => {
    const c = db.collection('many');
    await c.insertMany(Array.from({ length: 250 }, (_, i) => ({ i })));
    const first = await db.command({ find: 'many', filter: {} });
    expect(first.cursor.firstBatch.length).toBe(101);
    expect(first.cursor.id.toString()).not.toBe('0');
    const more = await db.command({ getMore: first.cursor.id, collection: 'many', batchSize: 100 });
    expect(more.cursor.nextBatch.length).toBe(100);
    const last = await db.command({ getMore: first.cursor.id, collection: 'many' });
    expect(last.cursor.nextBatch.length).toBe(49);
    expect(last.cursor.id.toString()).toBe('0');
    const all = await c.find({}).batchSize(7).sort({ i: 1 }).toArray();
    expect(all.length).toBe(250);
    expect(all.map((d) => d.i)).toEqual(Array.from({ length: 250 }, (_, i) => i));
    const cur = await db.command({ find: 'many', batchSize: 2 });
    const killed = await db.command({ killCursors: 'many', cursors: [cur.cursor.id] });
    expect(killed.cursorsKilled.map(String)).toEqual([cur.cursor.id.toString()]);
    await expect(db.command({ getMore: Long.fromValue(cur.cursor.id), collection: 'many' })).rejects.toMatchObject({ code: 43 });
    const single = await db.command({ find: 'many', batchSize: 5, singleBatch: true });
    expect(single.cursor.id.toString()).toBe('0');
    const limited = await c.find({}).limit(120).toArray();
    expect(limited.length).toBe(120);
  });
});

describe('aggregation', () => {
  beforeAll(async () => {
    const cats = await db.collection('cats').insertMany([{ name: 'Drinks' }, { name: 'Food' }]);
    await db.collection('items').insertMany([
      { name: 'tea', cat: cats.insertedIds[0], price: 5, tags: ['hot', 'cheap'] },
      { name: 'coffee', cat: cats.insertedIds[0], price: 8, tags: ['hot'] },
      { name: 'kebab', cat: cats.insertedIds[1], price: 30, tags: [] },
    ]);
  });

  test('$match $group $sort $project $count $unwind $skip $limit $addFields', async () => {
    const byCat = await db.collection('items').aggregate([
      { $group: { _id: '$cat', total: { $sum: '$price' }, n: { $sum: 1 } } },
      { $sort: { total: -1 } },
    ]).toArray();
    expect(byCat.map((g) => g.total)).toEqual([30, 13]);
    expect(byCat[0]._id).toBeInstanceOf(ObjectId);
    const [{ n }] = await db.collection('items').aggregate([{ $match: { price: { $gte: 5 } } }, { $count: 'n' }]).toArray();
    expect(n).toBe(3);
    const tags = await db.collection('items').aggregate([
      { $unwind: '$tags' }, { $group: { _id: '$tags', c: { $sum: 1 } } }, { $sort: { _id: 1 } }, { $skip: 0 }, { $limit: 5 },
    ]).toArray();
    expect(tags).toEqual([{ _id: 'cheap', c: 1 }, { _id: 'hot', c: 2 }]);
    const proj = await db.collection('items').aggregate([
      { $addFields: { double: { $multiply: ['$price', 2] } } }, { $set: { x: 1 } }, { $project: { _id: 0, name: 1, double: 1 } }, { $sort: { double: 1 } },
    ]).toArray();
    expect(proj[0]).toEqual({ name: 'tea', double: 10 });
    // the stored documents were not modified by $set/$addFields
    expect(await db.collection('items').findOne({ name: 'tea' }, { projection: { _id: 0, double: 1, x: 1 } })).toEqual({});
  });

  test('$lookup and $facet', async () => {
    const rows = await db.collection('items').aggregate([
      { $lookup: { from: 'cats', localField: 'cat', foreignField: '_id', as: 'category' } },
      { $unwind: '$category' },
      { $project: { _id: 0, name: 1, cat: '$category.name' } },
      { $sort: { name: 1 } },
    ]).toArray();
    expect(rows).toEqual([{ name: 'coffee', cat: 'Drinks' }, { name: 'kebab', cat: 'Food' }, { name: 'tea', cat: 'Drinks' }]);
    const [facet] = await db.collection('items').aggregate([
      { $facet: { cheap: [{ $match: { price: { $lt: 10 } } }, { $count: 'n' }], total: [{ $group: { _id: null, s: { $sum: '$price' } } }] } },
    ]).toArray();
    expect(facet.cheap).toEqual([{ n: 2 }]);
    expect(facet.total[0].s).toBe(43);
  });

  test('unknown stage is an error', async () => {
    await expect(db.collection('items').aggregate([{ $noSuchStage: {} }]).toArray()).rejects.toBeInstanceOf(MongoServerError);
  });
});

describe('collections and indexes', () => {
  test('create, listCollections (filter, nameOnly), drop, NamespaceExists', async () => {
    await db.createCollection('made');
    await expect(db.createCollection('made')).rejects.toMatchObject({ code: 48 });
    const names = (await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name);
    expect(names).toContain('made');
    const filtered = await db.listCollections({ name: 'made' }).toArray();
    expect(filtered).toHaveLength(1);
    expect(filtered[0].type).toBe('collection');
    expect(await db.collection('made').drop()).toBe(true);
    expect((await db.listCollections({ name: 'made' }).toArray()).length).toBe(0);
  });

  test('createIndexes/listIndexes/dropIndexes and unique enforcement', async () => {
    const c = db.collection('uniq');
    await c.insertMany([{ email: 'a@x' }, { email: 'b@x' }]);
    const name = await c.createIndex({ email: 1 }, { unique: true });
    expect(name).toBe('email_1');
    await c.createIndex({ a: 1, b: -1 }, { unique: true, sparse: true });
    await c.createIndex({ code: 1 }, { unique: true, partialFilterExpression: { code: { $exists: true } } });
    await c.createIndex({ plain: 1 });
    const idx = await c.listIndexes().toArray();
    expect(idx.map((i) => i.name).sort()).toEqual(['_id_', 'a_1_b_-1', 'code_1', 'email_1', 'plain_1']);
    expect(idx.find((i) => i.name === 'email_1')).toMatchObject({ unique: true, key: { email: 1 } });

    const e = await c.insertOne({ email: 'a@x' }).catch((x) => x);
    expect(e.code).toBe(11000);
    expect(e.keyValue).toEqual({ email: 'a@x' });
    expect(e.keyPattern).toEqual({ email: 1 });
    expect(e.message).toContain('index: email_1 dup key: { email: "a@x" }');
    // compound sparse: docs missing both fields are fine; same pair clashes
    await c.insertMany([{ email: 'c@x' }, { email: 'd@x', a: 1, b: 2 }]);
    await expect(c.insertOne({ email: 'e@x', a: 1, b: 2 })).rejects.toMatchObject({ code: 11000, keyValue: { a: 1, b: 2 } });
    await c.insertOne({ email: 'f@x', a: 1, b: 3 });
    // partial: only docs with `code` are indexed
    await c.insertOne({ email: 'g@x', code: 'X' });
    await expect(c.insertOne({ email: 'h@x', code: 'X' })).rejects.toMatchObject({ code: 11000 });
    // update and upsert enforce it too
    await expect(c.updateOne({ email: 'b@x' }, { $set: { email: 'a@x' } })).rejects.toMatchObject({ code: 11000 });
    await expect(c.updateOne({ email: 'zz' }, { $set: { code: 'X' } }, { upsert: true })).rejects.toMatchObject({ code: 11000 });
    await expect(c.findOneAndUpdate({ email: 'b@x' }, { $set: { email: 'a@x' } })).rejects.toMatchObject({ code: 11000, keyValue: { email: 'a@x' } });
    // changing one's own value to itself is fine
    await c.updateOne({ email: 'b@x' }, { $set: { email: 'b@x', touched: 1 } });
    // a unique index over existing duplicates fails
    const d2 = db.collection('uniq_existing');
    await d2.insertMany([{ dup: 1 }, { dup: 1 }]);
    await expect(d2.createIndex({ dup: 1 }, { unique: true })).rejects.toMatchObject({ code: 11000 });
    expect((await d2.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
    await c.dropIndex('plain_1');
    expect((await c.listIndexes().toArray()).map((i) => i.name)).not.toContain('plain_1');
    await expect(c.dropIndex('nope_1')).rejects.toMatchObject({ code: 27 });
    await c.dropIndex('email_1');
    await c.insertOne({ email: 'a@x' });
    await expect(db.collection('missing_coll').listIndexes().toArray()).rejects.toMatchObject({ code: 26 });
  });
});

describe('BSON type round-trips', () => {
  test('ObjectId, Date, Decimal128, Long, Int32 vs Double, Binary, null vs missing, nested, RegExp', async () => {
    const c = db.collection('types');
    const doc = {
      _id: new ObjectId(),
      oid: new ObjectId(),
      date: new Date('2024-05-06T07:08:09.123Z'),
      dec: Decimal128.fromString('12345.6789'),
      long: Long.fromString('9007199254740993'),
      int: new Int32(42),
      dbl: new Double(42),
      frac: new Double(1.5),
      bin: new Binary(Buffer.from([0, 1, 2, 255]), 0),
      uuid: new Binary(Buffer.alloc(16, 7), 4),
      nul: null,
      nested: { arr: [1, [2, [3, { deep: true }]]], obj: { a: { b: 'c' } } },
      re: new BSONRegExp('^ab+c', 'i'),
      ts: new Timestamp({ t: 1, i: 2 }),
    };
    await c.insertOne(doc);
    const raw = await c.findOne({ _id: doc._id }, { promoteValues: false, promoteLongs: false, bsonRegExp: true });
    expect(raw).not.toBeNull();
    expect(raw!.int).toBeInstanceOf(Int32);
    expect(raw!.int.valueOf()).toBe(42);
    expect(raw!.dbl).toBeInstanceOf(Double);
    expect(raw!.dbl.valueOf()).toBe(42);
    expect(raw!.frac).toBeInstanceOf(Double);
    expect(raw!.long).toBeInstanceOf(Long);
    expect(raw!.long.toString()).toBe('9007199254740993');
    expect(raw!.dec.toString()).toBe('12345.6789');
    expect(raw!.date.toISOString()).toBe('2024-05-06T07:08:09.123Z');
    expect(raw!.oid.equals(doc.oid)).toBe(true);
    expect(Buffer.from(raw!.bin.buffer)).toEqual(Buffer.from([0, 1, 2, 255]));
    expect(raw!.uuid.sub_type).toBe(4);
    expect(raw!.nul).toBeNull();
    expect('missing' in raw!).toBe(false);
    expect(raw!.re.pattern).toBe('^ab+c');
    expect(raw!.re.options).toBe('i');
    expect(raw!.ts.toString()).toBe(doc.ts.toString());
    expect(Object.keys(raw!)).toEqual(Object.keys(doc));
    const plain = await c.findOne({ _id: doc._id });
    expect(plain!.nested).toEqual(doc.nested);
    // null matches missing, $exists distinguishes
    expect(await c.countDocuments({ missing: null })).toBe(1);
    expect(await c.countDocuments({ nul: { $exists: true } })).toBe(1);
    expect(await c.countDocuments({ missing: { $exists: true } })).toBe(0);
    // numeric comparisons across types
    expect(await c.countDocuments({ dbl: 42 })).toBe(1);
    expect(await c.countDocuments({ long: { $gt: 9007199254740990 } })).toBe(1);
    expect(await c.countDocuments({ dec: { $gt: 12345 } })).toBe(1);
    expect(await c.countDocuments({ int: { $type: 'int' }, dbl: { $type: 'double' }, long: { $type: 'long' }, oid: { $type: 'objectId' } })).toBe(1);
  });

  test('$inc keeps Int32 as Int32, Double as Double, Long as Long', async () => {
    const c = db.collection('inc_types');
    const { insertedId } = await c.insertOne({ i: new Int32(1), d: new Double(1.5), l: Long.fromNumber(5), dd: new Double(2) });
    await c.updateOne({ _id: insertedId }, { $inc: { i: 1, d: 0.5, l: 1, dd: 1 } });
    const raw = (await c.findOne({ _id: insertedId }, { promoteValues: false }))!;
    expect(raw.i).toBeInstanceOf(Int32);
    expect(raw.i.valueOf()).toBe(2);
    expect(raw.d).toBeInstanceOf(Double);
    expect(raw.d.valueOf()).toBe(2);
    expect(raw.l).toBeInstanceOf(Long);
    expect(raw.l.toNumber()).toBe(6);
    expect(raw.dd).toBeInstanceOf(Double);
    expect(raw.dd.valueOf()).toBe(3);
  });

  test('sort order across BSON types follows mongod', async () => {
    const c = db.collection('sortmix');
    await c.insertMany([
      { v: 'str' }, { v: 3 }, { v: null }, { v: new Date(0) }, { v: true }, { v: new ObjectId('000000000000000000000001') }, { v: { a: 1 } }, { v: 1.5 }, {},
    ]);
    const vals = (await c.find({}, { projection: { _id: 0, v: 1 } }).sort({ v: 1 }).toArray()).map((d) => d.v);
    const kinds = vals.map((v) => (v === undefined ? 'missing' : v === null ? 'null' : v instanceof ObjectId ? 'oid' : v instanceof Date ? 'date' : typeof v));
    expect(kinds.slice(2)).toEqual(['number', 'number', 'string', 'object', 'oid', 'boolean', 'date']);
    expect(vals.slice(2, 4)).toEqual([1.5, 3]);
  });

  test('document over 16MB is rejected, server keeps serving', async () => {
    const c = db.collection('big');
    const big = { blob: 'x'.repeat(16 * 1024 * 1024) };
    await expect(c.insertOne(big)).rejects.toThrow();
    await c.insertOne({ small: true });
    expect(await c.countDocuments()).toBe(1);
  });
});
