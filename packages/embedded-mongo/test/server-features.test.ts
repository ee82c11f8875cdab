/**
 * Conformance (item 10): explain, collation, $text, geo queries, setParameter and
 * collMod, as apps and tools use them. Driver only; runs against MONGODB_URI when set, so the
 * assertions hold for a real mongod too (e.g. the _id plan is IDHACK on 7.0, EXPRESS_IXSCAN on 8.0).
 */
import { Document } from 'mongodb';
import { connectTestDb } from './helpers';

const env = connectTestDb('emt_features');

/** The innermost stage of a plan (a real mongod may nest the classic plan under `queryPlan`). */
function leafStage(plan: { stage: string; inputStage?: unknown; queryPlan?: unknown }): string {
  let p = (plan.queryPlan ?? plan) as typeof plan;
  while (p.inputStage) p = p.inputStage as typeof p;
  return p.stage;
}

describe('explain', () => {
  test('a collection scan, the _id lookup, and the stages around them', async () => {
    const c = env.db.collection('ex');
    const { insertedId } = await c.insertOne({ name: 'a' });
    const scan = await c.find({ name: 'a' }).sort({ name: 1 }).limit(1).explain('queryPlanner');
    expect(leafStage(scan.queryPlanner.winningPlan)).toBe('COLLSCAN');
    expect(JSON.stringify(scan.queryPlanner.winningPlan)).toMatch(/"SORT"|"LIMIT"/);
    const byId = await c.find({ _id: insertedId }).explain('queryPlanner');
    expect(['IDHACK', 'EXPRESS_IXSCAN', 'IXSCAN']).toContain(leafStage(byId.queryPlanner.winningPlan));
    const stats = await c.find({ name: 'a' }).explain('executionStats');
    expect(stats.executionStats.nReturned).toBe(1);
    const agg = await c.aggregate([{ $match: { name: 'a' } }]).explain('queryPlanner');
    expect(JSON.stringify(agg)).toMatch(/COLLSCAN/);
  });
});

describe('collation', () => {
  beforeAll(async () => {
    await env.db.collection('col').insertMany([{ n: 1, name: 'apple' }, { n: 2, name: 'Apple' }, { n: 3, name: 'Äpfel' }, { n: 4, name: 'banana' }, { n: 5, name: 'äpple' }]);
  });
  const names = (docs: Document[]) => docs.map((d) => d.name);

  test('simple is binary; strength 2 ignores case; strength 1 also ignores accents', async () => {
    const c = env.db.collection('col');
    expect(names(await c.find({ name: 'apple' }, { collation: { locale: 'simple' } }).toArray())).toEqual(['apple']);
    expect(names(await c.find({ name: 'apple' }, { collation: { locale: 'en', strength: 2 } }).sort({ n: 1 }).toArray())).toEqual(['apple', 'Apple']);
    expect(names(await c.find({ name: 'apple' }, { collation: { locale: 'en', strength: 1 } }).sort({ n: 1 }).toArray())).toEqual(['apple', 'Apple', 'äpple']);
  });

  test('sort and aggregate follow the collation', async () => {
    const c = env.db.collection('col');
    expect(names(await c.find({}).sort({ name: 1 }).toArray())).toEqual(['Apple', 'apple', 'banana', 'Äpfel', 'äpple']);
    const sorted = names(await c.find({}, { collation: { locale: 'en', strength: 2 } }).sort({ name: 1, n: 1 }).toArray());
    expect(sorted.slice(-1)).toEqual(['banana']);
    expect(await c.countDocuments({ name: 'APPLE' }, { collation: { locale: 'en', strength: 2 } })).toBe(2);
    const agg = await c.aggregate([{ $match: { name: 'APPLE' } }, { $count: 'k' }], { collation: { locale: 'en', strength: 2 } }).toArray();
    expect(agg).toEqual([{ k: 2 }]);
  });

  test('a case-insensitive unique index refuses a second email differing only in case', async () => {
    const u = env.db.collection('col_users');
    await u.createIndex({ email: 1 }, { unique: true, collation: { locale: 'en', strength: 2 } });
    await u.insertOne({ email: 'a@x.com' });
    await expect(u.insertOne({ email: 'A@X.com' })).rejects.toMatchObject({ code: 11000 });
    await u.insertOne({ email: 'b@x.com' });
  });
});

