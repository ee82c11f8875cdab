/**
 * Conformance (items 5, 7, 8, 9 and error fidelity): projections, query operators,
 * Binary values and the `let` option, answered the way mongod answers them.
 * Driver and Mongoose only; runs against MONGODB_URI when set.
 */
import { Binary, ObjectId } from 'mongodb';
import { Schema } from 'mongoose';
import { connectTestDb } from './helpers';

const env = connectTestDb('emt_queries', { mongoose: true });

describe('5. projections', () => {
  const doc = { name: 'n', tags: ['a', 'b', 'c'], s: [1, 5, 9], o: [{ k: 1, v: 'x' }, { k: 7, v: 'y' }] };
  let id: ObjectId;
  beforeAll(async () => {
    id = (await env.db.collection('proj').insertOne({ ...doc })).insertedId;
  });
  const one = (projection: object, filter: object = {}) => env.db.collection('proj').findOne(filter, { projection });

  test('$slice alone keeps every field, with the array sliced', async () => {
    expect(await one({ tags: { $slice: 1 } })).toEqual({ _id: id, ...doc, tags: ['a'] });
    expect(await one({ tags: { $slice: [1, 1] } })).toEqual({ _id: id, ...doc, tags: ['b'] });
  });

  test('$slice beside an exclusion', async () => {
    expect(await one({ tags: { $slice: -1 }, name: 0, _id: 0 })).toEqual({ tags: ['c'], s: doc.s, o: doc.o });
  });

  test('$elemMatch with operators', async () => {
    expect(await one({ s: { $elemMatch: { $in: [5, 9] } } })).toEqual({ _id: id, s: [5] });
    expect(await one({ o: { $elemMatch: { k: { $gte: 5 } } } })).toEqual({ _id: id, o: [{ k: 7, v: 'y' }] });
    expect(await one({ o: { $elemMatch: { k: { $gte: 50 } } }, name: 1 })).toEqual({ _id: id, name: 'n' });
  });

  test('inclusion returns _id first, then the fields in document order', async () => {
    const d = await one({ tags: 1, name: 1 });
    expect(Object.keys(d!)).toEqual(['_id', 'name', 'tags']);
    expect(Object.keys((await one({ 'o.v': 1, _id: 1 }))!)).toEqual(['_id', 'o']);
    expect((await one({ 'o.v': 1, _id: 0 }))).toEqual({ o: [{ v: 'x' }, { v: 'y' }] });
  });

  test('sub-projections, and aggregation $project on the same rules', async () => {
    expect(await one({ o: { k: 1 }, _id: 0 })).toEqual({ o: [{ k: 1 }, { k: 7 }] });
    const [d] = await env.db.collection('proj').aggregate([{ $project: { tags: 1, name: 1, up: { $toUpper: '$name' } } }]).toArray();
    expect(Object.keys(d)).toEqual(['_id', 'name', 'tags', 'up']);
    expect(d.up).toBe('N');
  });

  test('positional arr.$ and mixing inclusion with exclusion', async () => {
    expect(await one({ 'o.$': 1 }, { 'o.k': 7 })).toEqual({ _id: id, o: [{ k: 7, v: 'y' }] });
    await expect(one({ name: 1, tags: 0 })).rejects.toMatchObject({ code: 31254 });
    await expect(one({ name: 0, tags: 1 })).rejects.toMatchObject({ code: 31253 });
    await expect(one({ o: 1, 'o.k': 1 })).rejects.toMatchObject({ code: 31250 });
  });

  test('Mongoose select with $slice', async () => {
    const M = env.conn.model('Proj5', new Schema({ name: String, tags: [String] }), 'proj');
    const d = await M.findById(id).select({ tags: { $slice: 2 } }).lean();
    expect(d).toMatchObject({ name: 'n', tags: ['a', 'b'] });
  });
});

describe('7. $all', () => {
  test('matches a scalar field equal to the one element', async () => {
    const c = env.db.collection('all7');
    await c.insertMany([{ f: 'x' }, { f: ['x', 'y'] }, { f: 'y' }]);
    expect(await c.countDocuments({ f: { $all: ['x'] } })).toBe(2);
    expect(await c.countDocuments({ f: { $all: ['x', 'y'] } })).toBe(1);
    expect(await c.countDocuments({ f: { $all: [] } })).toBe(0);
  });
});

