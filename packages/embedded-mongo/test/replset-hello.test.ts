/** The server as a one-node replica set: hello's fields, the driver's replicaSet topology, $clusterTime; standalone unchanged. */
import { MongoClient, Timestamp } from 'mongodb';
import { start } from '../src';
import { connectReplSet, USING_REAL_MONGO } from './replset-helpers';

/** The topology type the driver settled on (internal to the driver, read for this check only). */
const topologyType = (c: MongoClient): string | undefined => (c as unknown as { topology?: { description: { type: string } } }).topology?.description.type;

const env = connectReplSet('emt_rshello');

test('hello answers as the primary of a one-node set, and replies carry $clusterTime and operationTime', async () => {
  const admin = env.client.db('admin');
  const h = await admin.command({ hello: 1 });
  expect(h.isWritablePrimary).toBe(true);
  expect(typeof h.setName).toBe('string');
  expect(h.hosts).toContain(h.me);
  expect(h.primary).toBe(h.me);
  expect(h.setVersion).toBeGreaterThanOrEqual(1);
  expect(h.electionId).toBeDefined();
  expect(h.lastWrite.opTime.ts).toBeInstanceOf(Timestamp);
  expect(h.logicalSessionTimeoutMinutes).toBeGreaterThan(0);
  expect(h.$clusterTime.clusterTime).toBeInstanceOf(Timestamp);
  expect(h.operationTime).toBeInstanceOf(Timestamp);
  const legacy = await admin.command({ isMaster: 1 });
  expect(legacy.ismaster).toBe(true);
  expect(legacy.setName).toBe(h.setName);
  // the driver sees a replica set with a primary
  const c = env.client.db(env.dbName).collection('x');
  await c.insertOne({ a: 1 });
  expect(topologyType(env.client)).toBe('ReplicaSetWithPrimary');
  const after = await admin.command({ hello: 1 });
  expect(after.operationTime.greaterThan(h.operationTime) || after.operationTime.equals(h.operationTime)).toBe(true);
});

(USING_REAL_MONGO ? test.skip : test)('started without replSet the server stays a standalone that refuses txnNumber (code 20)', async () => {
  const s = await start({ quiet: true });
  const client = await new MongoClient(`${s.uri}x`).connect();
  try {
    const h = await client.db('admin').command({ hello: 1 });
    expect(h.setName).toBeUndefined();
    expect(topologyType(client)).toBe('Single');
    const r = await client.db('x').command({ insert: 'c', documents: [{ a: 1 }], lsid: { id: new (await import('mongodb')).UUID() }, txnNumber: 1 }).catch((e) => e);
    expect(r.code).toBe(20);
  } finally {
    await client.close();
    await s.stop();
  }
});