describe('collection default collation', () => {
  test('queries and new unique indexes use it unless they name their own', async () => {
    const c = await env.db.createCollection('ci_coll', { collation: { locale: 'en', strength: 2 } });
    await c.insertMany([{ name: 'Ann' }, { name: 'ann' }, { name: 'Bob' }]);
    expect(await c.countDocuments({ name: 'ANN' })).toBe(2);
    expect(await c.countDocuments({ name: 'ANN' }, { collation: { locale: 'simple' } })).toBe(0);
    const info = await env.db.listCollections({ name: 'ci_coll' }, { nameOnly: false }).toArray();
    expect((info[0] as { options?: { collation?: unknown } }).options?.collation).toMatchObject({ locale: 'en', strength: 2 });
    await c.createIndex({ email: 1 }, { unique: true, sparse: true });
    await c.insertOne({ email: 'x@y.z' });
    await expect(c.insertOne({ email: 'X@Y.Z' })).rejects.toMatchObject({ code: 11000 });
    expect((await c.updateMany({ name: 'ANN' }, { $set: { seen: true } })).modifiedCount).toBe(2);
    expect((await c.deleteMany({ name: 'bob' })).deletedCount).toBe(1);
  });
});

describe('$text', () => {
  beforeAll(async () => {
    const t = env.db.collection('txt');
    await t.createIndex({ title: 'text', body: 'text' });
    await t.insertMany([
      { n: 1, title: 'Grilled chicken', body: 'with garlic sauce' },
      { n: 2, title: 'شاورما دجاج', body: 'خبز عربي' },
      { n: 3, title: 'Café latte', body: 'coffee with milk' },
      { n: 4, title: 'Chicken soup', body: 'chicken, carrots and chicken broth' },
    ]);
  });
  const ns = (docs: Document[]) => docs.map((d) => d.n).sort();

  test('words (any), Arabic, case and diacritics folded, negation and phrases', async () => {
    const t = env.db.collection('txt');
    expect(ns(await t.find({ $text: { $search: 'CHICKEN' } }).toArray())).toEqual([1, 4]);
    expect(ns(await t.find({ $text: { $search: 'دجاج' } }).toArray())).toEqual([2]);
    expect(ns(await t.find({ $text: { $search: 'cafe' } }).toArray())).toEqual([3]);
    expect(ns(await t.find({ $text: { $search: 'chicken -soup' } }).toArray())).toEqual([1]);
    expect(ns(await t.find({ $text: { $search: '"garlic sauce"' } }).toArray())).toEqual([1]);
    expect(ns(await t.find({ $text: { $search: 'milk garlic' } }).toArray())).toEqual([1, 3]);
  });

  test('textScore can be projected and sorted on', async () => {
    const t = env.db.collection('txt');
    const docs = await t.find({ $text: { $search: 'chicken' } }, { projection: { score: { $meta: 'textScore' }, n: 1 } })
      .sort({ score: { $meta: 'textScore' } }).toArray();
    expect(docs.map((d) => d.n)).toEqual([4, 1]);
    expect(docs[0].score).toBeGreaterThan(docs[1].score);
  });

  test('the text index is listed the way mongod stores it', async () => {
    const idx = (await env.db.collection('txt').listIndexes().toArray()).find((i) => i.name === 'title_text_body_text');
    expect(idx).toMatchObject({ key: { _fts: 'text', _ftsx: 1 }, weights: { title: 1, body: 1 }, default_language: 'english' });
  });

  test('without a text index -> IndexNotFound (27)', async () => {
    await env.db.collection('col').insertOne({ x: 1 });
    await expect(env.db.collection('col').find({ $text: { $search: 'x' } }).toArray()).rejects.toMatchObject({ code: 27 });
  });
});

