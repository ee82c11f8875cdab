/**
 * The app's RateLimit model on the embedded server: the schema's TTL index is built through Mongoose and the
 * monitor deletes expired counters. (App-side test: the server's own TTL tests live in packages/embedded-mongo/test.)
 */
import { MongoClient } from 'mongodb';
import mongoose from 'mongoose';
import { start } from '@qrmenu/embedded-mongo';
import { RateLimit } from '../../models/RateLimit';
import { pollUntil } from '../support/poll';

const HOUR = 3600_000;
const describeEmbeddedOnly: jest.Describe = process.env.MONGODB_URI ? describe.skip : describe;

async function ttlPasses(client: MongoClient): Promise<number> {
  const s = await client.db('admin').command({ serverStatus: 1 });
  return Number(s.metrics.ttl.passes);
}

async function waitForPasses(client: MongoClient, n: number): Promise<void> {
  const target = (await ttlPasses(client)) + n;
  await pollUntil(() => ttlPasses(client), (passes) => passes >= target, { what: `${n} TTL passes`, intervalMs: 20, timeoutMs: 30_000 });
}

describeEmbeddedOnly('TTL through Mongoose (the app\'s RateLimit model)', () => {
  test('the schema\'s TTL index is built and expired counters go away', async () => {
    const server = await start({ quiet: true, ttlMonitorIntervalMs: 50 });
    const conn = await mongoose.createConnection(server.uri + 'ttl_mongoose').asPromise();
    const client = await new MongoClient(server.uri).connect();
    try {
      const Model = conn.model('RateLimit', RateLimit.schema);
      await Model.init(); // builds the schema's indexes, as the app's autoIndex does
      const ttl = (await Model.collection.listIndexes().toArray()).find((ix) => ix.key.expiresAt === 1);
      expect(ttl).toMatchObject({ expireAfterSeconds: 0 });
      const now = Date.now();
      await Model.create([
        { key: 'login:1.2.3.4', w: 1, c: 3, expiresAt: new Date(now - 1000) },
        { key: 'login:5.6.7.8', w: 2, c: 1, expiresAt: new Date(now + HOUR) },
      ]);
      await waitForPasses(client, 1);
      expect((await Model.find().lean()).map((d) => d.key)).toEqual(['login:5.6.7.8']);
    } finally {
      await client.close();
      await conn.close();
      await server.stop();
    }
  });
});
