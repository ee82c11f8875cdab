/**
 * Durability: a child server process on a dbpath is SIGKILLed in the middle of a write
 * storm; after a restart every acknowledged write must be there. Also torn journal tails,
 * clean shutdown and the dbpath lock. Skipped when MONGODB_URI points at a real server.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { MongoClient, ObjectId } from 'mongodb';
import { describeEmbeddedOnly } from './helpers';
import { kill9, startChild, tmpDirs } from './child-server';
import { compactionSettled, start } from '../src';

const tmpDir = tmpDirs('emb-mongo-');

describeEmbeddedOnly('durability (child process on a dbpath)', () => {
  jest.setTimeout(60000);

  test('SIGKILL mid write storm loses no acknowledged write (with compactions)', async () => {
    const dir = tmpDir();
    const child = await startChild(dir, ['--compact-bytes', '200000']);
    const client = await new MongoClient(child.uri + 'storm', { maxPoolSize: 20, serverSelectionTimeoutMS: 3000, retryWrites: false }).connect();
    const coll = client.db().collection('events');
    const counter = client.db().collection('counter');
    await counter.insertOne({ _id: 'c' as unknown as ObjectId, n: 0 });
    const acked: number[] = [];
    let ackedIncs = 0;
    let attemptedIncs = 0;
    let stopped = false;
    const writer = async (w: number) => {
      for (let i = 0; !stopped; i++) {
        const seq = w * 1_000_000 + i;
        try {
          await coll.insertOne({ _id: seq as unknown as ObjectId, w, i, pad: 'x'.repeat(200) });
          acked.push(seq);
          attemptedIncs++;
          await counter.updateOne({ _id: 'c' as unknown as ObjectId }, { $inc: { n: 1 } });
          ackedIncs++;
        } catch {
          return;
        }
      }
    };
    const writers = Array.from({ length: 6 }, (_, w) => writer(w));
    // Killed once enough writes are acknowledged (not after a fixed time: a loaded machine writes fewer per second).
    while (acked.length < 60 || ackedIncs < 20) await new Promise((r) => setTimeout(r, 20));
    await kill9(child);
    stopped = true;
    await Promise.all(writers);
    await client.close().catch(() => undefined);

    const again = await startChild(dir);
    const c2 = await new MongoClient(again.uri + 'storm').connect();
    try {
      const ids = new Set((await c2.db().collection('events').find({}, { projection: { _id: 1 } }).toArray()).map((d) => d._id as unknown as number));
      const missing = acked.filter((s) => !ids.has(s));
      expect(missing).toEqual([]);
      const n = (await c2.db().collection('counter').findOne({ _id: 'c' as unknown as ObjectId }))!.n;
      expect(n).toBeGreaterThanOrEqual(ackedIncs);
      expect(n).toBeLessThanOrEqual(attemptedIncs);
      // still writable after recovery
      await c2.db().collection('events').insertOne({ after: true });
    } finally {
      await c2.close();
      again.proc.kill('SIGTERM');
      expect(await again.exited).toBe(0);
    }
  });

  test('kill -9 during writes, then an immediate restart succeeds every time (the OS releases the lock)', async () => {
    const dir = tmpDir();
    let total = 0;
    for (let round = 0; round < 5; round++) {
      const child = await startChild(dir);
      // While it runs, a second server on the same dbpath is refused.
      if (round === 0) await expect(startChild(dir)).rejects.toThrow(/in use|locked/);
      const client = await new MongoClient(child.uri + 'crashloop', { maxPoolSize: 8, serverSelectionTimeoutMS: 3000, retryWrites: false }).connect();
      const coll = client.db().collection('w');
      let acked = 0;
      let stopped = false;
      let reached!: () => void;
      const enough = new Promise<void>((r) => { reached = r; });
      const writer = async () => {
        while (!stopped) {
          try {
            await coll.insertOne({ round, pad: 'x'.repeat(100) });
          } catch {
            return;
          }
          if (++acked === 40) reached();
        }
      };
      const writers = Array.from({ length: 4 }, writer);
      await enough;
      await kill9(child);
      stopped = true;
      await Promise.all(writers);
      await client.close().catch(() => undefined);
      total += acked;
      // restart at once: no waiting for a pid to be reaped or reused
      const again = await startChild(dir);
      const c2 = await new MongoClient(again.uri + 'crashloop').connect();
      expect(await c2.db().collection('w').countDocuments()).toBeGreaterThanOrEqual(total);
      total = await c2.db().collection('w').countDocuments();
      await c2.close();
      await kill9(again);
    }
  }, 180_000); // five crash-restart rounds of child processes: slow on a loaded machine

  test('torn / garbage journal tail is dropped, data intact, later writes survive', async () => {
    const dir = tmpDir();
    const child = await startChild(dir);
    let client = await new MongoClient(child.uri + 'torn').connect();
    await client.db().collection('menu').insertMany(Array.from({ length: 20 }, (_, i) => ({ _id: i as unknown as ObjectId, name: `item${i}` })));
    await client.db().collection('menu').updateOne({ _id: 3 as unknown as ObjectId }, { $set: { price: 12.5 } });
    await kill9(child);
    await client.close().catch(() => undefined);

    const jpath = path.join(dir, 'journal.bin');
    const full = fs.readFileSync(jpath);
    // half of a plausible record: a length prefix promising more bytes than exist, then garbage
    const torn = Buffer.alloc(40, 0xab);
    torn.writeUInt32LE(500, 0);
    fs.appendFileSync(jpath, torn);
    let child2 = await startChild(dir);
    client = await new MongoClient(child2.uri + 'torn').connect();
    expect(await client.db().collection('menu').countDocuments()).toBe(20);
    expect((await client.db().collection('menu').findOne({ _id: 3 as unknown as ObjectId }))!.price).toBe(12.5);
    await client.db().collection('menu').insertOne({ _id: 100 as unknown as ObjectId, name: 'after-torn' });
    await kill9(child2);
    await client.close().catch(() => undefined);
    expect(fs.statSync(jpath).size).toBeGreaterThan(full.length - 1);

    // a record with a bad CRC (valid length, flipped payload byte) is dropped too
    const good = fs.readFileSync(jpath);
    const lastLenOff = good.length; // append a copy of the first data record with a corrupted byte
    const firstLen = good.readUInt32LE(0);
    const second = good.subarray(8 + firstLen, 8 + firstLen + 8 + good.readUInt32LE(8 + firstLen));
    const bad = Buffer.from(second);
    bad[bad.length - 3] ^= 0xff;
    fs.appendFileSync(jpath, bad);
    expect(fs.statSync(jpath).size).toBe(lastLenOff + bad.length);
    child2 = await startChild(dir);
    client = await new MongoClient(child2.uri + 'torn').connect();
    expect(await client.db().collection('menu').countDocuments()).toBe(21);
    expect(await client.db().collection('menu').findOne({ _id: 100 as unknown as ObjectId })).toMatchObject({ name: 'after-torn' });
    await client.close();
    child2.proc.kill('SIGTERM');
    expect(await child2.exited).toBe(0);
    // clean stop compacts into the snapshot
    expect(fs.existsSync(path.join(dir, 'snapshot.bin'))).toBe(true);
    const child3 = await startChild(dir);
    client = await new MongoClient(child3.uri + 'torn').connect();
    expect(await client.db().collection('menu').countDocuments()).toBe(21);
    const idx = await client.db().collection('menu').listIndexes().toArray();
    expect(idx.map((i) => i.name)).toEqual(['_id_']);
    await client.close();
    await kill9(child3);
  });

  test('indexes, drops and types survive restarts', async () => {
    const dir = tmpDir();
    const a = await start({ dbpath: dir, quiet: true });
    let client = await new MongoClient(a.uri + 'persist').connect();
    const db = client.db();
    await db.collection('u').createIndex({ email: 1 }, { unique: true });
    await db.collection('u').insertMany([{ email: 'a', at: new Date(5), v: 1.5 }, { email: 'b' }]);
    await db.collection('gone').insertOne({ x: 1 });
    await db.collection('gone').drop();
    await db.collection('u').deleteOne({ email: 'b' });
    // a second server on the same dbpath is refused
    await expect(start({ dbpath: dir, quiet: true })).rejects.toThrow(/in use|locked/);
    await client.close();
    await a.stop();
    const b = await start({ dbpath: dir, quiet: true });
    client = await new MongoClient(b.uri + 'persist').connect();
    const names = (await client.db().listCollections().toArray()).map((c) => c.name);
    expect(names).toEqual(['u']);
    expect(await client.db().collection('u').find({}, { projection: { _id: 0 } }).toArray()).toEqual([{ email: 'a', at: new Date(5), v: 1.5 }]);
    await expect(client.db().collection('u').insertOne({ email: 'a' })).rejects.toMatchObject({ code: 11000 });
    await client.close();
    await b.stop();
  });
});

/** Copies the data files of a dbpath as they are now (what a crash at this moment would leave). */
function copyDataFiles(from: string): string {
  const to = tmpDir();
  for (const f of ['snapshot.bin', 'journal.bin', 'journal.next.bin']) if (fs.existsSync(path.join(from, f))) fs.copyFileSync(path.join(from, f), path.join(to, f));
  return to;
}

