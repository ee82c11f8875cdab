/**
 * The replica set mode's figures (in memory, one client, sequential): how long a change stream's waiting getMore
 * takes to deliver a write (write sent → event received), what the mode costs a plain insert against the
 * standalone, transactions committed per second, and what a transaction costs as the collection it reads and writes
 * grows (an indexed count and an insert, as a diner's order does, on 1,000 and on BENCH_LARGE (default 200,000)
 * documents with two more indexes: a snapshot that grew with the collection shows here).
 *   npx tsx packages/embedded-mongo/bench/bench-replset.ts   (BENCH_ROUNDS=N changes the rounds; default 500)
 */
import { MongoClient } from 'mongodb';
import { start } from '../src';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 500);
const LARGE = Number(process.env.BENCH_LARGE ?? 200_000);

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

async function insertsPerSecond(replSet: string | undefined): Promise<number> {
  const server = await start({ quiet: true, replSet });
  const client = await new MongoClient(`${server.uri}bench${replSet ? `?replicaSet=${replSet}` : ''}`).connect();
  const c = client.db().collection('ins');
  const began = performance.now();
  for (let i = 0; i < ROUNDS * 4; i++) await c.insertOne({ i, name: `n${i}` });
  const perSec = (ROUNDS * 4) / ((performance.now() - began) / 1000);
  await client.close();
  await server.stop();
  return perSec;
}

async function main(): Promise<void> {
  const standalone = await insertsPerSecond(undefined);
  const replica = await insertsPerSecond('rs0');
  console.log(`insertOne, sequential, ${ROUNDS * 4}: standalone ${standalone.toFixed(0)}/s, replica set mode ${replica.toFixed(0)}/s`);

  const server = await start({ quiet: true, replSet: 'rs0' });
  const client = await new MongoClient(`${server.uri}bench?replicaSet=rs0`).connect();
  const writer = await new MongoClient(`${server.uri}bench?replicaSet=rs0`).connect();
  const c = client.db().collection('watched');
  await c.insertOne({ seed: true });
  const cs = c.watch([], { maxAwaitTimeMS: 10_000 });
  await cs.tryNext();
  const lat: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const waiting = cs.next();
    await new Promise((r) => setImmediate(r)); // the getMore is on its way
    const t0 = performance.now();
    await writer.db().collection('watched').insertOne({ i });
    await waiting;
    lat.push(performance.now() - t0);
  }
  console.log(`change stream, write → event (incl. the insert's round trip), ${ROUNDS} rounds: p50 ${pct(lat, 50).toFixed(2)} ms, p95 ${pct(lat, 95).toFixed(2)} ms, max ${Math.max(...lat).toFixed(2)} ms`);
  await cs.close();

  const a = client.db().collection('ta');
  const b = client.db().collection('tb');
  const began = performance.now();
  for (let i = 0; i < ROUNDS; i++) {
    const s = client.startSession();
    await s.withTransaction(async () => {
      await a.insertOne({ i }, { session: s });
      await b.insertOne({ i }, { session: s });
    });
    await s.endSession();
  }
  console.log(`transactions (2 inserts in 2 collections each), ${ROUNDS}: ${(ROUNDS / ((performance.now() - began) / 1000)).toFixed(0)}/s`);
  await client.close();
  await writer.close();
  await server.stop();
}

/** Milliseconds per transaction (an indexed count, then an insert) on a collection of `size` documents: median and spread of 5 runs. */
async function transactionOver(size: number): Promise<string> {
  const server = await start({ quiet: true, replSet: 'rs0' });
  const client = await new MongoClient(`${server.uri}bench?replicaSet=rs0`).connect();
  const c = client.db().collection('orders');
  await c.createIndex({ menu: 1, day: 1, number: -1 });
  await c.createIndex({ cart: 1 }, { unique: true });
  for (let i = 0; i < size; i += 10_000) {
    await c.insertMany(Array.from({ length: Math.min(10_000, size - i) }, (_, j) => ({ menu: (i + j) % 50, day: `d${(i + j) % 30}`, number: i + j, cart: `c${i + j}` })));
  }
  const runs: number[] = [];
  let n = 0;
  for (let r = 0; r < 5; r++) {
    const began = performance.now();
    for (let i = 0; i < ROUNDS / 5; i++) {
      const s = client.startSession();
      await s.withTransaction(async () => {
        await c.countDocuments({ menu: n % 50, day: 'd1' }, { session: s });
        await c.insertOne({ menu: n % 50, day: 'd1', number: -1 - n, cart: `t${n++}` }, { session: s });
      });
      await s.endSession();
    }
    runs.push((performance.now() - began) / (ROUNDS / 5));
  }
  await client.close();
  await server.stop();
  const sorted = [...runs].sort((a, b) => a - b);
  return `${sorted[2].toFixed(2)} ms (${sorted[0].toFixed(2)}–${sorted[4].toFixed(2)})`;
}

async function sizes(): Promise<void> {
  const small = await transactionOver(1_000);
  const large = await transactionOver(LARGE);
  console.log(`a transaction (indexed count + insert), median of 5 runs of ${ROUNDS / 5} (min–max): on 1,000 documents ${small}; on ${LARGE.toLocaleString('en')} ${large}`);
}

main().then(sizes).catch((e) => { console.error(e); process.exit(1); });
