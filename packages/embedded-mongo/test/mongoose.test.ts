/** Conformance through Mongoose: unique errors, countDocuments, findOneAndUpdate, populate, $inc concurrency. */
import mongoose, { Schema, Types } from 'mongoose';
import { MongoClient } from 'mongodb';
import { getTestUri, uniqueDbName } from './helpers';

let conn: mongoose.Connection;
let stop: () => Promise<void>;
let uri: string;

const Restaurant = new Schema({ name: { type: String, required: true }, slug: { type: String, unique: true }, views: { type: Number, default: 0 } });
const Category = new Schema({ restaurant: { type: Schema.Types.ObjectId, ref: 'Restaurant' }, title: String, order: Number });
Category.index({ restaurant: 1, title: 1 }, { unique: true });
const Staff = new Schema({ email: { type: String, unique: true, sparse: true }, phone: String });
Staff.index({ phone: 1 }, { unique: true, partialFilterExpression: { phone: { $type: 'string' } } });

beforeAll(async () => {
  const t = await getTestUri();
  stop = t.stop;
  uri = t.uri + uniqueDbName('emt_mongoose');
  conn = await mongoose.createConnection(uri, { serverSelectionTimeoutMS: 5000 }).asPromise();
  conn.model('Restaurant', Restaurant);
  conn.model('Category', Category);
  conn.model('Staff', Staff);
  await Promise.all(Object.values(conn.models).map((m) => m.init()));
});

afterAll(async () => {
  await conn?.dropDatabase().catch(() => undefined);
  await conn?.close();
  await stop?.();
});

test('create, find, countDocuments, estimatedDocumentCount', async () => {
  const R = conn.model('Restaurant');
  await R.create([{ name: 'A', slug: 'a' }, { name: 'B', slug: 'b' }, { name: 'C', slug: 'c' }]);
  expect(await R.countDocuments({})).toBe(3);
  expect(await R.countDocuments({ name: { $in: ['A', 'B'] } })).toBe(2);
  expect(await R.estimatedDocumentCount()).toBe(3);
  const a = await R.findOne({ slug: 'a' }).lean<{ _id: Types.ObjectId; name: string }>();
  expect(a!.name).toBe('A');
  const byId = await R.findById(a!._id.toHexString());
  expect(byId!.get('slug')).toBe('a');
  const sorted = await R.find().sort({ name: -1 }).limit(2).select('name -_id').lean();
  expect(sorted).toEqual([{ name: 'C' }, { name: 'B' }]);
});

test('unique index violations raise E11000 with code and keyValue', async () => {
  const R = conn.model('Restaurant');
  const e = await R.create({ name: 'dup', slug: 'a' }).catch((x) => x);
  expect(e.code).toBe(11000);
  expect(e.message).toMatch(/E11000 duplicate key error collection: .*restaurants index: slug_1 dup key: \{ slug: "a" \}/);
  expect(e.keyValue).toEqual({ slug: 'a' });
  expect(e.keyPattern).toEqual({ slug: 1 });

  const C = conn.model('Category');
  const r = await R.findOne({ slug: 'b' });
  await C.create({ restaurant: r!._id, title: 'Drinks', order: 1 });
  const e2 = await C.create({ restaurant: r!._id, title: 'Drinks', order: 2 }).catch((x) => x);
  expect(e2.code).toBe(11000);
  expect(e2.keyValue.title).toBe('Drinks');
  expect(String(e2.keyValue.restaurant)).toBe(String(r!._id));

  const S = conn.model('Staff');
  await S.create([{ phone: '1' }, { phone: '2' }, {}]); // sparse email: several without email are fine
  await S.create({}); // partial phone index ignores docs without a phone
  await expect(S.create({ phone: '1' })).rejects.toMatchObject({ code: 11000 });
  await S.create({ email: 'x@y' });
  await expect(S.create({ email: 'x@y' })).rejects.toMatchObject({ code: 11000 });
  await expect(S.updateOne({ phone: '2' }, { $set: { phone: '1' } })).rejects.toMatchObject({ code: 11000 });
  await expect(S.findOneAndUpdate({ phone: '2' }, { phone: '1' })).rejects.toMatchObject({ code: 11000 });
  const bulk = await S.insertMany([{ email: 'n1' }, { email: 'x@y' }], { ordered: false }).catch((x) => x);
  expect(bulk.code).toBe(11000);
});

test('findOneAndUpdate (new, upsert), updateOne, deleteOne', async () => {
  const R = conn.model('Restaurant');
  const upd = await R.findOneAndUpdate({ slug: 'c' }, { $inc: { views: 2 } }, { new: true });
  expect(upd!.get('views')).toBe(2);
  const ups = await R.findOneAndUpdate({ slug: 'new' }, { $set: { name: 'N' } }, { new: true, upsert: true });
  expect(ups!.get('name')).toBe('N');
  const res = await R.updateOne({ slug: 'new' }, { $set: { name: 'N2' } });
  expect(res.modifiedCount).toBe(1);
  expect((await R.deleteOne({ slug: 'new' })).deletedCount).toBe(1);
});

test('populate', async () => {
  const R = conn.model('Restaurant');
  const C = conn.model('Category');
  const r = await R.findOne({ slug: 'c' });
  await C.create([{ restaurant: r!._id, title: 'Food', order: 2 }, { restaurant: r!._id, title: 'Sweets', order: 1 }]);
  const cats = await C.find({ restaurant: r!._id }).sort({ order: 1 }).populate('restaurant').lean<Array<{ title: string; restaurant: { slug: string } }>>();
  expect(cats.map((c) => c.title)).toEqual(['Sweets', 'Food']);
  expect(cats[0].restaurant.slug).toBe('c');
});

test('200 concurrent $inc from many connections give exactly 200', async () => {
  const clients = await Promise.all(Array.from({ length: 8 }, () => new MongoClient(uri, { maxPoolSize: 10 }).connect()));
  try {
    const coll = clients[0].db().collection('counters');
    const { insertedId } = await coll.insertOne({ n: 0 });
    await Promise.all(
      Array.from({ length: 200 }, (_, i) => clients[i % clients.length].db().collection('counters').updateOne({ _id: insertedId }, { $inc: { n: 1 } })),
    );
    expect((await coll.findOne({ _id: insertedId }))!.n).toBe(200);
    // and through Mongoose
    const R = conn.model('Restaurant');
    const r = await R.findOne({ slug: 'a' });
    await Promise.all(Array.from({ length: 50 }, () => R.updateOne({ _id: r!._id }, { $inc: { views: 1 } })));
    expect((await R.findById(r!._id))!.get('views')).toBe(50);
  } finally {
    await Promise.all(clients.map((c) => c.close()));
  }
});

test('aggregate through Mongoose with $lookup', async () => {
  const C = conn.model('Category');
  const rows = await C.aggregate([
    { $lookup: { from: 'restaurants', localField: 'restaurant', foreignField: '_id', as: 'r' } },
    { $unwind: '$r' },
    { $group: { _id: '$r.slug', n: { $sum: 1 } } },
    { $sort: { _id: 1 } },
  ]);
  expect(rows).toEqual([{ _id: 'b', n: 1 }, { _id: 'c', n: 2 }]);
});
