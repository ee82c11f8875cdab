/**
 * Forms mongod accepts that the server refused or answered wrongly, through the driver and Mongoose:
 * ICU collation locales, `$`-prefixed field names in update paths, `$near` with a bare GeoJSON point, DBRef fields
 * in queries, invalid `_id` values refused, and what happens to `$where`, clustered collections and
 * `$listLocalSessions` (refused with mongod's own answer when scripting / those features are off).
 */
import { DBRef, Db, MongoClient, MongoServerError, ObjectId } from 'mongodb';
import mongoose, { Schema } from 'mongoose';
import { USING_REAL_MONGO, getTestUri, uniqueDbName } from './helpers';

let stop: () => Promise<void>;
let uri: string;
let client: MongoClient;
let db: Db;

beforeAll(async () => {
  const t = await getTestUri();
  stop = t.stop;
  uri = t.uri;
  client = await new MongoClient(uri).connect();
  db = client.db(uniqueDbName('semantic'));
});
afterAll(async () => {
  await db.dropDatabase();
  await client.close();
  await stop();
});

const codeOf = (p: Promise<unknown>) => p.then(() => 'no error', (e) => (e instanceof MongoServerError ? e.code : String(e)));

test('collation locales in ICU form are accepted, also as a Mongoose schema collation', async () => {
  for (const locale of ['en_US', 'fr_CA', 'zh_Hant', 'de@collation=phonebook']) {
    const c = await db.createCollection(`loc_${locale.replace(/\W/g, '')}`, { collation: { locale } });
    await c.insertMany([{ s: 'b' }, { s: 'A' }, { s: 'a' }]);
    expect((await c.find().sort({ s: 1 }).toArray()).map((d) => d.s)).toEqual(['a', 'A', 'b']);
  }
  expect((await db.collection('plain').find({}, { collation: { locale: 'en_US', strength: 2 } }).toArray())).toEqual([]);
  const conn = await mongoose.createConnection(uri + db.databaseName).asPromise();
  try {
    const M = conn.model('Named', new Schema({ name: String }, { collation: { locale: 'en_US', strength: 2 } }));
    await M.init();
    await M.create([{ name: 'Zed' }, { name: 'alpha' }]);
    expect((await M.find({ name: 'ZED' }).lean()).map((d) => d.name)).toEqual(['Zed']);
  } finally {
    await conn.close();
  }
  expect(await codeOf(db.collection('x').find({}, { collation: { locale: 'xx_NOPE_1234567' } }).toArray())).toBe(2);
});

test('$-prefixed field names inside update paths are stored, as mongod 5.0+ does', async () => {
  const c = db.collection('dollar');
  await c.insertOne({ _id: 1 as never, a: {} });
  await c.updateOne({ _id: 1 as never }, { $set: { 'a.$b': 1 } });
  expect(await c.findOne({ _id: 1 as never })).toEqual({ _id: 1, a: { $b: 1 } });
  await c.updateOne({ _id: 2 as never }, { $set: { 'x.$k': 'v' } }, { upsert: true });
  expect(await c.findOne({ _id: 2 as never })).toEqual({ _id: 2, x: { $k: 'v' } });
  // $unset of an absent $-path is a no-op (Mongoose sends this for some Map schemas)
  const r = await c.updateOne({ _id: 1 as never }, { $unset: { 'data.$*._id': 1 } });
  expect(r.matchedCount).toBe(1);
  expect(r.modifiedCount).toBe(0);
  // the positional forms keep their meaning
  await c.insertOne({ _id: 3 as never, arr: [1, 2] });
  await c.updateOne({ _id: 3 as never, arr: 2 }, { $set: { 'arr.$': 20 } });
  expect((await c.findOne({ _id: 3 as never }))!.arr).toEqual([1, 20]);
});

test('$near with a bare GeoJSON point is a spherical near query (metres), nearest first', async () => {
  const c = db.collection('places');
  await c.createIndex({ loc: '2dsphere' });
  await c.insertMany([{ n: 'far', loc: { type: 'Point', coordinates: [10, 10] } }, { n: 'near', loc: { type: 'Point', coordinates: [0.01, 0] } }]);
  const found = await c.find({ loc: { $near: { type: 'Point', coordinates: [0, 0] } } }).toArray();
  expect(found.map((d) => d.n)).toEqual(['near', 'far']);
  const within = await c.find({ loc: { $near: { $geometry: { type: 'Point', coordinates: [0, 0] }, $maxDistance: 5000 } } }).toArray();
  expect(within.map((d) => d.n)).toEqual(['near']);
});

test('DBRef fields in queries: owner.$id and $elemMatch on $id; a DBRef still comes back as a DBRef', async () => {
  const c = db.collection('refs');
  const u1 = new ObjectId();
  const u2 = new ObjectId();
  await c.insertMany([
    { n: 1, owner: new DBRef('users', u1), members: [new DBRef('users', u1), new DBRef('users', u2)] },
    { n: 2, owner: new DBRef('users', u2), members: [new DBRef('users', u2)] },
  ]);
  expect((await c.find({ 'owner.$id': u1 }).toArray()).map((d) => d.n)).toEqual([1]);
  expect((await c.find({ 'owner.$ref': 'users' }).toArray()).map((d) => d.n)).toEqual([1, 2]);
  expect((await c.find({ members: { $elemMatch: { $id: u1 } } }).toArray()).map((d) => d.n)).toEqual([1]);
  expect((await c.find({ members: { $elemMatch: { $id: u2, $ref: 'users' } } }).toArray()).map((d) => d.n)).toEqual([1, 2]);
  const one = await c.findOne({ n: 1 });
  expect(one!.owner).toBeInstanceOf(DBRef);
  expect((one!.owner as DBRef).oid.equals(u1)).toBe(true);
});

