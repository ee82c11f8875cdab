/**
 * Loads a mongodump archive into a database, as `mongorestore --drop --archive` does: each collection in the archive
 * is dropped, created again with its options, filled with its documents (kept with their exact BSON types) and given
 * its indexes back, after a first pass has read the whole archive and checked its checksums. Collections the archive does not name are left alone. When the archive holds one database and
 * the target names another (MONGODB_URI's path), the documents go there instead.
 */
import type { Document } from 'bson';
import type { MongoClient } from 'mongodb';
import { readArchive } from '../archive/archive-reader';

export interface RestoreResult {
  collections: number;
  documents: number;
  indexes: number;
}

/** Index options mongorestore leaves out: the server sets its own version, and `ns` is from servers of old. */
function indexToCreate(spec: Document): Document {
  const rest: Document = { ...spec };
  delete rest.v;
  delete rest.ns;
  return rest;
}

export async function restoreArchive(file: string, client: MongoClient, intoDatabase?: string, log: (line: string) => void = console.log): Promise<RestoreResult> {
  // The whole file is read and its checksums checked before anything is dropped: a damaged or cut-short archive is
  // refused with the database untouched.
  const check = await readArchive(file);
  for await (const ev of check.events) void ev;
  const { prelude, events } = await readArchive(file);
  const databases = new Set(prelude.collections.map((c) => c.db));
  if (intoDatabase && databases.size > 1) {
    throw new Error(`the archive holds ${databases.size} databases (${[...databases].join(', ')}): restore it with a MONGODB_URI that names no database`);
  }
  const target = (db: string) => intoDatabase ?? db;
  const result: RestoreResult = { collections: 0, documents: 0, indexes: 0 };
  const metadata = new Map(prelude.collections.map((c) => [`${c.db}.${c.collection}`, c]));

  for (const c of prelude.collections) {
    const db = client.db(target(c.db));
    await db.collection(c.collection).drop().catch(() => false);
    await db.createCollection(c.collection, { ...(c.parsed.options ?? {}) });
    result.collections++;
  }
  log(`[restore] ${prelude.collections.length} collections from ${prelude.header.server_version} (written by ${prelude.header.tool_version})`);

  for await (const ev of events) {
    const meta = metadata.get(`${ev.db}.${ev.collection}`);
    if (!meta) throw new Error(`the archive is damaged: documents for ${ev.db}.${ev.collection}, which its prelude does not list`);
    const coll = client.db(target(ev.db)).collection(ev.collection);
    if (ev.kind === 'docs') {
      await coll.insertMany(ev.docs, { ordered: true, bypassDocumentValidation: true });
      result.documents += ev.docs.length;
      continue;
    }
    const indexes = (meta.parsed.indexes ?? []).filter((ix) => ix.name !== '_id_').map(indexToCreate);
    if (indexes.length) await client.db(target(ev.db)).command({ createIndexes: ev.collection, indexes });
    result.indexes += indexes.length;
    log(`[restore] ${target(ev.db)}.${ev.collection}: ${ev.count} documents, ${indexes.length} indexes`);
  }
  return result;
}
