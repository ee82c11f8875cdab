/**
 * Large documents (a menu of a few hundred items is ~100 KB) come back exactly as stored, with every BSON type kept,
 * through every way a reply carries them: find (first batch and getMore batches), findOneAndUpdate before and after,
 * a projection, and — on the embedded server with a dbpath — after a restart. The embedded server reuses the bytes it
 * serialised for the journal in its replies (src/stored-bytes.ts); these tests pin that those bytes
 * are the document's.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Binary, BSON, Decimal128, Document, Double, Int32, Long, MongoClient, ObjectId } from 'mongodb';
import { connectTestDb, describeEmbeddedOnly } from './helpers';
import { start } from '../src';

/** A document of `items` entries of mixed types (~330 bytes each): 300 items is about 100 KB. */
function largeDoc(items: number, label: string): Document {
  return {
    _id: new ObjectId(),
    label,
    count: new Int32(7),
    wholeDouble: new Double(3),
    ratio: 0.25,
    big: Long.fromString('9007199254740993'),
    money: Decimal128.fromString('12.50'),
    at: new Date('2026-11-22T08:00:00Z'),
    bytes: new Binary(Buffer.from([1, 2, 3, 250]), 0),
    nothing: null,
    empty: { list: [], doc: {} },
    sections: Array.from({ length: 10 }, (_, s) => ({
      _id: new ObjectId(),
      title: `قسم ${s + 1}`,
      items: Array.from({ length: items / 10 }, (_, i) => ({
        _id: new ObjectId(),
        title: `صنف ${s}-${i} — طبق اليوم`,
        price: new Double(1 + (i % 9)),
        half: i + 0.5,
        tags: ['حار', 'نباتي', i],
        sale: { onSale: i % 3 === 0, offPrice: 0.2 },
      })),
    })),
  };
}

/** Canonical extended JSON of a document decoded without promoting values: every BSON type and key order shows. */
const canonical = (doc: Document | null) => BSON.EJSON.stringify(doc, { relaxed: false });
const asStored = (doc: Document) => canonical(BSON.deserialize(BSON.serialize(doc), { promoteValues: false }));
const RAW = { promoteValues: false, promoteLongs: false } as const;

describe('large documents come back exactly as stored', () => {
  const t = connectTestDb('large_docs');

  test('find: first batch and getMore batches', async () => {
    const docs = [largeDoc(300, 'a'), largeDoc(300, 'b'), largeDoc(30, 'c'), largeDoc(3000, 'd')];
    const coll = t.db.collection('find_docs');
    await coll.insertMany(docs.map((d) => ({ ...d })));
    const byId = await coll.findOne({ _id: docs[3]._id }, RAW);
    expect(canonical(byId)).toBe(asStored(docs[3]));
    const all = await coll.find({}, { ...RAW, batchSize: 1, sort: { label: 1 } }).toArray();
    expect(all.map(canonical)).toEqual(docs.map(asStored));
  });

  test('findOneAndUpdate answers the version before and after, and the next find the new one', async () => {
    const doc = largeDoc(300, 'menu');
    const coll = t.db.collection('fam_docs');
    await coll.insertOne({ ...doc });
    const target = doc.sections[4].items[7]._id;
    const before = await coll.findOneAndUpdate(
      { _id: doc._id },
      { $set: { 'sections.$[s].items.$[i].price': new Double(9), label: 'menu 2' } },
      { ...RAW, arrayFilters: [{ 's._id': doc.sections[4]._id }, { 'i._id': target }], returnDocument: 'before' },
    );
    expect(canonical(before)).toBe(asStored(doc));

    doc.label = 'menu 2';
    doc.sections[4].items[7].price = new Double(9);
    const after = await coll.findOneAndUpdate({ _id: doc._id }, { $inc: { count: 1 } }, { ...RAW, returnDocument: 'after' });
    doc.count = new Int32(8);
    expect(canonical(after)).toBe(asStored(doc));
    expect(canonical(await coll.findOne({ _id: doc._id }, RAW))).toBe(asStored(doc));
  });

  test('a projection of a large document answers only the fields asked for', async () => {
    const doc = largeDoc(300, 'projected');
    const coll = t.db.collection('projected_docs');
    await coll.insertOne({ ...doc });
    const head = await coll.findOne({ _id: doc._id }, { ...RAW, projection: { sections: 0 } });
    const rest: Document = { ...doc };
    delete rest.sections;
    expect(canonical(head)).toBe(asStored(rest));
  });
});

describeEmbeddedOnly('large documents on a dbpath', () => {
  test('after updates and a restart, find answers the last version', async () => {
    const dbpath = fs.mkdtempSync(path.join(os.tmpdir(), 'large-docs-'));
    const doc = largeDoc(300, 'durable');
    let server = await start({ quiet: true, dbpath });
    let client = await new MongoClient(`${server.uri.replace(/\/?$/, '/')}large`).connect();
    const coll = () => client.db().collection('menus');
    try {
      await coll().insertOne({ ...doc });
      for (let n = 1; n <= 5; n++) {
        const after = await coll().findOneAndUpdate({ _id: doc._id }, { $set: { count: new Int32(n) } }, { ...RAW, returnDocument: 'after' });
        doc.count = new Int32(n);
        expect(canonical(after)).toBe(asStored(doc));
      }
      await client.close();
      await server.stop();

      server = await start({ quiet: true, dbpath });
      client = await new MongoClient(`${server.uri.replace(/\/?$/, '/')}large`).connect();
      expect(canonical(await coll().findOne({ _id: doc._id }, RAW))).toBe(asStored(doc));
    } finally {
      await client.close();
      await server.stop();
      fs.rmSync(dbpath, { recursive: true, force: true });
    }
  });
});