describe('8. Binary values', () => {
  test('a change to only the subtype is saved', async () => {
    const c = env.db.collection('bin8');
    const bytes = Buffer.from('0123456789abcdef');
    const { insertedId } = await c.insertOne({ b: new Binary(bytes, 0) });
    const r = await c.updateOne({ _id: insertedId }, { $set: { b: new Binary(bytes, 4) } });
    expect(r.modifiedCount).toBe(1);
    expect(((await c.findOne({ _id: insertedId }))!.b as Binary).sub_type).toBe(4);
    await c.replaceOne({ _id: insertedId }, { b: new Binary(bytes, 5) });
    expect(((await c.findOne({ _id: insertedId }))!.b as Binary).sub_type).toBe(5);
  });

  test('$bits* operators on BinData and numbers', async () => {
    const c = env.db.collection('bits8');
    await c.insertMany([{ n: 1, v: 5, b: new Binary(Buffer.from([0b101])) }, { n: 2, v: 2, b: new Binary(Buffer.from([0b010, 0xff])) }]);
    const ns = async (f: object) => (await c.find(f).sort({ n: 1 }).toArray()).map((d) => d.n);
    expect(await ns({ b: { $bitsAllSet: [0, 2] } })).toEqual([1]);
    expect(await ns({ b: { $bitsAnySet: [8] } })).toEqual([2]);
    expect(await ns({ b: { $bitsAllClear: [0] } })).toEqual([2]);
    expect(await ns({ b: { $bitsAnyClear: new Binary(Buffer.from([0b101])) } })).toEqual([2]);
    expect(await ns({ v: { $bitsAllSet: 5 } })).toEqual([1]);
    expect(await ns({ v: { $bitsAnySet: [1] } })).toEqual([2]);
  });
});

describe('9. let, pipeline updates, update sort', () => {
  test('let in find, aggregate, update, delete and findAndModify', async () => {
    const c = env.db.collection('let9');
    await c.insertMany([{ name: 'a', n: 1 }, { name: 'b', n: 2 }]);
    const byName = { $expr: { $eq: ['$name', '$$nm'] } };
    expect(await c.find(byName, { let: { nm: 'a' } }).toArray()).toHaveLength(1);
    expect(await c.aggregate([{ $match: byName }, { $project: { _id: 0, name: 1, tag: '$$nm' } }], { let: { nm: 'b' } }).toArray()).toEqual([{ name: 'b', tag: 'b' }]);
    await c.updateOne(byName, [{ $set: { seen: '$$nm' } }], { let: { nm: 'a' } });
    expect((await c.findOne({ name: 'a' }))!.seen).toBe('a');
    const fam = await c.findOneAndUpdate(byName, { $inc: { n: 10 } }, { let: { nm: 'b' }, returnDocument: 'after' });
    expect(fam!.n).toBe(12);
    expect(await c.find(byName, { let: { nm: { $toLower: 'B' } } }).toArray()).toHaveLength(1);
    const a = await c.findOne({ name: 'a' });
    expect(await c.find({ $expr: { $eq: ['$_id', '$$id'] } }, { let: { id: a!._id } }).toArray()).toHaveLength(1);
    expect((await c.deleteMany(byName, { let: { nm: 'a' } })).deletedCount).toBe(1);
  });

  test('pipeline updates with $setField and dotted or $-prefixed keys', async () => {
    const c = env.db.collection('setfield9');
    const { insertedId } = await c.insertOne({ a: 1 });
    await c.updateOne({ _id: insertedId }, [{ $replaceWith: { $setField: { field: 'x.y', input: '$$ROOT', value: 2 } } }]);
    await c.updateOne({ _id: insertedId }, [{ $replaceWith: { $setField: { field: { $literal: '$p' }, input: '$$ROOT', value: 3 } } }]);
    await c.updateOne({ _id: insertedId }, [{ $set: { 'sub.k': 4 } }]);
    const d = await c.findOne({ _id: insertedId });
    expect(d).toEqual({ _id: insertedId, a: 1, 'x.y': 2, $p: 3, sub: { k: 4 } });
  });

  test('the update sort option is refused at the reported wire version', async () => {
    const hello = await env.db.admin().command({ hello: 1 });
    if (hello.maxWireVersion >= 25) return; // MongoDB 8.0 accepts it
    await expect(env.db.command({ update: 'let9', updates: [{ q: {}, u: { $set: { z: 1 } }, sort: { n: 1 } }] })).rejects.toMatchObject({ code: 40415 });
  });
});

describe('error fidelity on an empty or missing collection', () => {
  test('unknown query operator -> BadValue (2)', async () => {
    await expect(env.db.collection('nothing_here').find({ a: { $foo: 1 } }).toArray()).rejects.toMatchObject({ code: 2, codeName: 'BadValue' });
    await expect(env.db.collection('nothing_here').find({ $foo: 1 }).toArray()).rejects.toMatchObject({ code: 2, codeName: 'BadValue' });
  });

  test('unknown pipeline stage -> 40324', async () => {
    await expect(env.db.collection('nothing_here').aggregate([{ $foo: 1 }]).toArray()).rejects.toMatchObject({ code: 40324, codeName: 'Location40324' });
    const inLookup = [{ $lookup: { from: 'x', pipeline: [{ $bar: 1 }], as: 'y' } }];
    await expect(env.db.collection('nothing_here').aggregate(inLookup).toArray()).rejects.toMatchObject({ code: 40324 });
  });

  test('the same in updates, deletes, counts and later $match stages', async () => {
    const none = env.db.collection('nothing_here');
    const bad = { a: { $foo: 1 } };
    await expect(none.updateMany(bad, { $set: { b: 1 } })).rejects.toMatchObject({ code: 2 });
    await expect(none.deleteMany(bad)).rejects.toMatchObject({ code: 2 });
    await expect(none.countDocuments(bad)).rejects.toMatchObject({ code: 2 });
    await expect(none.aggregate([{ $project: { a: 1 } }, { $match: bad }]).toArray()).rejects.toMatchObject({ code: 2 });
  });
});
