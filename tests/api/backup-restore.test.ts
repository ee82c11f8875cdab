/* eslint-disable @typescript-eslint/no-explicit-any -- documents are compared loosely */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { EJSON, deserialize, type Document } from 'bson';
import { MongoClient } from 'mongodb';
import { start as startEmbeddedMongo } from '@qrmenu/embedded-mongo';
import { EMBEDDED_REPL_SET } from '../../scripts/lib/embedded-repl-set';
import type { AppProcess } from '../../scripts/lib/app-process';
import { startAnotherInstance } from '../support/another-instance';
import { TestClient } from '../support/http';
import { TEST_BCRYPT_ENV } from '../support/stack';
import { crc64Ecma, parseArchive } from '../support/mongodump-archive';

/**
 * `npm run backup` and `npm run restore`, the real scripts: a backup of the demo restaurant plus diners' orders sent
 * through the app is a mongodump archive (read by the test tree's own reader, tests/support/mongodump-archive.ts)
 * that restores into a fresh embedded database with every collection, document and index equal; a restore refuses a
 * running embedded database; a backup taken while writes go on holds one instant of them.
 */
jest.setTimeout(300_000);

const ROOT = process.cwd();
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'qrmenu-backup-'));
const serverUri = () => (process.env.TEST_MONGODB_URI as string).replace(/\/[^/]*$/, '/');
const sourceUri = () => `${serverUri()}backup_source`;

