/**
 * Natural order (a find without a sort, `hint: {$natural: ±1}`) is insertion order, per collection, and an update
 * keeps a document's place. The embedded server stamps each stored version with its sequence (src/stored-stamp.ts);
 * these pin that order through every kind of write, and that the stamp is invisible to every reader.
 */
import { connectTestDb } from './helpers';

const t = connectTestDb('natural_order');
const ids = (docs: { _id: unknown }[]) => docs.map((d) => d._id);

it('keeps insertion order through updates and replacements; a document deleted and inserted again goes last', async () => {
  const c = t.db.collection<{ _id: string; n: number }>('orders');
  const other = t.db.collection<{ _id: string; n: number }>('other');
  await c.insertMany([{ _id: 'b', n: 1 }, { _id: 'a', n: 2 }, { _id: 'c', n: 3 }]);
  await other.insertMany([{ _id: 'c', n: 1 }, { _id: 'b', n: 2 }]);
  await c.updateOne({ _id: 'b' }, { $set: { n: 10 } });
  await c.replaceOne({ _id: 'a' }, { n: 20 });
  await c.findOneAndUpdate({ _id: 'c' }, { $inc: { n: 1 } });
  await c.deleteOne({ _id: 'b' });
  await c.insertOne({ _id: 'b', n: 4 });
  await c.insertOne({ _id: '0', n: 5 });

  expect(await c.find().toArray()).toEqual([{ _id: 'a', n: 20 }, { _id: 'c', n: 4 }, { _id: 'b', n: 4 }, { _id: '0', n: 5 }]);
  expect(ids(await c.find({}, { hint: { $natural: -1 } }).toArray())).toEqual(['0', 'b', 'c', 'a']);
  expect(ids(await c.find().sort({ $natural: -1 }).toArray())).toEqual(['0', 'b', 'c', 'a']);
  expect(ids(await c.find().sort({ $natural: 1 }).limit(2).toArray())).toEqual(['a', 'c']);
  expect(ids(await c.find({ n: 4 }).sort({ $natural: -1 }).toArray())).toEqual(['b', 'c']);
  expect(ids(await c.find({ n: { $gte: 4 } }).toArray())).toEqual(['a', 'c', 'b', '0']);
  expect(ids(await other.find().toArray())).toEqual(['c', 'b']);
});

it('shows a stored document with exactly its own fields, however it is read', async () => {
  const c = t.db.collection<{ _id: number; name: string; tags: string[] }>('plain');
  await c.insertOne({ _id: 1, name: 'شاي', tags: ['hot'] });
  await c.updateOne({ _id: 1 }, { $push: { tags: 'mint' } });
  expect(Object.keys((await c.findOne({ _id: 1 }))!)).toEqual(['_id', 'name', 'tags']);
  const [viaPipeline] = await c.aggregate([{ $project: { all: '$$ROOT' } }]).toArray();
  expect(viaPipeline.all).toEqual({ _id: 1, name: 'شاي', tags: ['hot', 'mint'] });
});
