/**
 * Conformance (items 1-4 and 6): update forms an app sends, answered the way mongod
 * answers them. Driver and Mongoose only; runs against MONGODB_URI when set.
 */
import { ObjectId } from 'mongodb';
import { Schema } from 'mongoose';
import { connectTestDb } from './helpers';

const env = connectTestDb('emt_updates', { mongoose: true });

describe('1. two paths through the same positional element', () => {
  test('$set of two fields under $[a] ... $[i] applies both', async () => {
    const c = env.db.collection('item1');
    const sid = new ObjectId();
    const iid = new ObjectId();
    const { insertedId } = await c.insertOne({ s: [{ _id: sid, items: [{ _id: new ObjectId(), t: 'x', p: 1 }, { _id: iid, t: 'old', p: 2 }] }] });
    const r = await c.updateOne(
      { _id: insertedId },
      { $set: { 's.$[a].items.$[i].t': 'new', 's.$[a].items.$[i].p': 5 } },
      { arrayFilters: [{ 'a._id': sid }, { 'i._id': iid }] },
    );
    expect(r.modifiedCount).toBe(1);
    const d = await c.findOne({ _id: insertedId });
    expect(d!.s[0].items[1]).toEqual({ _id: iid, t: 'new', p: 5 });
    expect(d!.s[0].items[0].t).toBe('x');
  });

  test('$set of items.$.qty and items.$.updatedAt (what Mongoose sends for subdocument timestamps)', async () => {
    const c = env.db.collection('item1b');
    const at = new Date('2026-01-02T03:04:05Z');
    const { insertedId } = await c.insertOne({ items: [{ sku: 'a', qty: 1 }, { sku: 'b', qty: 2 }] });
    await c.updateOne({ _id: insertedId, 'items.sku': 'b' }, { $set: { 'items.$.qty': 5, 'items.$.updatedAt': at } });
    const d = await c.findOne({ _id: insertedId });
    expect(d!.items).toEqual([{ sku: 'a', qty: 1 }, { sku: 'b', qty: 5, updatedAt: at }]);
  });

  test('Mongoose subdocument schema with timestamps: positional update of one item', async () => {
    const Item = new Schema({ name: String, qty: Number }, { timestamps: true });
    const Menu = env.conn.model('Menu1', new Schema({ title: String, items: [Item] }));
    const m = await Menu.create({ title: 'm', items: [{ name: 'a', qty: 1 }, { name: 'b', qty: 2 }] });
    const itemId = m.items[1]._id;
    await Menu.updateOne({ _id: m._id, 'items._id': itemId }, { $set: { 'items.$.qty': 7 } });
    const back = await Menu.findById(m._id).lean();
    expect(back!.items[1].qty).toBe(7);
    expect(back!.items[1].updatedAt).toBeInstanceOf(Date);
    expect(back!.items[0].qty).toBe(1);
  });

  test('the same path written twice is still a conflict (code 40)', async () => {
    const c = env.db.collection('item1c');
    const { insertedId } = await c.insertOne({ a: [{ b: 1 }] });
    await expect(c.updateOne({ _id: insertedId }, { $set: { 'a.$[x].b': 1 }, $inc: { 'a.$[x].b': 1 } }, { arrayFilters: [{ 'x.b': 1 }] }))
      .rejects.toMatchObject({ code: 40 });
    await expect(c.updateOne({ _id: insertedId }, { $set: { a: [], 'a.0': 1 } })).rejects.toMatchObject({ code: 40 });
  });
});

describe('2. positions resolved once, against the document before the update', () => {
  test('$set changing the field an array filter matches does not drop the $inc', async () => {
    const c = env.db.collection('item2');
    const { insertedId } = await c.insertOne({ c: [{ n: 'a', k: 0 }, { n: 'b', k: 0 }] });
    const r = await c.updateOne({ _id: insertedId }, { $set: { 'c.$[x].n': 'B' }, $inc: { 'c.$[x].k': 1 } }, { arrayFilters: [{ 'x.n': 'b' }] });
    expect(r.modifiedCount).toBe(1);
    expect((await c.findOne({ _id: insertedId }))!.c).toEqual([{ n: 'a', k: 0 }, { n: 'B', k: 1 }]);
  });

  test('the same with the positional $', async () => {
    const c = env.db.collection('item2b');
    const { insertedId } = await c.insertOne({ c: [{ n: 'a', k: 0 }, { n: 'b', k: 0 }] });
    await c.updateOne({ _id: insertedId, 'c.n': 'b' }, { $set: { 'c.$.n': 'B' }, $inc: { 'c.$.k': 1 } });
    expect((await c.findOne({ _id: insertedId }))!.c).toEqual([{ n: 'a', k: 0 }, { n: 'B', k: 1 }]);
  });

  test('$ with no matching array condition in the query -> code 2', async () => {
    const c = env.db.collection('item2c');
    const { insertedId } = await c.insertOne({ c: [{ n: 'a' }] });
    await expect(c.updateOne({ _id: insertedId }, { $set: { 'c.$.n': 'z' } })).rejects.toMatchObject({ code: 2 });
  });
});

