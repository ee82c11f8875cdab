/**
 * Conformance: `$set` (and the other operators that create a field) of a top-level `$`-prefixed field name is refused
 * with code 52 (DollarPrefixedFieldName), as mongod refuses it; a `$`-prefixed name below the top level is stored.
 * Driver only; runs against MONGODB_URI when set.
 */
import { MongoServerError } from 'mongodb';
import { connectTestDb } from './helpers';

const env = connectTestDb('emt_dollarset');

async function codeOf(p: Promise<unknown>): Promise<number | undefined> {
  try {
    await p;
    return undefined;
  } catch (e) {
    return (e as MongoServerError).code as number;
  }
}

test('$set of a top-level $-prefixed field on an existing document: code 52, the document unchanged', async () => {
  const c = env.db.collection('d');
  await c.insertOne({ _id: 1 as never, a: 1 });
  expect(await codeOf(c.updateOne({ _id: 1 as never }, { $set: { $bad: 1 } as never }))).toBe(52);
  expect(await codeOf(c.updateOne({ _id: 1 as never }, { $set: { a: 2, $bad: 1 } as never }))).toBe(52);
  expect(await codeOf(c.findOneAndUpdate({ _id: 1 as never }, { $set: { $x: { y: 1 } } as never }))).toBe(52);
  expect(await codeOf(c.updateOne({ _id: 1 as never }, { $inc: { $n: 1 } as never }))).toBe(52);
  expect(await c.findOne({ _id: 1 as never })).toEqual({ _id: 1, a: 1 });
});

test('a $-prefixed name below the top level is still stored', async () => {
  const c = env.db.collection('d2');
  await c.insertOne({ _id: 1 as never, a: {} });
  await c.updateOne({ _id: 1 as never }, { $set: { 'a.$b': 1 } });
  expect(await c.findOne({ _id: 1 as never })).toEqual({ _id: 1, a: { $b: 1 } });
});