describeEmbeddedOnly('compaction pace', () => {
  test('a compaction waits until the journal is as large as the last snapshot, and nothing is lost across it', async () => {
    const dir = tmpDir();
    const server = await start({ quiet: true, dbpath: dir, compactBytes: 4096 });
    const client = await new MongoClient(server.uri).connect();
    const c = client.db('pace').collection('docs');
    const size = (f: string) => fs.statSync(path.join(dir, f)).size;
    try {
      // ~200 KB of data: several compactions on the way (each once the journal passes the snapshot before it). Each
      // is let finish before the next write: writes made while one runs go to the next journal, and how many do
      // depends on the machine's load — so would the room left below the snapshot for the writes that follow.
      for (let i = 0; i < 200; i++) {
        await c.insertOne({ i, pad: 'x'.repeat(1000) });
        await compactionSettled(dir);
      }
      const snapshot = size('snapshot.bin');
      expect(snapshot).toBeGreaterThan(100_000);
      // Writing less than the snapshot's size: no compaction, however far past compactBytes the journal gets.
      const journalBefore = size('journal.bin');
      for (let i = 200; i < 240; i++) await c.insertOne({ i, pad: 'x'.repeat(1000) });
      expect(size('journal.bin')).toBeGreaterThan(journalBefore + 40_000);
      expect(size('snapshot.bin')).toBe(snapshot);
      // Past it: compacted (a larger snapshot, a journal emptied down to its header and what followed).
      for (let i = 240; size('snapshot.bin') === snapshot && i < 1000; i++) await c.insertOne({ i, pad: 'x'.repeat(1000) });
      await compactionSettled(dir);
      expect(size('snapshot.bin')).toBeGreaterThan(snapshot);
      expect(size('journal.bin')).toBeLessThan(snapshot);
    } finally {
      await client.close();
      await server.stop();
    }
    const again = await start({ quiet: true, dbpath: dir });
    const c2 = await new MongoClient(again.uri).connect();
    try {
      const docs = await c2.db('pace').collection('docs').find({}, { projection: { i: 1 } }).toArray();
      expect(docs.map((d) => d.i)).toEqual(Array.from({ length: docs.length }, (_, i) => i));
      expect(docs.length).toBeGreaterThan(240);
    } finally {
      await c2.close();
      await again.stop();
    }
  });
});

