/**
 * The replica set mode on a dbpath: a change stream resumes across a restart; a token older than the bounded change
 * log is ChangeStreamHistoryLost (286); a server killed with SIGKILL while transactions commit comes back with each
 * transaction entirely there or entirely absent, and every acknowledged one there. Embedded server only.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Collection, MongoClient, MongoServerError, ResumeToken } from 'mongodb';
import { describeEmbeddedOnly } from './helpers';
import { kill9, startChild, tmpDirs } from './child-server';
import { start } from '../src';

const tmpDir = tmpDirs('emb-rs-');
const startReplChild = (dbpath: string) => startChild(dbpath, ['--replSet', 'rs0']);

/** The resume token of an insert into `c` heard by a stream opened before it (the stream is closed again). */
async function firstEventToken(c: Collection): Promise<ResumeToken> {
  await c.insertOne({ _id: 0 as never }); // the collection exists before the stream opens
  const cs = c.watch([], { maxAwaitTimeMS: 100 });
  expect(await cs.tryNext()).toBeNull();
  await c.insertOne({ _id: 1 as never });
  const token = (await cs.next())._id;
  await cs.close();
  return token;
}

describeEmbeddedOnly('replica set mode on a dbpath', () => {
  jest.setTimeout(60000);

  test('a change stream resumes across a restart', async () => {
    const dir = tmpDir();
    let server = await start({ quiet: true, dbpath: dir, replSet: 'rs0' });
    let client = await new MongoClient(`${server.uri}d?replicaSet=rs0`).connect();
    const c = () => client.db().collection('c');
    await c().insertOne({ _id: 0 as never });
    const cs = c().watch([], { maxAwaitTimeMS: 100 });
    expect(await cs.tryNext()).toBeNull();
    await c().insertOne({ _id: 1 as never });
    const first = await cs.next();
    const token: ResumeToken = first._id;
    await cs.close();
    await c().insertOne({ _id: 2 as never });
    await c().updateOne({ _id: 2 as never }, { $set: { x: 1 } });
    await client.close();
    await server.stop();

    server = await start({ quiet: true, dbpath: dir, replSet: 'rs0' });
    client = await new MongoClient(`${server.uri}d?replicaSet=rs0`).connect();
    try {
      const resumed = c().watch([], { resumeAfter: token });
      const e2 = await resumed.next();
      const e3 = await resumed.next();
      expect([e2.operationType, e3.operationType]).toEqual(['insert', 'update']);
      expect(e2.operationType === 'insert' && e2.documentKey._id).toBe(2);
      // the clock went on from the log: new events come after the old ones
      await c().insertOne({ _id: 4 as never });
      const e4 = await resumed.next();
      expect(e4.operationType === 'insert' && e4.documentKey._id).toBe(4);
      expect(e4.clusterTime!.greaterThan(e3.clusterTime!)).toBe(true);
      await resumed.close();
    } finally {
      await client.close();
      await server.stop();
    }
  });

  test('a stream left open across a restart of the server under it resumes by itself (its waiting getMore is interrupted as mongod does at shutdown)', async () => {
    const dir = tmpDir();
    let server = await start({ quiet: true, dbpath: dir, replSet: 'rs0' });
    const port = server.port;
    const client = await new MongoClient(`${server.uri}d?replicaSet=rs0`, { serverSelectionTimeoutMS: 30000 }).connect();
    const heard: unknown[] = [];
    const failures: string[] = [];
    const cs = client.db().watch([], { maxAwaitTimeMS: 500 });
    // The first resume point comes with the stream's opening answer: from then on it hears every change.
    const opened = new Promise((r) => cs.once('resumeTokenChanged', r));
    cs.on('change', (e) => heard.push(e.operationType === 'insert' ? e.documentKey._id : e.operationType));
    cs.on('error', (e) => failures.push(e.message));
    await opened;
    await client.db().collection('c').insertOne({ _id: 1 as never });
    while (heard.length < 1) await new Promise((r) => setTimeout(r, 20));
    // Stopped while the stream's getMore waits in the server. mongod answers a waiting getMore with InterruptedAtShutdown (11600) when it stops; a socket that only closed
    // under it left the driver's monitor waiting for a connection timeout before it saw the server again.
    await server.stop();
    server = await start({ quiet: true, dbpath: dir, port, replSet: 'rs0' });
    const other = await new MongoClient(`${server.uri}d?replicaSet=rs0`).connect();
    try {
      await other.db().collection('c').insertOne({ _id: 2 as never });
      const deadline = Date.now() + 8000;
      while (heard.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(heard).toEqual([1, 2]);
      expect(failures).toEqual([]);
    } finally {
      await cs.close();
      await other.close();
      await client.close();
      await server.stop();
    }
  });

  test('a token older than the bounded change log: ChangeStreamHistoryLost (286)', async () => {
    const server = await start({ quiet: true, replSet: 'rs0', changeLog: { maxBytes: 20_000 } });
    const client = await new MongoClient(`${server.uri}d?replicaSet=rs0`).connect();
    try {
      const c = client.db().collection('c');
      const old = await firstEventToken(c);
      // more than the log holds
      for (let i = 0; i < 20; i++) await c.insertMany(Array.from({ length: 20 }, (_, j) => ({ i, j, pad: 'x'.repeat(100) })));
      const e = await c.aggregate([{ $changeStream: { resumeAfter: old } }]).toArray().catch((x: MongoServerError) => x);
      expect((e as MongoServerError).code).toBe(286);
      expect((e as MongoServerError).codeName).toBe('ChangeStreamHistoryLost');
    } finally {
      await client.close();
      await server.stop();
    }
  });

  test('the change log bounded by age: once its entries are older than maxAgeSeconds an old token is 286', async () => {
    // Five seconds: long enough that a busy machine still finds the fresh token in the log before it ages out.
    const server = await start({ quiet: true, replSet: 'rs0', changeLog: { maxAgeSeconds: 5 } });
    const client = await new MongoClient(`${server.uri}d?replicaSet=rs0`).connect();
    try {
      const c = client.db().collection('c');
      const old = await firstEventToken(c);
      // the aggregate command alone (a stream that resumes is a cursor that never ends: its first reply says enough)
      const resume = () => client.db().command({ aggregate: 'c', pipeline: [{ $changeStream: { resumeAfter: old } }], cursor: { batchSize: 0 } })
        .then(() => 0, (x: MongoServerError) => Number(x.code));
      expect(await resume()).toBe(0); // still in the log
      // entries are trimmed when the log is written to: write until the old one has aged out
      let code = 0;
      for (let i = 2; code === 0; i++) {
        await c.insertOne({ _id: i as never });
        code = await resume();
      }
      expect(code).toBe(286);
    } finally {
      await client.close();
      await server.stop();
    }
  });

  test('on a dbpath the change log stays bounded and its floor survives a restart (an old token is still 286)', async () => {
    const dir = tmpDir();
    const changeLog = { maxBytes: 20_000 };
    let server = await start({ quiet: true, dbpath: dir, replSet: 'rs0', changeLog });
    let client = await new MongoClient(`${server.uri}d?replicaSet=rs0`).connect();
    const old = await firstEventToken(client.db().collection('c'));
    for (let i = 0; i < 40; i++) await client.db().collection('c').insertMany(Array.from({ length: 20 }, (_, j) => ({ i, j, pad: 'x'.repeat(100) })));
    await client.close();
    await server.stop();
    expect(fs.statSync(path.join(dir, 'changes.bin')).size).toBeLessThan(2 * changeLog.maxBytes + 10_000);
    server = await start({ quiet: true, dbpath: dir, replSet: 'rs0', changeLog });
    client = await new MongoClient(`${server.uri}d?replicaSet=rs0`).connect();
    try {
      const e = await client.db().collection('c').aggregate([{ $changeStream: { resumeAfter: old } }]).toArray().catch((x: MongoServerError) => x);
      expect((e as MongoServerError).code).toBe(286);
    } finally {
      await client.close();
      await server.stop();
    }
  });

  test('SIGKILL while transactions commit: each transaction all there or not there, every acknowledged one there', async () => {
    const dir = tmpDir();
    const child = await startReplChild(dir);
    const client = await new MongoClient(`${child.uri}bank?replicaSet=rs0`, { maxPoolSize: 8, serverSelectionTimeoutMS: 2000 }).connect();
    const db = client.db();
    await db.collection('a').insertOne({ _id: 'seed' as never });
    await db.collection('b').insertOne({ _id: 'seed' as never });
    const acknowledged = new Set<string>();
    let stopping = false;
    const worker = async (w: number) => {
      for (let i = 0; !stopping; i++) {
        const id = `${w}-${i}`;
        const s = client.startSession();
        try {
          // one transaction: 30 documents in `a`, 30 in `b`, all with its id
          s.startTransaction();
          await db.collection('a').insertMany(Array.from({ length: 30 }, (_, k) => ({ t: id, k, pad: 'p'.repeat(200) })), { session: s });
          await db.collection('b').insertMany(Array.from({ length: 30 }, (_, k) => ({ t: id, k })), { session: s });
          await s.commitTransaction();
          acknowledged.add(id);
        } catch {
          return; // the server is gone
        } finally {
          await s.endSession().catch(() => undefined);
        }
      }
    };
    const workers = [0, 1, 2, 3].map(worker);
    // kill once enough commits are acknowledged, while the workers are committing more
    while (acknowledged.size < 40) await new Promise((r) => setImmediate(r));
    await kill9(child);
    stopping = true;
    await Promise.all(workers);
    await client.close().catch(() => undefined);

    const again = await startReplChild(dir);
    const c2 = await new MongoClient(`${again.uri}bank?replicaSet=rs0`).connect();
    try {
      const count = async (coll: string) => {
        const rows = await c2.db().collection(coll).aggregate<{ _id: string; n: number }>([{ $match: { t: { $exists: true } } }, { $group: { _id: '$t', n: { $sum: 1 } } }]).toArray();
        return new Map(rows.map((r) => [r._id, r.n]));
      };
      const a = await count('a');
      const b = await count('b');
      for (const [t, n] of a) {
        expect([t, n]).toEqual([t, 30]);
        expect([t, b.get(t)]).toEqual([t, 30]);
      }
      for (const t of b.keys()) expect([t, a.has(t)]).toEqual([t, true]);
      for (const t of acknowledged) expect([t, a.get(t)]).toEqual([t, 30]);
      expect(a.size).toBeGreaterThanOrEqual(acknowledged.size);
    } finally {
      await c2.close();
      again.proc.kill('SIGTERM');
      await again.exited;
    }
  });

  test('a transaction is one journal record: a journal torn inside it loses the whole transaction, nothing before it', async () => {
    const dir = tmpDir();
    const child = await startReplChild(dir);
    const client = await new MongoClient(`${child.uri}tear?replicaSet=rs0`, { serverSelectionTimeoutMS: 2000 }).connect();
    const db = client.db();
    await db.collection('a').insertOne({ _id: 'before' as never });
    const s = client.startSession();
    await s.withTransaction(async () => {
      await db.collection('a').insertOne({ _id: 'x1' as never, pad: 'a'.repeat(5000) }, { session: s });
      await db.collection('b').insertOne({ _id: 'x2' as never, pad: 'b'.repeat(5000) }, { session: s });
    });
    await s.endSession();
    await client.close();
    await kill9(child);
    // a crash in the middle of the commit's write: its last bytes never reached the disk
    const journal = path.join(dir, 'journal.bin');
    fs.truncateSync(journal, fs.statSync(journal).size - 3000);

    const again = await startReplChild(dir);
    const c2 = await new MongoClient(`${again.uri}tear?replicaSet=rs0`).connect();
    try {
      expect(await c2.db().collection('a').find().toArray()).toEqual([{ _id: 'before' }]);
      expect(await c2.db().collection('b').countDocuments()).toBe(0);
    } finally {
      await c2.close();
      again.proc.kill('SIGTERM');
      await again.exited;
    }
  });
});