describe('3. $set of _id', () => {
  test('to its current value is accepted; to another value is refused (66)', async () => {
    const c = env.db.collection('item3');
    const { insertedId } = await c.insertOne({ a: 1 });
    const r = await c.updateOne({ _id: insertedId }, { $set: { _id: insertedId, a: 2 } });
    expect(r.modifiedCount).toBe(1);
    await expect(c.updateOne({ _id: insertedId }, { $set: { _id: new ObjectId() } })).rejects.toMatchObject({ code: 66 });
  });

  test('Mongoose findByIdAndUpdate(id, doc.toObject())', async () => {
    const User = env.conn.model('User3', new Schema({ name: String, age: Number }));
    const u = await User.create({ name: 'a', age: 1 });
    const obj = u.toObject();
    obj.age = 2;
    const after = await User.findByIdAndUpdate(u._id, obj, { returnDocument: 'after' }).lean();
    expect(after!.age).toBe(2);
    expect(String(after!._id)).toBe(String(u._id));
  });
});

describe('4. $pull with a condition on document elements', () => {
  test('$pull {arr: {$or: [...]}} removes the matching elements', async () => {
    const c = env.db.collection('item4');
    const { insertedId } = await c.insertOne({ arr: [{ name: 'a' }, { name: 'b' }, { name: 'c' }] });
    await c.updateOne({ _id: insertedId }, { $pull: { arr: { $or: [{ name: 'b' }, { name: 'c' }] } } as never });
    expect((await c.findOne({ _id: insertedId }))!.arr).toEqual([{ name: 'a' }]);
  });

  test('Mongoose arr.pull({name}) then save', async () => {
    const M = env.conn.model('Pull4', new Schema({ arr: [new Schema({ name: String }, { _id: false })] }));
    const d = await M.create({ arr: [{ name: 'a' }, { name: 'b' }] });
    d.arr.pull({ name: 'b' });
    await d.save();
    expect((await M.findById(d._id).lean())!.arr).toEqual([{ name: 'a' }]);
  });

  test('value conditions and document queries', async () => {
    const c = env.db.collection('item4b');
    const { insertedId } = await c.insertOne({ n: [1, 5, 9, 'x'], d: [{ a: 1, b: 2 }, { a: 2 }, 3] });
    await c.updateOne({ _id: insertedId }, { $pull: { n: { $gte: 5 }, d: { a: 1 } } as never });
    expect(await c.findOne({ _id: insertedId }, { projection: { _id: 0 } })).toEqual({ n: [1, 'x'], d: [{ a: 2 }, 3] });
  });
});

