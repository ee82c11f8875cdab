/**
 * The plan choices made for speed answer exactly like a collection scan (`hint: {$natural: 1}`): a sort+limit that
 * walks the sort's index and gives up on correlated data (falling back to the narrow bounded index), one that
 * succeeds, top-k selection for small limits with ties in natural order, and counts — from index bounds alone when
 * they capture the whole filter, from the narrowest index otherwise, through the fast scalar matcher on mixed shapes
 * (arrays, embedded documents, missing fields, other types) that it must hand to the full matcher.
 */
import { MongoClient } from 'mongodb';
import { describeEmbeddedOnly } from './helpers';
import { start } from '../src';

const DAY = 86_400_000;

describeEmbeddedOnly('plan choice for sort+limit and count', () => {
  test('every answer equals the collection scan', async () => {
    const server = await start({ quiet: true });
    const client = await new MongoClient(server.uri).connect();
    try {
      const c = client.db('choice').collection('orders');
      const docs = Array.from({ length: 3000 }, (_, i) => {
        const createdAt = new Date(Date.UTC(2025, 0, 1) + ((i * 7919) % 730) * DAY + (i % 500) * 1000);
        const odd: Record<string, unknown> = {};
        if (i % 97 === 0) odd.status = ['ready', 'x']; // an array: the full matcher decides
        if (i % 89 === 0) odd.top = { v: 1 }; // an embedded document
        if (i % 83 === 0) odd.top = '1'; // a string where numbers are expected
        return {
          _id: i,
          status: i % 3 === 0 ? 'ready' : 'unready',
          top: [0, 0.2, 0.4, 0.7, 1][i % 5],
          canceled: i % 50 === 0,
          createdAt,
          subEnd: new Date(createdAt.getTime() + 365 * DAY),
          ...(i % 71 === 0 ? {} : { day: i % 7 }),
          ...odd,
        };
      });
      await c.insertMany(docs as never[]);
      for (const key of [{ createdAt: -1 }, { status: 1, createdAt: -1 }, { canceled: 1, createdAt: -1 }, { subEnd: 1 }, { top: 1 }, { day: 1 }]) await c.createIndex(key as never);

      const filters: Record<string, unknown>[] = [
        { subEnd: { $gte: new Date('2026-06-01'), $lte: new Date('2026-07-30') } },
        { top: 1 },
        { top: { $lt: 0.4 }, status: 'unready' },
        { status: 'ready' },
        { status: 'unready', top: { $lt: 0.4 }, createdAt: { $gte: new Date('2025-03-01') }, canceled: false },
        { day: { $in: [2, 3] } },
        { day: { $gte: 5 } },
        { status: { $in: ['ready', 'x'] } },
        { top: { $gt: 0.1, $lte: 0.7 } },
      ];
      const sorts = [{ createdAt: -1, _id: -1 }, { createdAt: 1 }, { top: 1, _id: 1 }, { day: -1 }];
      for (const filter of filters) {
        const scanCount = (await c.find(filter).hint({ $natural: 1 }).toArray()).length;
        expect(await c.countDocuments(filter)).toBe(scanCount);
        for (const sort of sorts) {
          for (const [skip, limit] of [[0, 15], [5, 3], [0, 200]]) {
            const indexed = await c.find(filter).sort(sort as never).skip(skip).limit(limit).toArray();
            const scanned = await c.find(filter).hint({ $natural: 1 }).sort(sort as never).skip(skip).limit(limit).toArray();
            expect(indexed).toEqual(scanned);
          }
        }
      }
    } finally {
      await client.close();
      await server.stop();
    }
  });
});
