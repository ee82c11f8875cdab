/**
 * Conformance: a field whose expression evaluates to a missing value (a path that is not there, $$REMOVE, an array
 * index past the end) is left out of the document an expression object builds, as mongod does; an array keeps the
 * place as null; $group's accumulators and a single _id still say null.
 */
import { connectTestDb } from './helpers';

const t = connectTestDb('emt_missing');
const coll = () => t.db.collection<{ _id: number; a?: number; o?: unknown }>('docs');

beforeAll(async () => {
  await coll().insertMany([{ _id: 1, a: 1 }, { _id: 2, a: 2, o: { keep: true } }]);
});

const run = (pipeline: object[]) => coll().aggregate(pipeline).toArray();

test('an expression object leaves out a field whose value is missing', async () => {
  expect(await run([{ $match: { _id: 1 } }, { $replaceWith: { x: '$nope', a: '$a' } }])).toEqual([{ a: 1 }]);
  expect(await run([{ $match: { _id: 1 } }, { $project: { _id: 0, o: { $cond: [true, { x: '$nope', y: '$a' }, null] } } }])).toEqual([{ o: { y: 1 } }]);
  expect(await run([{ $match: { _id: 1 } }, { $set: { o: { $cond: [true, { x: '$$REMOVE' }, null] } } }])).toEqual([{ _id: 1, a: 1, o: {} }]);
  expect(await run([{ $match: { _id: 1 } }, { $replaceWith: { o: { $literal: 1 }, q: { $arrayElemAt: [[], 0] } } }])).toEqual([{ o: 1 }]);
  expect(await run([{ $match: { _id: 1 } }, { $project: { _id: 0, l: [{ x: '$nope' }] } }])).toEqual([{ l: [{}] }]);
});

test('an object in $set is set without the missing field', async () => {
  expect(await run([{ $match: { _id: 1 } }, { $set: { o: { x: '$nope', y: '$a' } } }])).toEqual([{ _id: 1, a: 1, o: { y: 1 } }]);
});

test('an array keeps a missing element as null', async () => {
  expect(await run([{ $match: { _id: 1 } }, { $project: { _id: 0, l: ['$nope', '$a'] } }])).toEqual([{ l: [null, 1] }]);
});

test('$group says null for an accumulator over missing values', async () => {
  expect(await run([{ $group: { _id: null, f: { $first: '$nope' }, m: { $max: '$nope' } } }])).toEqual([{ _id: null, f: null, m: null }]);
});

test('a pipeline update stores an object without the missing field', async () => {
  await t.db.collection('upd').insertOne({ _id: 1 as never, a: 1 });
  await t.db.collection('upd').updateOne({ _id: 1 as never }, [{ $set: { u: { $cond: [true, { x: '$nope', a: '$a' }, null] } } }]);
  expect(await t.db.collection('upd').findOne({ _id: 1 as never })).toEqual({ _id: 1, a: 1, u: { a: 1 } });
});