test('invalid _id values are refused and nothing is stored', async () => {
  const c = db.collection('ids');
  expect(await codeOf(c.insertOne({ _id: { $a: 1 } as never }))).toBe(52);
  expect(await codeOf(c.insertOne({ _id: /x/ as never }))).toBe(2);
  expect(await codeOf(c.insertOne({ _id: [1] as never }))).toBe(2);
  expect(await codeOf(c.updateOne({ q: 1 }, { $set: { v: 1 } , $setOnInsert: { _id: /y/ as never } }, { upsert: true }))).toBe(2);
  expect(await c.countDocuments()).toBe(0);
  await c.insertOne({ _id: { a: 1, b: 'x' } as never });
  expect(await c.countDocuments()).toBe(1);
});

(USING_REAL_MONGO ? test.skip : test)('$where, clustered collections and $listLocalSessions are refused, changing nothing', async () => {
  // as mongod with server-side scripting off (security.javascriptEnabled: false): code 2
  expect(await codeOf(db.collection('w').find({ $where: 'true' }).toArray())).toBe(2);
  // not built: NotImplemented (238), and no collection is created
  expect(await codeOf(db.createCollection('cl', { clusteredIndex: { key: { _id: 1 }, unique: true } } as never))).toBe(238);
  expect((await db.listCollections({ name: 'cl' }).toArray()).length).toBe(0);
  expect(await codeOf(client.db('admin').aggregate([{ $listLocalSessions: {} }]).toArray())).toBe(238);
});

test('field names that are Object.prototype members are plain data: stored, renamed, queried, no prototype changed', async () => {
  const c = db.collection('protos');
  const names = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', '__defineGetter__'];
  await c.insertOne({ _id: 1 as never, v: 5, plain: 1 });
  for (const n of names) await c.updateOne({ _id: 1 as never }, { $set: { [`${n}.x`]: n } });
  await c.updateOne({ _id: 1 as never }, { $rename: { v: '__proto__.x' } });
  await c.updateOne({ _id: 1 as never }, { $set: { o: JSON.parse('{"__proto__": {"p": 1}, "q": 2}') } });
  const got = await c.findOne({ _id: 1 as never });
  for (const n of names) expect(Object.getOwnPropertyDescriptor(got, n)?.value).toEqual({ x: n });
  expect(Object.getOwnPropertyDescriptor(got, '__proto__')?.value).toEqual({ x: 5 });
  expect(Object.getOwnPropertyDescriptor(got!.o, '__proto__')?.value).toEqual({ p: 1 });
  expect(got!.v).toBeUndefined();
  // queries see the stored fields only, never inherited members
  for (const n of names) expect((await c.find({ [`${n}.x`]: n }).toArray()).length).toBe(1);
  expect(await c.find({ x: { $exists: true } }).toArray()).toEqual([]);
  expect(await c.find({ p: { $exists: true } }).toArray()).toEqual([]);
  await c.insertOne({ _id: 2 as never });
  expect((await c.find({ toString: { $exists: false } }).toArray()).map((d) => d._id)).toEqual([2]);
  expect((await c.find({ constructor: { $exists: true } }).toArray()).map((d) => d._id)).toEqual([1]);
  // `__proto__` is a field like any other: queried by path, in ranges, through an index, in pipelines
  expect((await c.find({ '__proto__.x': 5 }).toArray()).map((d) => d._id)).toEqual([1]);
  expect((await c.find({ '__proto__.x': { $gt: 4, $lt: 6 } }).toArray()).map((d) => d._id)).toEqual([1]);
  expect((await c.find({ 'o.__proto__': { p: 1 } }).toArray()).map((d) => d._id)).toEqual([1]);
  expect((await c.find({ '__proto__.x': 6 }).toArray())).toEqual([]);
  expect((await c.find({ $expr: { $eq: ['$__proto__.x', 5] } }).toArray()).map((d) => d._id)).toEqual([1]);
  await c.insertOne(JSON.parse('{"_id": 3, "list": [{"__proto__": {"k": 1}}, {"k": 2}]}'));
  expect((await c.find({ list: { $elemMatch: { '__proto__.k': 1 } } }).toArray()).map((d) => d._id)).toEqual([3]);
  expect((await c.find({ 'list.k': 1 }).toArray())).toEqual([]);
  const piped = await c.aggregate([{ $match: { '__proto__.x': 5 } }, { $project: { y: '$__proto__.x', whole: '$$ROOT' } }]).toArray();
  expect(piped.map((d) => d.y)).toEqual([5]);
  expect(Object.getOwnPropertyDescriptor(piped[0].whole, '__proto__')?.value).toEqual({ x: 5 });
  // a pipeline that does not name it keeps the field as data too
  const kept = await c.aggregate([{ $match: { _id: 1 } }, { $addFields: { z: 1 } }]).toArray();
  expect(Object.getOwnPropertyDescriptor(kept[0], '__proto__')?.value).toEqual({ x: 5 });
  expect(kept[0].x).toBeUndefined();
  await c.createIndex({ '__proto__.x': 1 });
  expect((await c.find({ '__proto__.x': { $gte: 5 } }).hint({ '__proto__.x': 1 }).toArray()).map((d) => d._id)).toEqual([1]);
  // nothing leaked into Object.prototype (the embedded server runs in this process)
  expect(Object.keys(Object.prototype)).toEqual([]);
  expect(({} as Record<string, unknown>).x).toBeUndefined();
  expect(({} as Record<string, unknown>).p).toBeUndefined();
});