describe('6. updates mongod refuses', () => {
  test('$push / $addToSet / $pull on a non-array field -> BadValue (2); $pop -> TypeMismatch (14)', async () => {
    const c = env.db.collection('item6');
    const { insertedId } = await c.insertOne({ s: 'text', arr: [{ f: 1 }] });
    await expect(c.updateOne({ _id: insertedId }, { $push: { s: 1 } as never })).rejects.toMatchObject({ code: 2 });
    await expect(c.updateOne({ _id: insertedId }, { $addToSet: { s: 1 } as never })).rejects.toMatchObject({ code: 2 });
    await expect(c.updateOne({ _id: insertedId }, { $pull: { s: 1 } as never })).rejects.toMatchObject({ code: 2 });
    await expect(c.updateOne({ _id: insertedId }, { $pop: { s: 1 } as never })).rejects.toMatchObject({ code: 14 });
    // a refused update changes nothing, not even the operators before the one that failed
    await expect(c.updateOne({ _id: insertedId }, { $set: { 'arr.0.f': 9, a: 1 }, $push: { s: 1 } as never })).rejects.toMatchObject({ code: 2 });
    expect(await c.findOne({ _id: insertedId })).toEqual({ _id: insertedId, s: 'text', arr: [{ f: 1 }] });
  });

  test('$set through an array or a scalar -> PathNotViable (28)', async () => {
    const c = env.db.collection('item6b');
    const { insertedId } = await c.insertOne({ arr: [{ f: 1 }], n: 1 });
    await expect(c.updateOne({ _id: insertedId }, { $set: { 'arr.f': 2 } })).rejects.toMatchObject({ code: 28 });
    await expect(c.updateOne({ _id: insertedId }, { $set: { 'n.x': 2 } })).rejects.toMatchObject({ code: 28 });
    await c.updateOne({ _id: insertedId }, { $set: { 'arr.0.f': 2, 'arr.2': 'z' } });
    expect((await c.findOne({ _id: insertedId }))!.arr).toEqual([{ f: 2 }, null, 'z']);
  });

  test('pipeline updates that drop _id keep it', async () => {
    const c = env.db.collection('item6c');
    const { insertedId: a } = await c.insertOne({ x: 1, sub: { y: 1 } });
    await c.updateOne({ _id: a }, [{ $replaceRoot: { newRoot: '$sub' } }]);
    await c.updateOne({ _id: a }, [{ $replaceWith: { z: 1 } }]);
    await c.updateOne({ _id: a }, [{ $project: { _id: 0, z: 1, w: 'w' } }]);
    await c.updateOne({ _id: a }, [{ $unset: '_id' }]);
    const docs = await c.find({}).toArray();
    expect(docs).toEqual([{ _id: a, z: 1, w: 'w' }]);
    await c.updateOne({ _id: a }, { $set: { z: 2 } });
    expect(await c.countDocuments()).toBe(1);
  });

  test('an upserting pipeline findOneAndUpdate reads the old fields ($switch/$cond) and starts from the filter when nothing matches', async () => {
    const c = env.db.collection('item6e');
    await c.createIndex({ key: 1 }, { unique: true });
    const bump = (w: number) =>
      c.findOneAndUpdate(
        { key: 'k' },
        [{ $set: { p: { $switch: { branches: [{ case: { $eq: ['$w', w] }, then: '$p' }, { case: { $eq: ['$w', w - 1] }, then: '$c' }], default: 0 } }, c: { $cond: [{ $eq: ['$w', w] }, { $add: ['$c', 1] }, 1] }, w } }],
        { upsert: true, returnDocument: 'after', projection: { _id: 0 } },
      );
    expect(await bump(10)).toEqual({ key: 'k', p: 0, c: 1, w: 10 });
    expect(await bump(10)).toEqual({ key: 'k', p: 0, c: 2, w: 10 });
    expect(await bump(11)).toEqual({ key: 'k', p: 2, c: 1, w: 11 });
    expect(await bump(13)).toEqual({ key: 'k', p: 0, c: 1, w: 13 });
    expect(await c.countDocuments()).toBe(1);
    // The same updates as one ordered bulk: each statement sees the one before it; the first one upserts.
    const stage = (w: number) => [{ $set: { c: { $cond: [{ $eq: ['$w', w] }, { $add: ['$c', 1] }, 1] }, w } }];
    const r = await c.bulkWrite(['k', 'k2', 'k', 'k2', 'k'].map((key) => ({ updateOne: { filter: { key }, update: stage(13), upsert: true } })), { ordered: true });
    expect([r.matchedCount, r.upsertedCount]).toEqual([4, 1]);
    expect(await c.find({}, { projection: { _id: 0, key: 1, c: 1 } }).sort({ key: 1 }).toArray()).toEqual([{ key: 'k', c: 4 }, { key: 'k2', c: 2 }]);
  });

  test('unused array filter -> FailedToParse (9); missing one -> BadValue (2)', async () => {
    const c = env.db.collection('item6d');
    const { insertedId } = await c.insertOne({ a: [1] });
    await expect(c.updateOne({ _id: insertedId }, { $set: { x: 1 } }, { arrayFilters: [{ 'e.q': 1 }] })).rejects.toMatchObject({ code: 9 });
    await expect(c.updateOne({ _id: insertedId }, { $set: { 'a.$[e]': 1 } })).rejects.toMatchObject({ code: 2 });
  });
});
