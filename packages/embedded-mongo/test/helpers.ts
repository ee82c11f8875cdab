/**
 * Test helper: the conformance suite runs against MONGODB_URI when set (a real mongod),
 * otherwise against an in-memory embedded server started for the test file.
 */
import { MongoClient, Db } from 'mongodb';
import mongoose from 'mongoose';
import { start } from '../src';

export const USING_REAL_MONGO = !!process.env.MONGODB_URI;

export async function getTestUri(): Promise<{ uri: string; stop: () => Promise<void> }> {
  if (process.env.MONGODB_URI) {
    let uri = process.env.MONGODB_URI;
    // Normalise to a URI that a database name can be appended to.
    const m = /^(mongodb(?:\+srv)?:\/\/[^/?]+)(\/[^?]*)?(\?.*)?$/.exec(uri);
    if (m) uri = `${m[1]}/`;
    return { uri, stop: async () => undefined };
  }
  const server = await start({ quiet: true });
  return { uri: server.uri, stop: () => server.stop() };
}

/** A database name unique to this test run (safe to use against a shared real server). */
export function uniqueDbName(prefix: string): string {
  return `${prefix}_${process.pid}_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** Only for tests that need the child-process server; skipped against a real MongoDB. */
export const describeEmbeddedOnly: jest.Describe = USING_REAL_MONGO ? describe.skip : describe;

export interface TestDb {
  client: MongoClient;
  db: Db;
  /** Set when asked for with `{ mongoose: true }`. */
  conn: mongoose.Connection;
}

/**
 * Connects the driver (and optionally Mongoose) to a fresh database for this test file, and
 * drops it and disconnects at the end. The fields are filled in by beforeAll.
 */
export function connectTestDb(prefix: string, opts: { mongoose?: boolean } = {}): TestDb {
  const t = {} as TestDb;
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const target = await getTestUri();
    stop = target.stop;
    const name = uniqueDbName(prefix);
    t.client = await new MongoClient(target.uri + name).connect();
    t.db = t.client.db();
    if (opts.mongoose) t.conn = await mongoose.createConnection(target.uri + name).asPromise();
  });
  afterAll(async () => {
    await t.db?.dropDatabase().catch(() => undefined);
    await t.conn?.close();
    await t.client?.close();
    await stop?.();
  });
  return t;
}
