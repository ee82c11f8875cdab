/**
 * Benchmark for the embedded MongoDB server (prints figures; not a test).
 *   npm run bench:db
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { MongoClient, ObjectId } from 'mongodb';
import { start } from '../src';
import { runMain } from './run-main';
import { indexMemory, lookupTable } from './bench-db-lookups';

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

async function timed(label: string, count: number, fn: (i: number) => Promise<unknown>, concurrency = 16): Promise<void> {
  const t0 = performance.now();
  let next = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < count) await fn(next++);
  }));
  const s = (performance.now() - t0) / 1000;
  console.log(`${label.padEnd(52)} ${fmt(count / s).padStart(9)} ops/s  (${count} in ${s.toFixed(2)} s)`);
}

function menuDoc(items: number) {
  return {
    name: 'Bench menu',
    sections: [{
      _id: new ObjectId(),
      title: 'All',
      items: Array.from({ length: items }, (_, i) => ({
        _id: new ObjectId(),
        name: `Item ${i}`,
        price: 10 + i,
        interestRecords: { total: 0, byDay: [] as unknown[] },
      })),
    }],
  };
}

async function run(label: string, dbpath: string | undefined): Promise<void> {
  console.log(`\n== ${label} ==`);
  const server = await start({ dbpath, quiet: true });
  const client = await new MongoClient(server.uri + 'bench', { maxPoolSize: 16 }).connect();
  const coll = client.db().collection('docs');
  const ids: ObjectId[] = [];
  await timed('insertOne (16 concurrent)', 5000, async (i) => {
    const r = await coll.insertOne({ i, name: `doc ${i}`, tags: ['a', 'b'], at: new Date() });
    ids.push(r.insertedId);
  });
  await timed('findOne by _id (16 concurrent)', 10000, (i) => coll.findOne({ _id: ids[i % ids.length] }));
  const menus = client.db().collection('menus');
  const menu = menuDoc(300);
  await menus.insertOne(menu);
  const itemIds = menu.sections[0].items.map((it) => it._id);
  await timed('$inc with arrayFilters on 1 of 300 embedded items', 2000, (i) => menus.updateOne(
    { _id: (menu as unknown as { _id: ObjectId })._id },
    { $inc: { 'sections.$[].items.$[it].interestRecords.total': 1 } },
    { arrayFilters: [{ 'it._id': itemIds[i % itemIds.length] }] },
  ));
  await client.close();
  await server.stop();
}

async function restartBench(): Promise<void> {
  console.log('\n== restart with 10,000 documents on a dbpath ==');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-db-'));
  const server = await start({ dbpath: dir, quiet: true });
  const client = await new MongoClient(server.uri + 'bench').connect();
  const coll = client.db().collection('docs');
  for (let b = 0; b < 10; b++) {
    await coll.insertMany(Array.from({ length: 1000 }, (_, i) => ({ i: b * 1000 + i, name: `doc ${i}`, price: i * 1.5, tags: ['x', 'y'], at: new Date() })));
  }
  await coll.createIndex({ i: 1 }, { unique: true });
  // crash-like restart: journal replay (no compaction)
  await client.close();
  const t0 = performance.now();
  await server.stop(); // clean stop compacts into a snapshot
  const stopMs = performance.now() - t0;
  const t1 = performance.now();
  const again = await start({ dbpath: dir, quiet: true });
  const loadMs = performance.now() - t1;
  const c2 = await new MongoClient(again.uri + 'bench').connect();
  const n = await c2.db().collection('docs').countDocuments();
  await c2.close();
  await again.stop();
  console.log(`clean stop (snapshot of ${n} docs): ${stopMs.toFixed(0)} ms; restart (load snapshot): ${loadMs.toFixed(0)} ms`);

  // journal-only restart: copy the data with a huge compaction threshold and kill-style stop
  const dir2 = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-db-'));
  const s3 = await start({ dbpath: dir2, quiet: true });
  const c3 = await new MongoClient(s3.uri + 'bench').connect();
  for (let b = 0; b < 10; b++) {
    await c3.db().collection('docs').insertMany(Array.from({ length: 1000 }, (_, i) => ({ i: b * 1000 + i, name: `doc ${i}` })));
  }
  await c3.close();
  // simulate a crash: copy the files as they are on disk, then load the copy
  const dir3 = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-db-'));
  for (const f of fs.readdirSync(dir2)) if (!f.startsWith('mongod.lock')) fs.copyFileSync(path.join(dir2, f), path.join(dir3, f));
  await s3.stop();
  const t2 = performance.now();
  const s4 = await start({ dbpath: dir3, quiet: true });
  console.log(`restart after crash (replay journal of 10,000 inserts): ${(performance.now() - t2).toFixed(0)} ms`);
  await s4.stop();
  for (const d of [dir, dir2, dir3]) fs.rmSync(d, { recursive: true, force: true });
}

async function main(): Promise<void> {
  if (process.env.BENCH_DB_ONLY === 'lookups') return lookupTable();
  if (process.env.BENCH_DB_ONLY === 'memory') return indexMemory();
  await run('in-memory', undefined);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-db-'));
  await run('dbpath (journal + fsync per acknowledged write, group commit)', dir);
  fs.rmSync(dir, { recursive: true, force: true });
  await restartBench();
  await lookupTable();
  await indexMemory();
}

runMain(main);