describe('geo', () => {
  const places = [
    { n: 'riyadh', loc: { type: 'Point', coordinates: [46.6753, 24.7136] } },
    { n: 'jeddah', loc: { type: 'Point', coordinates: [39.1925, 21.4858] } },
    { n: 'dammam', loc: { type: 'Point', coordinates: [50.1033, 26.4207] } },
  ];
  beforeAll(async () => {
    const g = env.db.collection('geo');
    await g.createIndex({ loc: '2dsphere' });
    await g.insertMany(places.map((p) => ({ ...p })));
  });
  const here = { type: 'Point', coordinates: [46.7, 24.7] };
  const ns = (docs: Document[]) => docs.map((d) => d.n);

  test('$near and $nearSphere return the nearest first, within $maxDistance metres', async () => {
    const g = env.db.collection('geo');
    expect(ns(await g.find({ loc: { $near: { $geometry: here } } }).toArray())).toEqual(['riyadh', 'dammam', 'jeddah']);
    expect(ns(await g.find({ loc: { $near: { $geometry: here, $maxDistance: 500000 } } }).toArray())).toEqual(['riyadh', 'dammam']);
    expect(ns(await g.find({ loc: { $nearSphere: { $geometry: { type: 'Point', coordinates: [39, 21] } } } }).toArray())).toEqual(['jeddah', 'riyadh', 'dammam']);
  });

  test('$geoWithin a polygon and a sphere', async () => {
    const g = env.db.collection('geo');
    const box = { type: 'Polygon', coordinates: [[[45, 23], [48, 23], [48, 27], [45, 27], [45, 23]]] };
    expect(ns(await g.find({ loc: { $geoWithin: { $geometry: box } } }).toArray())).toEqual(['riyadh']);
    const within500km = { $centerSphere: [[46.7, 24.7], 500 / 6378.1] };
    expect(ns(await g.find({ loc: { $geoWithin: within500km } }).sort({ n: 1 }).toArray())).toEqual(['dammam', 'riyadh']);
  });

  test('$near without a geo index is refused', async () => {
    await env.db.collection('nogeo').insertOne({ loc: here });
    await expect(env.db.collection('nogeo').find({ loc: { $near: { $geometry: here } } }).toArray()).rejects.toMatchObject({ code: 291 });
  });
});

describe('setParameter and collMod', () => {
  test('ttlMonitorEnabled can be read and set; unknown and startup-only parameters are refused', async () => {
    const admin = env.db.admin();
    const before = await admin.command({ getParameter: 1, ttlMonitorEnabled: 1 });
    expect(before.ttlMonitorEnabled).toBe(true);
    expect(await admin.command({ setParameter: 1, ttlMonitorEnabled: false })).toMatchObject({ was: true, ok: 1 });
    expect((await admin.command({ getParameter: 1, ttlMonitorEnabled: 1 })).ttlMonitorEnabled).toBe(false);
    await admin.command({ setParameter: 1, ttlMonitorEnabled: true });
    await expect(admin.command({ setParameter: 1, definitelyNotAParameter: 1 })).rejects.toMatchObject({ code: 72 });
    await expect(admin.command({ setParameter: 1, ttlMonitorSleepSecs: 5 })).rejects.toMatchObject({ ok: 0 });
  });

  test('collMod changes a TTL index and hides an index', async () => {
    const c = env.db.collection('mod');
    await c.createIndex({ at: 1 }, { expireAfterSeconds: 60 });
    await c.createIndex({ k: 1 });
    const r = await env.db.command({ collMod: 'mod', index: { keyPattern: { at: 1 }, expireAfterSeconds: 120 } });
    expect(r).toMatchObject({ expireAfterSeconds_old: 60, expireAfterSeconds_new: 120, ok: 1 });
    expect(await env.db.command({ collMod: 'mod', index: { name: 'k_1', hidden: true } })).toMatchObject({ hidden_old: false, hidden_new: true });
    const idx = await c.listIndexes().toArray();
    expect(idx.find((i) => i.name === 'at_1')!.expireAfterSeconds).toBe(120);
    expect(idx.find((i) => i.name === 'k_1')!.hidden).toBe(true);
    await expect(env.db.command({ collMod: 'mod', index: { name: 'nope', hidden: true } })).rejects.toMatchObject({ code: 27 });
    await expect(env.db.command({ collMod: 'missing_coll', index: { name: 'x', hidden: true } })).rejects.toMatchObject({ code: 26 });
  });
});
