/**
 * Stored documents share one copy of their repeated short strings and ObjectIds (src/shared-values.ts). Sharing must
 * never show: every kind of update to one document leaves the others that held the same values as they were, and a
 * document reads back exactly as written.
 */
import { ObjectId } from 'mongodb';
import { connectTestDb } from './helpers';

const t = connectTestDb('shared_values');

type Order = {
  _id: number;
  menu: ObjectId;
  day: string;
  status: string;
  table: { _id: ObjectId; name: string };
  lines: { item: ObjectId; title: string; quantity: number }[];
  tags: string[];
};

const menu = new ObjectId();
const table = { _id: new ObjectId(), name: '12' };
const item = new ObjectId();
const order = (_id: number): Order => ({
  _id,
  menu,
  day: '2026-11-26',
  status: 'new',
  table,
  lines: [{ item, title: 'شاي', quantity: 1 }, { item, title: 'قهوة', quantity: 2 }],
  tags: ['hot', 'hot', 'new'],
});

it('changes one document by every kind of update and leaves the others that shared its values alone', async () => {
  const c = t.db.collection<Order>('orders');
  await c.insertMany([order(1), order(2), order(3)]);
  await c.updateOne({ _id: 1 }, { $set: { status: 'ready', 'table.name': '13', 'lines.0.title': 'شاي بالنعناع' } });
  await c.updateOne({ _id: 1 }, { $inc: { 'lines.1.quantity': 5 }, $push: { tags: 'late' } });
  await c.updateOne({ _id: 1 }, { $pull: { tags: 'new' } });
  await c.updateOne({ _id: 1 }, { $set: { 'lines.$[l].item': new ObjectId('0123456789abcdef01234567') } }, { arrayFilters: [{ 'l.title': 'قهوة' }] });
  await c.updateOne({ _id: 1 }, { $rename: { day: 'date' } });
  await c.findOneAndUpdate({ _id: 2 }, { $unset: { table: '' } });
  await c.replaceOne({ _id: 3 }, { ...order(3), status: 'served' });

  const [one, two, three] = await c.find().sort({ _id: 1 }).toArray();
  expect(one).toEqual({
    _id: 1,
    menu,
    status: 'ready',
    table: { _id: table._id, name: '13' },
    lines: [{ item, title: 'شاي بالنعناع', quantity: 1 }, { item: new ObjectId('0123456789abcdef01234567'), title: 'قهوة', quantity: 7 }],
    tags: ['hot', 'hot', 'late'],
    date: '2026-11-26',
  });
  const withoutTable: Partial<Order> = order(2);
  delete withoutTable.table;
  expect(two).toEqual(withoutTable);
  expect(three).toEqual({ ...order(3), status: 'served' });
  // Reads through an index on the shared values find each document by its own values.
  await c.createIndex({ status: 1, 'table.name': 1 });
  expect((await c.find({ status: 'new' }).toArray()).map((d) => d._id)).toEqual([2]);
  expect((await c.find({ 'table.name': '12' }).toArray()).map((d) => d._id)).toEqual([3]);
  expect(await c.countDocuments({ menu })).toBe(3);
});
