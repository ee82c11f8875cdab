/**
 * Indexes serve reads, as explain shows and as the answers prove: IXSCAN with the index name and exact bounds (or
 * COLLSCAN), the sort taken from the index with limit stopping early, `hint`, createIndex on a populated
 * collection, indexes kept through TTL deletes, GridFS, bulk writes and a restart from the dbpath (clean stop, and a
 * crash-like copy that replays the journal).
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { GridFSBucket, MongoClient, MongoServerError } from 'mongodb';
import { describeEmbeddedOnly } from './helpers';
import { start } from '../src';

type Plan = { stage: string; indexName?: string; indexBounds?: Record<string, string[]>; direction?: string; inputStage?: Plan };
function innermost(p: Plan): Plan { return p.inputStage ? innermost(p.inputStage) : p; }
function stages(p: Plan): string[] { return [p.stage, ...(p.inputStage ? stages(p.inputStage) : [])]; }

describeEmbeddedOnly('index plans', () => {
  test('explain reports IXSCAN with the index and bounds mongod gives, or COLLSCAN', async () => {
    const server = await start({ quiet: true });
    const client = await new MongoClient(server.uri).connect();
    try {
      const c = client.db('plans').collection('orders');
      await c.insertMany(Array.from({ length: 200 }, (_, i) => ({ username: `u${i}`, status: ['ready', 'unready'][i % 2], at: new Date(Date.UTC(2025, 0, 1 + i)), tags: [`t${i % 5}`, 'all'], n: i })));
      // createIndex on a populated collection builds the entries
      await c.createIndex({ username: 1 }, { unique: true });
      await c.createIndex({ status: 1, at: -1 });
      await c.createIndex({ tags: 1 });
      await c.createIndex({ n: 1 });

      const ex = async (filter: object, opts: object = {}) => (await c.find(filter, opts).explain()).queryPlanner.winningPlan as Plan;
      let p = await ex({ username: 'u7' });
      expect(innermost(p)).toMatchObject({ stage: 'IXSCAN', indexName: 'username_1', indexBounds: { username: ['["u7", "u7"]'] } });
      p = await ex({ n: { $gt: 5, $lte: 9 } });
      expect(innermost(p)).toMatchObject({ stage: 'IXSCAN', indexName: 'n_1', indexBounds: { n: ['(5, 9]'] } });
      p = await ex({ n: { $in: [3, 1] } });
      expect(innermost(p).indexBounds).toEqual({ n: ['[1, 1]', '[3, 3]'] });
      p = await ex({ status: 'ready' }, { sort: { at: -1 }, limit: 15 });
      expect(stages(p)).not.toContain('SORT');
      expect(innermost(p)).toMatchObject({ indexName: 'status_1_at_-1', direction: 'forward' });
      p = await ex({ status: 'ready' }, { sort: { at: 1 } });
      expect(innermost(p)).toMatchObject({ indexName: 'status_1_at_-1', direction: 'backward' });
      p = await ex({ tags: 't3' });
      expect(innermost(p)).toMatchObject({ stage: 'IXSCAN', indexName: 'tags_1' });
      expect(innermost(await ex({ name: 'x' })).stage).toBe('COLLSCAN');
      expect(innermost(await ex({ username: /^u1/ })).indexName).toBe('username_1');
      expect(innermost(await ex({ username: /u1/ })).stage).toBe('COLLSCAN');

      // the answers: equality, multikey, sort+limit from the index, prefix regex
      expect((await c.findOne({ username: 'u7' }))?.n).toBe(7);
      expect((await c.find({ tags: 't3' }).toArray()).map((d) => d.n)).toEqual(Array.from({ length: 40 }, (_, i) => i * 5 + 3));
      expect((await c.find({ status: 'ready' }).sort({ at: -1 }).limit(3).toArray()).map((d) => d.n)).toEqual([198, 196, 194]);
      expect((await c.find({ status: 'ready' }).sort({ at: 1 }).skip(1).limit(2).toArray()).map((d) => d.n)).toEqual([2, 4]);
      expect((await c.find({ username: /^u19/ }).toArray()).map((d) => d.n).sort((a, b) => a - b)).toEqual([19, 190, 191, 192, 193, 194, 195, 196, 197, 198, 199]);

      // a sort+limit walk stops early: the executed plan examined far fewer keys than documents
      const stats = (await c.find({ status: 'ready' }).sort({ at: -1 }).limit(5).explain('executionStats')).executionStats;
      expect(stats.nReturned).toBe(5);

      // hint: by name, by key pattern, $natural, and an unknown index refused as mongod does
      expect(innermost(await ex({ n: 5, username: 'u5' }, { hint: 'n_1' })).indexName).toBe('n_1');
      expect(innermost(await ex({ n: 5, username: 'u5' }, { hint: { n: 1 } })).indexName).toBe('n_1');
      expect(innermost(await ex({ username: 'u5' }, { hint: { $natural: 1 } })).stage).toBe('COLLSCAN');
      expect((await c.find({ n: 5 }).hint('username_1').toArray()).map((d) => d.n)).toEqual([5]);
      const e = await c.find({ n: 5 }).hint('nope_1').toArray().catch((x) => x);
      expect(e).toBeInstanceOf(MongoServerError);
      expect((e as MongoServerError).code).toBe(2);
    } finally {
      await client.close();
      await server.stop();
    }
  });

  test('writes of every kind keep the indexes in step (update with arrays, findAndModify, bulk, delete, TTL, GridFS)', async () => {
    const server = await start({ quiet: true, ttlMonitorIntervalMs: 50 });
    const client = await new MongoClient(server.uri).connect();
    try {
      const db = client.db('maint');
      const c = db.collection('docs');
      await c.createIndex({ k: 1 });
      await c.createIndex({ at: 1 }, { expireAfterSeconds: 0 });
      await c.insertMany([{ _id: 1, k: 'a' }, { _id: 2, k: ['b', 'c'] }, { _id: 3, k: 'd' }] as never[]);
      await c.updateOne({ _id: 1 as never }, { $set: { k: 'z' } });
      await c.updateOne({ _id: 2 as never }, { $push: { k: 'e' } as never });
      await c.updateOne({ _id: 3 as never }, { $set: { k: ['d2'], other: 1 } });
      await c.findOneAndUpdate({ k: 'z' }, { $set: { k: ['y', 'x'] } });
      await c.bulkWrite([{ insertOne: { document: { _id: 4, k: 'a' } as never } }, { updateOne: { filter: { _id: 4 as never }, update: { $set: { k: 'q' } } } }, { deleteOne: { filter: { k: 'e' } } }]);
      expect(await c.find({ k: 'a' }).toArray()).toEqual([]);
      expect((await c.find({ k: 'x' }).toArray()).map((d) => d._id)).toEqual([1]);
      expect(await c.find({ k: 'e' }).toArray()).toEqual([]);
      expect((await c.find({ k: 'q' }).toArray()).map((d) => d._id)).toEqual([4]);
      expect((await c.find({ k: { $gte: 'a' } }).sort({ _id: 1 }).toArray()).map((d) => d._id)).toEqual([1, 3, 4]);

      // TTL: the expired document leaves the index
      await c.insertOne({ _id: 5, k: 'ttl', at: new Date(0) } as never);
      for (let i = 0; i < 200 && (await c.countDocuments({ _id: 5 } as never)); i++) await new Promise((r) => setTimeout(r, 25));
      expect(await c.find({ k: 'ttl' }).toArray()).toEqual([]);

      // GridFS: the driver's own indexes (files_id, n) serve the chunk reads
      const bucket = new GridFSBucket(db);
      const data = Buffer.alloc(600_000, 7);
      await new Promise<void>((resolve, reject) => bucket.openUploadStream('f.bin').on('finish', () => resolve()).on('error', reject).end(data));
      const chunks: Buffer[] = [];
      await new Promise<void>((resolve, reject) => bucket.openDownloadStreamByName('f.bin').on('data', (b: Buffer) => chunks.push(b)).on('end', () => resolve()).on('error', reject));
      expect(Buffer.concat(chunks).equals(data)).toBe(true);
      const file = await db.collection('fs.files').findOne({ filename: 'f.bin' });
      const plan = (await db.collection('fs.chunks').find({ files_id: file!._id }).sort({ n: 1 }).explain()).queryPlanner.winningPlan as Plan;
      expect(innermost(plan)).toMatchObject({ stage: 'IXSCAN', indexName: 'files_id_1_n_1' });
      await bucket.delete(file!._id);
      expect(await db.collection('fs.chunks').countDocuments({ files_id: file!._id })).toBe(0);
    } finally {
      await client.close();
      await server.stop();
    }
  });

  test('indexes are rebuilt on restart: after a clean stop and after a crash-like copy of the journal', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emb-ixrestart-'));
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'emb-ixrestart-'));
    try {
      const server = await start({ quiet: true, dbpath: dir });
      const client = await new MongoClient(server.uri).connect();
      const c = client.db('r').collection('users');
      await c.insertMany(Array.from({ length: 300 }, (_, i) => ({ username: `u${i}`, city: `c${i % 7}` })));
      await c.createIndex({ username: 1 }, { unique: true });
      await c.createIndex({ city: 1, username: -1 });
      await c.updateOne({ username: 'u3' }, { $set: { city: 'moved' } });
      await c.deleteOne({ username: 'u4' });
      // crash-like: the files as they are now (journal, no compaction)
      for (const f of fs.readdirSync(dir)) if (!f.startsWith('mongod.lock')) fs.copyFileSync(path.join(dir, f), path.join(copy, f));
      await client.close();
      await server.stop();

      for (const d of [dir, copy]) {
        const again = await start({ quiet: true, dbpath: d });
        const c2 = await new MongoClient(again.uri).connect();
        const u = c2.db('r').collection('users');
        const plan = (await u.find({ city: 'c3' }).sort({ username: -1 }).limit(2).explain()).queryPlanner.winningPlan as Plan;
        expect(innermost(plan)).toMatchObject({ stage: 'IXSCAN', indexName: 'city_1_username_-1' });
        expect((await u.find({ city: 'c3' }).sort({ username: -1 }).limit(2).toArray()).map((x) => x.username)).toEqual(['u94', 'u87']);
        expect((await u.find({ city: 'moved' }).toArray()).map((x) => x.username)).toEqual(['u3']);
        expect(await u.findOne({ username: 'u4' })).toBeNull();
        expect((await u.findOne({ username: 'u299' }))?.city).toBe('c5');
        await expect(u.insertOne({ username: 'u1' })).rejects.toMatchObject({ code: 11000 });
        await c2.close();
        await again.stop();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });

  test('a compound index of six fields (more than an entry holds inline) bounds, orders and stays right through updates', async () => {
    const server = await start({ quiet: true });
    const client = await new MongoClient(server.uri).connect();
    try {
      const c = client.db('plans').collection<{ _id: number; a: number; b: number; c: string; d: number; e: number; f: number }>('wide');
      const key = { a: 1, b: -1, c: 1, d: 1, e: -1, f: 1 } as const;
      await c.createIndex(key, { name: 'wide' });
      await c.insertMany(Array.from({ length: 240 }, (_, i) => ({ _id: i, a: i % 2, b: i % 3, c: 'x', d: i % 4, e: i % 5, f: i })));
      await c.updateMany({ f: { $lt: 12 } }, { $inc: { e: 10 } });
      await c.deleteMany({ f: { $in: [60, 120] } });
      const filter = { a: 0, b: 0, c: 'x', d: 0, e: { $gte: 0, $lte: 10 }, f: { $gt: 20 } };
      const plan = (await c.find(filter).sort(key).explain()).queryPlanner.winningPlan as Plan;
      expect(innermost(plan)).toMatchObject({ stage: 'IXSCAN', indexName: 'wide' });
      expect(stages(plan)).not.toContain('SORT');
      const viaIndex = await c.find(filter).sort(key).toArray();
      const scanned = await c.find(filter, { hint: { $natural: 1 } }).toArray();
      const expected = scanned.sort((x, y) => y.e - x.e || x.f - y.f).map((d) => d._id);
      expect(viaIndex.map((d) => d._id)).toEqual(expected);
      expect(expected.length).toBeGreaterThan(3);
      expect(expected).not.toContain(120);
    } finally {
      await client.close();
      await server.stop();
    }
  });
});
