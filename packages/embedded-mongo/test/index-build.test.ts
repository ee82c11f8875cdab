/**
 * When an index's ordered entries are built: at its creation, and for every index once at the end of a load — never
 * at the first query (which would hold every command while a large collection is sorted: a year of orders took 13 s).
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { MongoClient } from 'mongodb';
import { Store } from '../src/storage';
import { start } from '../src';
import { describeEmbeddedOnly } from './helpers';

const treesOf = (store: Store, db: string, c: string) => store.getCollection(db, c)!.indexes.filter((ix) => ix.tree).map((ix) => ({ name: ix.name, built: ix.tree!.built }));

describeEmbeddedOnly('index entries are built before they are needed', () => {
  test('a new index on a collection with documents is built at once; an index made on an empty one too', () => {
    const store = new Store();
    const c = store.ensureCollection('db', 'orders');
    for (let i = 0; i < 50; i++) store.insert(c, { _id: i, day: `d${i % 5}`, n: i });
    store.createIndex(c, { v: 2, key: { day: 1, n: -1 }, name: 'day_1_n_-1' });
    const empty = store.ensureCollection('db', 'empty');
    store.createIndex(empty, { v: 2, key: { x: 1 }, name: 'x_1' });
    expect(treesOf(store, 'db', 'orders')).toEqual([{ name: 'day_1_n_-1', built: true }]);
    expect(treesOf(store, 'db', 'empty')).toEqual([{ name: 'x_1', built: true }]);
  });

  test('a load applies the records without building, then builds every index once', () => {
    const store = new Store();
    store.replay({ o: 'createColl', db: 'db', c: 'orders', opts: {} });
    store.replay({ o: 'createIndex', db: 'db', c: 'orders', spec: { v: 2, key: { day: 1 }, name: 'day_1' } });
    store.replay({ o: 'puts', db: 'db', c: 'orders', ds: Array.from({ length: 20 }, (_, i) => ({ _id: i, day: `d${i % 3}` })) });
    expect(treesOf(store, 'db', 'orders')).toEqual([{ name: 'day_1', built: false }]);
    store.buildIndexes();
    expect(treesOf(store, 'db', 'orders')).toEqual([{ name: 'day_1', built: true }]);
  });

  test('after a restart the loaded indexes answer through the driver, in index order', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emb-build-'));
    try {
      let server = await start({ quiet: true, dbpath: dir });
      let client = await new MongoClient(server.uri).connect();
      const docs = Array.from({ length: 300 }, (_, i) => ({ _id: i, day: `d${i % 7}`, n: (i * 37) % 300 }));
      await client.db('db').collection('orders').createIndex({ day: 1, n: -1 });
      await client.db('db').collection('orders').insertMany(docs as never[]);
      await client.close();
      await server.stop();
      server = await start({ quiet: true, dbpath: dir });
      client = await new MongoClient(server.uri).connect();
      try {
        const found = await client.db('db').collection('orders').find({ day: 'd3' }).sort({ n: -1 }).toArray();
        expect(found.map((d) => d._id)).toEqual(docs.filter((d) => d.day === 'd3').sort((a, b) => b.n - a.n).map((d) => d._id));
        const plan = JSON.stringify(await client.db('db').collection('orders').find({ day: 'd3' }).sort({ n: -1 }).explain());
        expect(plan).toContain('IXSCAN');
      } finally {
        await client.close();
        await server.stop();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