/** Runs one of the scripts as `npm run <name>` does, in `cwd` (its .data is there), without MONGODB_URI unless given. */
function run(script: string, args: string[], opts: { cwd?: string; env?: Record<string, string> } = {}): Promise<{ code: number | null; out: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, TSX_TSCONFIG_PATH: path.join(ROOT, 'tsconfig.json'), ...opts.env };
  if (!opts.env?.MONGODB_URI) delete env.MONGODB_URI;
  const proc = spawn(TSX, [path.join(ROOT, 'scripts', `${script}.ts`), ...args], { cwd: opts.cwd ?? ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  proc.stdout.on('data', (c) => (out += c));
  proc.stderr.on('data', (c) => (out += c));
  return new Promise((resolve) => proc.once('exit', (code) => resolve({ code, out })));
}

/** Every collection's documents (exact BSON types, as canonical Extended JSON, in _id order) and index specs. */
async function contents(uri: string, db: string): Promise<Record<string, { docs: string[]; indexes: string[] }>> {
  const client = await MongoClient.connect(uri);
  try {
    const out: Record<string, { docs: string[]; indexes: string[] }> = {};
    for (const { name } of await client.db(db).listCollections({}, { nameOnly: true }).toArray()) {
      const coll = client.db(db).collection(name);
      const docs = await coll.find({}, { promoteValues: false, sort: { _id: 1 } }).toArray();
      const indexes = await coll.listIndexes().toArray();
      out[name] = {
        docs: docs.map((d) => EJSON.stringify(d, { relaxed: false })),
        indexes: indexes.map((i) => EJSON.stringify(i, { relaxed: false })).sort(),
      };
    }
    return out;
  } finally {
    await client.close();
  }
}

let app: AppProcess;
const placed: string[] = [];
let archive = '';

beforeAll(async () => {
  const seeded = await run('seed', ['--logins-file', path.join(tmp, 'logins.txt')], { env: { MONGODB_URI: sourceUri(), ...TEST_BCRYPT_ENV } });
  expect(seeded.out).toContain('demo menu');
  // Diners' orders through the app, on top of the demo's.
  app = await startAnotherInstance({ env: { MONGODB_URI: sourceUri() } });
  const client = await MongoClient.connect(sourceUri());
  const menu = (await client.db().collection('menus').findOne({}))!;
  await client.close();
  const items = (menu.sections as any[]).flatMap((s) => s.items as any[]).filter((i) => !i.subItems?.length && !i.optionGroups?.length && !i.soldOut);
  const diner = new TestClient(app.url);
  for (let n = 0; n < 3; n++) {
    const cart = await diner.post('/api/v1/cart', { menu: String(menu._id), items: [{ item: String(items[n]._id), quantity: n + 1 }], table: String(menu.tables[0]._id) });
    if (cart.status !== 201) throw new Error(`cart: ${cart.status} ${JSON.stringify(cart.body)}`);
    const order = await diner.post('/api/v1/diner-orders', { cart: cart.body.data.data._id });
    if (order.status !== 201) throw new Error(`order: ${order.status} ${JSON.stringify(order.body)}`);
    placed.push(order.body.data.data.order._id);
  }
});

afterAll(async () => {
  await app?.stop();
  const client = await MongoClient.connect(serverUri());
  for (const db of ['backup_source', 'backup_pairs', 'backup_restored']) await client.db(db).dropDatabase();
  await client.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

it('writes the demo and the diners\' orders as a mongodump archive (gzipped), read back by a reader written from the spec', async () => {
  const outDir = path.join(tmp, 'out');
  const backup = await run('backup', ['--out', `${outDir}/`, '--gzip'], { env: { MONGODB_URI: sourceUri() } });
  expect(backup.code).toBe(0);
  const files = fs.readdirSync(outDir);
  expect(files).toHaveLength(1);
  expect(files[0]).toMatch(/^qrmenu-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.archive\.gz$/);
  archive = path.join(outDir, files[0]);

  const parsed = parseArchive(fs.readFileSync(archive));
  expect(parsed.header).toMatchObject({ version: '0.1', concurrent_collections: expect.any(Number), server_version: expect.any(String), tool_version: expect.any(String) });

  const source = await contents(sourceUri(), 'backup_source');
  const names = Object.keys(source).sort();
  expect(names).toEqual(expect.arrayContaining(['menus', 'users', 'dinerorders']));
  expect(parsed.prelude.map((m) => m.collection).sort()).toEqual(names);
  for (const meta of parsed.prelude) {
    expect(meta.db).toBe('backup_source');
    const body = EJSON.parse(meta.metadata, { relaxed: false }) as Document;
    expect(body.collectionName).toBe(meta.collection);
    expect(body.indexes.map((i: Document) => EJSON.stringify(i, { relaxed: false })).sort()).toEqual(source[meta.collection].indexes);

    const ns = parsed.namespaces.get(`backup_source.${meta.collection}`)!;
    expect(ns.crc).not.toBeNull();
    expect(ns.docs).toHaveLength(source[meta.collection].docs.length);
    expect(ns.crc).toBe(crc64Ecma(ns.docs));
    const docs = ns.docs.map((d) => deserialize(d, { promoteValues: false }));
    docs.sort((a, b) => String(a._id).localeCompare(String(b._id)));
    expect(docs.map((d) => EJSON.stringify(d, { relaxed: false }))).toEqual(source[meta.collection].docs);
  }
  const orders = parsed.namespaces.get('backup_source.dinerorders')!.docs.map((d) => String(deserialize(d)._id));
  expect(orders).toEqual(expect.arrayContaining(placed));
});

it('refuses to restore into a running embedded database and changes nothing; refuses MONGODB_URI without --drop', async () => {
  const dir = path.join(tmp, 'running');
  const dbpath = path.join(dir, '.data', 'db');
  fs.mkdirSync(dbpath, { recursive: true });
  const server = await startEmbeddedMongo({ dbpath, quiet: true });
  try {
    const client = await MongoClient.connect(`${server.uri}qrmenu`);
    await client.db().collection('menus').insertOne({ username: 'still-here' });
    const restore = await run('restore', [archive], { cwd: dir });
    expect(restore.code).not.toBe(0);
    expect(restore.out).toMatch(/is running \(npm start holds it\): stop it first/);
    expect(await client.db().collection('menus').find().toArray()).toEqual([expect.objectContaining({ username: 'still-here' })]);
    expect((await client.db().listCollections().toArray()).map((c) => c.name)).toEqual(['menus']);
    await client.close();
  } finally {
    await server.stop();
  }

  const intoUri = await run('restore', [archive], { env: { MONGODB_URI: `${serverUri()}backup_restored` } });
  expect(intoUri.code).not.toBe(0);
  expect(intoUri.out).toContain('Pass --drop to confirm');
  expect(await contents(serverUri(), 'backup_restored')).toEqual({});

  // A damaged archive (one byte changed in a document): refused by its checksum before anything is dropped or written.
  const bytes = zlib.gunzipSync(fs.readFileSync(archive));
  bytes[Math.floor(bytes.length / 2)] ^= 0xff;
  const damaged = path.join(tmp, 'damaged.archive');
  fs.writeFileSync(damaged, bytes);
  const client = await MongoClient.connect(`${serverUri()}backup_restored`);
  await client.db().collection('menus').insertOne({ username: 'still-here' });
  const fromDamaged = await run('restore', [damaged, '--drop'], { env: { MONGODB_URI: `${serverUri()}backup_restored` } });
  expect(fromDamaged.code).not.toBe(0);
  expect(fromDamaged.out).toMatch(/the archive is damaged|cut short or damaged/);
  expect(await client.db().collection('menus').find().toArray()).toEqual([expect.objectContaining({ username: 'still-here' })]);
  expect((await client.db().listCollections().toArray()).map((c) => c.name)).toEqual(['menus']);
  await client.close();
});

it('restores into a fresh embedded database with every collection, document and index equal', async () => {
  const dir = path.join(tmp, 'fresh');
  fs.mkdirSync(dir);
  const restore = await run('restore', [archive], { cwd: dir });
  expect(restore.code).toBe(0);

  const server = await startEmbeddedMongo({ dbpath: path.join(dir, '.data', 'db'), quiet: true });
  try {
    const restored = await contents(server.uri, 'backup_source');
    const source = await contents(sourceUri(), 'backup_source');
    expect(Object.keys(restored).sort()).toEqual(Object.keys(source).sort());
    for (const name of Object.keys(source)) {
      expect(restored[name].docs).toEqual(source[name].docs);
      expect(restored[name].indexes).toEqual(source[name].indexes);
    }
  } finally {
    await server.stop();
  }
});

it('backs up the running embedded database, or opens it when nothing runs, keeping the newest N', async () => {
  const dir = path.join(tmp, 'fresh');
  const backups = path.join(dir, '.data', 'backups');
  // Nothing runs on dir/.data/db: the backup opens it.
  const opened = await run('backup', ['--keep', '2'], { cwd: dir });
  expect(opened.code).toBe(0);
  expect(opened.out).toContain('opened for this');
  // The start script's server (a one-node replica set), on its socket: the backup connects to it.
  const server = await startEmbeddedMongo({ dbpath: path.join(dir, '.data', 'db'), socketPath: path.join(dir, '.data', 'run', 'embedded-mongo.sock'), quiet: true, replSet: EMBEDDED_REPL_SET });
  try {
    for (let n = 0; n < 2; n++) {
      const running = await run('backup', ['--keep', '2'], { cwd: dir });
      expect(running.code).toBe(0);
      expect(running.out).toContain('the running embedded database');
    }
  } finally {
    await server.stop();
  }
  const kept = fs.readdirSync(backups);
  expect(kept).toHaveLength(2);
  for (const f of kept) {
    const parsed = parseArchive(fs.readFileSync(path.join(backups, f)));
    expect(parsed.namespaces.get('backup_source.dinerorders')!.docs.map((d) => String(deserialize(d)._id))).toEqual(expect.arrayContaining(placed));
  }
});

it('a backup taken while writes go on holds one instant of them', async () => {
  // `a` is large and listed first, `b` after it; the writer adds a:i, then b:i. Read at one instant, b holds the same
  // numbers as a, or one fewer; read one collection after the other, b would hold numbers a does not.
  const uri = `${serverUri()}backup_pairs`;
  const client = await MongoClient.connect(uri);
  try {
    const a = client.db().collection('a');
    const b = client.db().collection('b');
    const pad = 'x'.repeat(200);
    for (let start = 0; start < 20_000; start += 1000) {
      await a.insertMany(Array.from({ length: 1000 }, (_, k) => ({ _id: -(start + k + 1) as unknown as never, pad })));
    }
    await b.insertOne({ _id: 0 as unknown as never });
    let done = false;
    let i = 0;
    const writer = (async () => {
      while (!done) {
        i++;
        await a.insertOne({ _id: i as unknown as never });
        await b.insertOne({ _id: i as unknown as never });
      }
    })();
    const outDir = path.join(tmp, 'pairs');
    const backup = await run('backup', ['--out', `${outDir}/`], { env: { MONGODB_URI: uri } });
    done = true;
    await writer;
    expect(backup.code).toBe(0);

    const parsed = parseArchive(fs.readFileSync(path.join(outDir, fs.readdirSync(outDir)[0])));
    const ids = (ns: string) => parsed.namespaces.get(`backup_pairs.${ns}`)!.docs.map((d) => deserialize(d)._id as number).filter((n) => n > 0);
    const inA = ids('a');
    const inB = ids('b');
    // The writer ran while the copy was taken (else this proves nothing).
    expect(i).toBeGreaterThan(inA.length);
    expect(inA.length).toBeGreaterThan(0);
    expect(inB.every((n) => inA.includes(n))).toBe(true);
    expect(inA.length - inB.length).toBeLessThanOrEqual(1);
  } finally {
    await client.close();
  }
});