describeEmbeddedOnly('compaction beside the commands', () => {
  jest.setTimeout(60000);

  test('commands are answered while a compaction is under way, and the files a crash would leave at each stage recover every acknowledged write', async () => {
    const dir = tmpDir();
    const acked: number[] = [];
    const crashes: { stage: string; dir: string; acked: number[]; files: string[] }[] = [];
    let release!: () => void;
    const paused = new Promise<void>((r) => (release = r));
    let reachedRotation!: () => void;
    const rotation = new Promise<void>((r) => (reachedRotation = r));
    let stages = 0;
    const server = await start({
      quiet: true,
      dbpath: dir,
      compactBytes: 64 * 1024,
      onCompactionStage: async (stage) => {
        if (stages++ > 2) return; // the first compaction only
        if (stage === 'rotated') {
          reachedRotation();
          await paused;
        }
        crashes.push({ stage, dir: copyDataFiles(dir), acked: [...acked], files: fs.readdirSync(dir).filter((f) => f.endsWith('.bin')).sort() });
      },
    });
    const client = await new MongoClient(server.uri).connect();
    const c = client.db('beside').collection('docs');
    try {
      let i = 0;
      // Past 64 KB of journal: the first compaction starts and stops at its rotation.
      let rotated = false;
      void rotation.then(() => (rotated = true));
      while (!rotated && i < 1000) {
        await c.insertOne({ _id: i as unknown as ObjectId, pad: 'x'.repeat(500) });
        acked.push(i++);
      }
      expect(rotated).toBe(true);
      // The compaction is held at its rotation: writes and reads are still answered, and an index is built.
      for (let k = 0; k < 20; k++) {
        await c.insertOne({ _id: i as unknown as ObjectId, pad: 'y'.repeat(500) });
        acked.push(i++);
      }
      await c.deleteOne({ _id: 0 as unknown as ObjectId });
      acked.shift();
      await c.createIndex({ pad: 1 });
      expect(await c.countDocuments()).toBe(acked.length);
      release();
      await compactionSettled(dir);
      await c.insertOne({ _id: i as unknown as ObjectId, after: true });
      acked.push(i++);
    } finally {
      release();
      await client.close();
      await server.stop();
    }
    expect(crashes.map((x) => x.stage)).toEqual(['rotated', 'snapshot-written', 'done']);
    // What each stage leaves on disk: the rotated journal beside the old one (the first compaction: no snapshot yet),
    // then beside the new snapshot, then alone.
    expect(crashes[0].files).toEqual(['journal.bin', 'journal.next.bin']);
    expect(crashes[1].files).toEqual(['journal.bin', 'journal.next.bin', 'snapshot.bin']);
    expect(crashes[2].files).toEqual(['journal.bin', 'snapshot.bin']);
    for (const crash of [...crashes, { stage: 'clean stop', dir, acked, files: [] }]) {
      const again = await start({ quiet: true, dbpath: crash.dir });
      const c2 = await new MongoClient(again.uri).connect();
      try {
        const ids = (await c2.db('beside').collection('docs').find({}, { projection: { _id: 1 } }).sort({ _id: 1 }).toArray()).map((d) => d._id as unknown as number);
        expect({ stage: crash.stage, ids }).toEqual({ stage: crash.stage, ids: crash.acked });
        const indexes = (await c2.db('beside').collection('docs').indexes()).map((ix) => ix.name);
        expect(indexes).toEqual(['_id_', 'pad_1']);
        // Recovered into one snapshot and one journal: the rotated journal is gone, and the next start finds the same.
        expect(fs.existsSync(path.join(crash.dir, 'journal.next.bin'))).toBe(false);
      } finally {
        await c2.close();
        await again.stop();
      }
    }
  });
});
