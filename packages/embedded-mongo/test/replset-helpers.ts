/**
 * Replica-set test helper: the change stream and transaction suites run against MONGODB_URI when it names a replica
 * set (a real mongod started with --replSet), otherwise against an embedded server started with `replSet: 'rs0'`.
 */
import { MongoClient } from 'mongodb';
import { start, type EmbeddedMongo, type EmbeddedMongoOptions } from '../src';
import { uniqueDbName, USING_REAL_MONGO } from './helpers';

export { USING_REAL_MONGO };

/** A URI with a database name and `replicaSet`, and a stop for the embedded server. */
export async function startReplSet(opts: EmbeddedMongoOptions = {}): Promise<{ server?: EmbeddedMongo; uriFor: (db: string) => string; stop: () => Promise<void> }> {
  if (process.env.MONGODB_URI) {
    const u = new URL(process.env.MONGODB_URI);
    return { uriFor: (db) => { const x = new URL(u); x.pathname = `/${db}`; return x.toString(); }, stop: async () => undefined };
  }
  const server = await start({ quiet: true, replSet: 'rs0', ...opts });
  return { server, uriFor: (db) => `${server.uri}${db}?replicaSet=rs0`, stop: () => server.stop() };
}

/** A client on a fresh database of a replica set, for one test file. */
export function connectReplSet(prefix: string): { client: MongoClient; dbName: string; uriFor: (db: string) => string } {
  const t = { dbName: uniqueDbName(prefix) } as { client: MongoClient; dbName: string; uriFor: (db: string) => string };
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const rs = await startReplSet();
    stop = rs.stop;
    t.uriFor = rs.uriFor;
    t.client = await new MongoClient(rs.uriFor(t.dbName)).connect();
  });
  afterAll(async () => {
    await t.client?.db(t.dbName).dropDatabase().catch(() => undefined);
    await t.client?.close();
    await stop?.();
  });
  return t;
}
