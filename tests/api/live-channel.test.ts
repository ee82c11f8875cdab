/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read loosely in assertions */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient, ObjectId, type Db } from 'mongodb';
import { start as startEmbeddedMongo, type EmbeddedMongo } from '@qrmenu/embedded-mongo';
import { TestClient } from '../support/http';
import { openSse } from '../support/sse';
import { pollUntil } from '../support/poll';
import { freePort, startApp, type AppProcess } from '../../scripts/lib/app-process';
import { EMBEDDED_REPL_SET } from '../../scripts/lib/embedded-repl-set';

/**
 * The live channel (lib/live): one change stream per app instance. Here an app server of its own on an embedded
 * database of its own (a dbpath, so the database can be restarted under it): the stream resumes from its last token
 * across a restart of the database without losing a change, and an instance with nothing open sends the database
 * only the driver's heartbeat and the stream's waiting getMore.
 */
const DB_NAME = 'live_channel';
let dir: string;
let db: EmbeddedMongo;
let app: AppProcess;
let client: MongoClient;
let data: Db;
const AWAIT_MS = 500;

async function startDb(port?: number) {
  return startEmbeddedMongo({ dbpath: path.join(dir, 'db'), port, quiet: true, replSet: EMBEDDED_REPL_SET });
}

function order(id: string, menu: string) {
  const now = new Date();
  return { _id: id as any, menu: new ObjectId(menu), cart: `c-${id}`, day: '2026-01-01', number: parseInt(id.slice(-4), 16), table: null, lines: [], total: 1, currency: 'JOD', status: 'new', lang: 'ar', createdAt: now, updatedAt: now };
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qrmenu-live-'));
  db = await startDb();
  client = await new MongoClient(db.clientUri(DB_NAME), { serverSelectionTimeoutMS: 30_000 }).connect();
  data = client.db();
  const port = await freePort();
  app = await startApp({
    port,
    env: {
      NODE_ENV: 'production',
      MONGODB_URI: db.clientUri(DB_NAME),
      NEXTAUTH_SECRET: 'test-secret-not-for-production-0123456789',
      NEXTAUTH_URL: `http://127.0.0.1:${port}`,
      // Short waits of the stream's getMore, so the idle test sees several of them.
      LIVE_AWAIT_MS: String(AWAIT_MS),
    },
  });
}, 120_000);

afterAll(async () => {
  await app?.stop();
  await client?.close();
  await db?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('after the database restarts, the changes made before the app reconnects reach the diners’ status pages (none lost)', async () => {
  const menu = '65a1b2c3d4e5f60718293a4b';
  const ids = ['a1', 'a2'].map((s) => s.padStart(32, '0'));
  await data.collection('dinerorders').insertMany(ids.map((id) => order(id, menu)));
  const streams = await Promise.all(ids.map((id) => openSse(new TestClient(app.url), `/api/v1/diner-orders/${id}/stream`)));
  try {
    for (const s of streams) await s.next((e) => (e.data as any).status === 'new');
    // Live before the restart.
    await data.collection('dinerorders').updateOne({ _id: ids[0] as any }, { $set: { status: 'accepted', updatedAt: new Date() } });
    await streams[0].next((e) => (e.data as any).status === 'accepted', 10_000);

    const port = db.port;
    await db.stop();
    db = await startDb(port);
    // Written at once, while the app's stream is still cut off: it reads them when it resumes from its token.
    await data.collection('dinerorders').updateOne({ _id: ids[0] as any }, { $set: { status: 'preparing', updatedAt: new Date() } });
    await data.collection('dinerorders').updateOne({ _id: ids[1] as any }, { $set: { status: 'accepted', updatedAt: new Date() } });
    await streams[0].next((e) => (e.data as any).status === 'preparing', 30_000);
    await streams[1].next((e) => (e.data as any).status === 'accepted', 30_000);
  } finally {
    for (const s of streams) s.close();
  }
}, 90_000);

it('an idle instance (no screen open, no request) sends the database only the heartbeat and its stream’s waiting getMore', async () => {
  const commands = async () => {
    const status = await client.db('admin').command({ serverStatus: 1 });
    return Object.fromEntries(Object.entries(status.metrics.commands as Record<string, { total: unknown }>).map(([name, c]) => [name, Number(c.total)]));
  };
  // Nothing of the previous test is left open: its streams were closed, so the app's listeners are its own at boot.
  const before = await commands();
  const started = Date.now();
  // Several of the stream's waits pass (each one getMore that the database holds for AWAIT_MS).
  const after = await pollUntil(commands, (now) => (now.getMore ?? 0) >= (before.getMore ?? 0) + 4, { what: 'four waits of the stream', timeoutMs: 30_000 });
  const sent = Object.entries(after)
    .map(([name, n]) => [name, n - (before[name] ?? 0)] as const)
    .filter(([name, n]) => n > 0 && !['hello', 'isMaster', 'ismaster', 'serverStatus', 'getMore'].includes(name));
  expect(sent).toEqual([]);
  // The getMores are the stream's waits, held by the database, not a loop: four of them take at least three waits.
  expect(Date.now() - started).toBeGreaterThanOrEqual(3 * AWAIT_MS * 0.9);
}, 60_000);
