/**
 * `snapshotCollections`: every collection of every database (or of `databases: [...]`) as it stands at one instant, for
 * a backup taken while the server runs. The command runs in one step of the serial command queue, so no write is half
 * in it: each collection's cursor holds the stored versions of that instant (never changed in place: a write stores a
 * new version), read out afterwards with `getMore` on `<db>.<collection>` while writes go on.
 *
 *   { snapshotCollections: 1, databases?: ['qrmenu'] }  (on any database; `admin` by convention)
 *   -> { collections: [{ db, name, options, indexes, count, size, cursor: { id, ns, firstBatch: [] } }], ok: 1 }
 *
 * An empty collection's cursor id is 0 (nothing to read). Cursors time out like any other after 10 idle minutes.
 */
import type { Handler } from './context';
import { checkFields } from './context';
import { err } from '../errors';
import type { Doc } from '../values';
import { bsonSize } from '../values';
import { sizeOf } from '../stored-stamp';

const snapshotCollections: Handler = (cmd, ctx) => {
  checkFields(cmd, 'snapshotCollections', ['databases']);
  const only = cmd.databases;
  if (only !== undefined && !(Array.isArray(only) && only.every((d) => typeof d === 'string'))) {
    throw err(14, "BSON field 'snapshotCollections.databases' is the wrong type, expected an array of strings");
  }
  const collections: Doc[] = [];
  for (const [db, colls] of ctx.store.dbs) {
    if (only && !(only as string[]).includes(db)) continue;
    for (const [name, c] of colls) {
      const docs = c.all();
      collections.push({
        db,
        name,
        options: { ...c.options },
        indexes: c.indexes.map((i) => ({ ...i.spec })),
        count: docs.length,
        // The documents' BSON bytes (each stored version carries its size), for the archive's progress figures.
        size: docs.reduce((sum, d) => sum + (sizeOf(d) ?? bsonSize(d)), 0),
        cursor: ctx.cursors.open(`${db}.${name}`, docs, 0),
      });
    }
  }
  return { collections, ok: 1 };
};

export const snapshotHandlers: Record<string, Handler> = { snapshotCollections };
