/**
 * TTL indexes: createIndex/listIndexes through the driver (against a real MongoDB too), and the
 * TTL monitor deleting expired documents (embedded only: a real mongod's monitor runs every
 * 60 s, here it runs every 50 ms). The expiry tests wait for monitor passes counted by
 * serverStatus.metrics.ttl.passes (as mongod reports them), not for a fixed time.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Db, MongoClient, MongoServerError } from 'mongodb';
import { describeEmbeddedOnly, getTestUri, uniqueDbName } from './helpers';
import { start, EmbeddedMongo } from '../src';
import { readRecords } from '../src/journal';

const HOUR = 3600_000;

describe('TTL index definitions', () => {
  let stop: () => Promise<void>;
  let client: MongoClient;
  let db: Db;

  beforeAll(async () => {
    const t = await getTestUri();
    stop = t.stop;
    client = await new MongoClient(t.uri).connect();
    db = client.db(uniqueDbName('ttl_defs'));
  });
  afterAll(async () => {
    await db.dropDatabase();
    await client.close();
    await stop();
  });

  test('listIndexes reports expireAfterSeconds', async () => {
    const c = db.collection('ratelimits');
    await c.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 });
    await c.createIndex({ createdAt: 1 }, { expireAfterSeconds: 3600, name: 'created_ttl' });
    const byName = Object.fromEntries((await c.listIndexes().toArray()).map((ix) => [ix.name, ix]));
    expect(byName.expiresAt_1).toMatchObject({ key: { expiresAt: 1 }, expireAfterSeconds: 0 });
    expect(byName.created_ttl).toMatchObject({ key: { createdAt: 1 }, expireAfterSeconds: 3600 });
    expect(byName._id_.expireAfterSeconds).toBeUndefined();
  });

  test('invalid TTL options are refused like mongod does', async () => {
    const c = db.collection('bad');
    await expect(c.createIndex({ a: 1, b: 1 }, { expireAfterSeconds: 10 })).rejects.toMatchObject({ code: 67 });
    await expect(c.createIndex({ a: 1 }, { expireAfterSeconds: -1 })).rejects.toBeInstanceOf(MongoServerError);
    await expect(c.createIndex({ a: 1 }, { expireAfterSeconds: 'soon' as unknown as number })).rejects.toMatchObject({ code: 67 });
    await c.createIndex({ a: 1 }, { expireAfterSeconds: 10 });
    await expect(c.createIndex({ a: 1 }, { expireAfterSeconds: 20 })).rejects.toMatchObject({ code: 85 });
  });
});

async function ttlPasses(client: MongoClient): Promise<number> {
  const s = await client.db('admin').command({ serverStatus: 1 });
  return Number(s.metrics.ttl.passes);
}

/**
 * Resolves once `n` TTL monitor passes have run after everything acknowledged so far.
 * Passes and commands share one serial queue, so a pass counted after this serverStatus
 * ran after every earlier write.
 */
async function waitForPasses(client: MongoClient, n: number): Promise<void> {
  const target = (await ttlPasses(client)) + n;
  while ((await ttlPasses(client)) < target) await new Promise((r) => setTimeout(r, 20));
}

