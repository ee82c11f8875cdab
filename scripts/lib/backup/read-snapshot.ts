/**
 * Reads every collection of a database as it stood at one instant, while the app goes on writing:
 * - the embedded server: its `snapshotCollections` command captures all collections in one step of its command queue
 *   (packages/embedded-mongo/src/commands/snapshot.ts), then each one is read out through its cursor;
 * - MongoDB (a replica set, Atlas): a snapshot session (`readConcern: snapshot`), so every collection is read at the
 *   same cluster time. A standalone mongod has no snapshot reads: the collections are then read one after the other,
 *   with a warning (a write landing meanwhile may be in one collection's copy and not another's).
 * Documents come out as the BSON bytes the server sent.
 */
import { Long, type Document } from 'bson';
import type { ClientSession, MongoClient } from 'mongodb';
import type { CollectionToWrite } from '../archive/archive-writer';

export interface Snapshot {
  serverVersion: string;
  /** How the copy is consistent, for the log. */
  consistency: string;
  collections: CollectionToWrite[];
  /** One collection's documents, in batches of raw BSON. */
  documents(c: CollectionToWrite): AsyncIterable<Uint8Array[]>;
  close(): Promise<void>;
}

/** A cursor id as the driver hands it back: a Long, or a number when it fits (0 for an exhausted cursor). */
const cursorId = (v: unknown): Long => (Long.isLong(v) ? v : Long.fromNumber(Number(v ?? 0)));

const SKIPPED_DATABASES = new Set(['admin', 'local', 'config']);
const BATCH = 1000;

async function userDatabases(client: MongoClient, only?: string): Promise<string[]> {
  if (only) return [only];
  const { databases } = await client.db('admin').admin().listDatabases({ nameOnly: true });
  return databases.map((d) => d.name).filter((n) => !SKIPPED_DATABASES.has(n));
}

async function embeddedSnapshot(client: MongoClient, version: string, databases: string[]): Promise<Snapshot> {
  const reply = await client.db('admin').command({ snapshotCollections: 1, databases });
  const taken = reply.collections as (Document & { db: string; name: string; cursor: { id: unknown } })[];
  const cursors = new Map<string, Long>();
  const collections = taken.map((c) => {
    cursors.set(`${c.db}.${c.name}`, cursorId(c.cursor.id));
    return { db: c.db, collection: c.name, options: c.options ?? {}, indexes: c.indexes ?? [], size: Number(c.size ?? 0) } satisfies CollectionToWrite;
  });
  return {
    // mongorestore reads "x.y.z" and drops a build suffix after "-" (its StrToVersion).
    serverVersion: `${version}-embedded`,
    consistency: "one instant, taken by the embedded server's snapshotCollections",
    collections,
    async *documents(c) {
      const key = `${c.db}.${c.collection}`;
      let id = cursors.get(key) ?? Long.ZERO;
      while (!id.isZero()) {
        // The documents stay the BSON bytes the server sent (fieldsAsRaw), written to the archive as they are.
        const reply = await client.db(c.db).command({ getMore: id, collection: c.collection, batchSize: BATCH }, { fieldsAsRaw: { nextBatch: true } });
        const cursor = reply.cursor as { nextBatch: Uint8Array[]; id: unknown };
        yield cursor.nextBatch;
        id = cursorId(cursor.id);
        cursors.set(key, id);
      }
    },
    // A backup that failed half-way lets go of the cursors it did not read out (each holds its collection's documents
    // of that instant until then).
    async close() {
      for (const [key, id] of cursors) {
        if (id.isZero()) continue;
        const [db, ...rest] = key.split('.');
        await client.db(db).command({ killCursors: rest.join('.'), cursors: [id] }).catch(() => undefined);
      }
    },
  };
}

async function mongodSnapshot(client: MongoClient, version: string, databases: string[]): Promise<Snapshot> {
  const collections: CollectionToWrite[] = [];
  for (const db of databases) {
    const infos = await client.db(db).listCollections({ type: 'collection' }).toArray();
    for (const info of infos) {
      if (info.name.startsWith('system.')) continue;
      const indexes = await client.db(db).collection(info.name).listIndexes().toArray();
      const uuid = (info as { info?: { uuid?: { buffer?: Uint8Array; sub_type?: number } } }).info?.uuid;
      collections.push({
        db,
        collection: info.name,
        options: (info as { options?: Record<string, unknown> }).options ?? {},
        indexes,
        uuid: uuid?.buffer ? Buffer.from(uuid.buffer).toString('hex') : undefined,
        size: 0,
      });
    }
  }
  let session: ClientSession | undefined = client.startSession({ snapshot: true });
  let consistency = 'one cluster time (a snapshot session)';
  try {
    if (collections[0]) await client.db(collections[0].db).collection(collections[0].collection).findOne({}, { session });
  } catch {
    await session.endSession();
    session = undefined;
    consistency = 'collection by collection (this server has no snapshot reads: a standalone mongod)';
    console.warn('[backup] warning: this MongoDB has no snapshot reads (a standalone mongod?): each collection is copied at its own moment.');
  }
  return {
    serverVersion: version,
    consistency,
    collections,
    async *documents(c) {
      const cursor = client.db(c.db).collection(c.collection).find({}, { session, raw: true, batchSize: BATCH });
      let batch: Uint8Array[] = [];
      for await (const doc of cursor) {
        batch.push(doc as unknown as Uint8Array);
        if (batch.length >= BATCH) {
          yield batch;
          batch = [];
        }
      }
      if (batch.length) yield batch;
    },
    close: async () => session?.endSession(),
  };
}

export async function readSnapshot(client: MongoClient, only?: string): Promise<Snapshot> {
  const info = await client.db('admin').command({ buildInfo: 1 });
  const databases = await userDatabases(client, only);
  return info.gitVersion === 'embedded-mongo'
    ? embeddedSnapshot(client, String(info.version), databases)
    : mongodSnapshot(client, String(info.version), databases);
}