describeEmbeddedOnly('TTL monitor (embedded; a real mongod checks every 60 s)', () => {
  let server: EmbeddedMongo;
  let client: MongoClient;
  let db: Db;

  beforeAll(async () => {
    server = await start({ quiet: true, ttlMonitorIntervalMs: 50 });
    client = await new MongoClient(server.uri).connect();
    db = client.db('ttl_monitor');
  });
  afterAll(async () => {
    await client.close();
    await server.stop();
  });

  test('deletes documents whose date + expireAfterSeconds has passed, keeps the rest', async () => {
    const c = db.collection('ratelimits');
    await c.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 });
    const now = Date.now();
    await c.insertMany([
      { _id: 'past' as never, expiresAt: new Date(now - 1000) },
      { _id: 'future' as never, expiresAt: new Date(now + HOUR) },
      { _id: 'missing' as never },
      { _id: 'string' as never, expiresAt: new Date(now - HOUR).toISOString() },
      { _id: 'number' as never, expiresAt: now - HOUR },
      { _id: 'null' as never, expiresAt: null },
      { _id: 'array-earliest-past' as never, expiresAt: [new Date(now + HOUR), new Date(now - HOUR)] },
      { _id: 'array-all-future' as never, expiresAt: [new Date(now + HOUR), new Date(now + 2 * HOUR)] },
      { _id: 'array-no-dates' as never, expiresAt: ['x', 1] },
    ]);
    await waitForPasses(client, 1);
    const left = (await c.find({}, { sort: { _id: 1 } }).toArray()).map((d) => d._id);
    expect(left).toEqual(['array-all-future', 'array-no-dates', 'future', 'missing', 'null', 'number', 'string']);
    const status = await client.db('admin').command({ serverStatus: 1 });
    expect(Number(status.metrics.ttl.deletedDocuments)).toBeGreaterThanOrEqual(2);
  });

  test('expireAfterSeconds is added to the stored date', async () => {
    const c = db.collection('sessions');
    await c.createIndex({ lastSeen: 1 }, { expireAfterSeconds: 3600 });
    const now = Date.now();
    await c.insertMany([
      { _id: 'stale' as never, lastSeen: new Date(now - 2 * HOUR) },
      { _id: 'fresh' as never, lastSeen: new Date(now - HOUR / 2) },
    ]);
    await waitForPasses(client, 1);
    expect((await c.find().toArray()).map((d) => d._id)).toEqual(['fresh']);
  });

  test('a partial TTL index only expires documents it covers; nested paths work', async () => {
    const c = db.collection('partial');
    await c.createIndex({ 'meta.at': 1 }, { expireAfterSeconds: 0, partialFilterExpression: { kind: 'temp' } });
    const old = new Date(Date.now() - HOUR);
    await c.insertMany([
      { _id: 'temp' as never, kind: 'temp', meta: { at: old } },
      { _id: 'keep' as never, kind: 'keep', meta: { at: old } },
    ]);
    await waitForPasses(client, 1);
    expect((await c.find().toArray()).map((d) => d._id)).toEqual(['keep']);
  });

  test('documents that expire later are deleted by a later pass; dropping the index stops expiry', async () => {
    const c = db.collection('later');
    await c.createIndex({ at: 1 }, { expireAfterSeconds: 0 });
    await c.insertOne({ _id: 'soon' as never, at: new Date(Date.now() + 300) });
    await waitForPasses(client, 1);
    // it may already be gone if the clock moved past 300 ms; poll passes until it is
    while ((await c.countDocuments({ _id: 'soon' as never })) > 0) await waitForPasses(client, 1);
    const c2 = db.collection('dropped');
    await c2.createIndex({ at: 1 }, { expireAfterSeconds: 0 });
    await c2.dropIndex('at_1');
    await c2.insertOne({ _id: 'old' as never, at: new Date(0) });
    await waitForPasses(client, 1);
    expect(await c2.countDocuments()).toBe(1);
  });
});

describeEmbeddedOnly('TTL monitor on a dbpath', () => {
  test('the deletes are journaled: they survive a restart that replays the journal', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emb-ttl-'));
    try {
      const server = await start({ quiet: true, dbpath: dir, ttlMonitorIntervalMs: 50 });
      const client = await new MongoClient(server.uri).connect();
      const c = client.db('ttl_journal').collection('codes');
      await c.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 });
      await c.insertMany([{ _id: 'old' as never, expiresAt: new Date(0) }, { _id: 'new' as never, expiresAt: new Date(Date.now() + HOUR) }]);
      await waitForPasses(client, 1);
      // the journal (before the clean stop compacts it away) holds the TTL delete
      const records = readRecords(fs.readFileSync(path.join(dir, 'journal.bin'))).records;
      expect(records.some((r) => r.o === 'del' && r.c === 'codes' && r.id === 'old')).toBe(true);
      // a crash-like copy of the files (journal, no clean stop) loads without the expired document
      const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'emb-ttl-'));
      for (const f of fs.readdirSync(dir)) if (!f.startsWith('mongod.lock')) fs.copyFileSync(path.join(dir, f), path.join(copy, f));
      await client.close();
      await server.stop();
      const again = await start({ quiet: true, dbpath: copy });
      const c2 = await new MongoClient(again.uri).connect();
      expect((await c2.db('ttl_journal').collection('codes').find().toArray()).map((d) => d._id)).toEqual(['new']);
      await c2.close();
      await again.stop();
      fs.rmSync(copy, { recursive: true, force: true });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
