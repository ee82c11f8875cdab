/**
 * `snapshotCollections` (src/commands/snapshot.ts), the command `npm run backup` reads the embedded server with: every
 * collection as it stood when the command ran, read out later through its cursor while writes go on. The server's own
 * command, so embedded only.
 */
import { Long, type Document } from 'mongodb';
import { connectTestDb, describeEmbeddedOnly } from './helpers';

const env = connectTestDb('emt_snapshot');

const drain = async (coll: string, id: Long): Promise<Document[]> => {
  const out: Document[] = [];
  while (!id.isZero()) {
    const reply = await env.db.command({ getMore: id, collection: coll, batchSize: 2 });
    out.push(...reply.cursor.nextBatch);
    id = Long.isLong(reply.cursor.id) ? reply.cursor.id : Long.fromNumber(reply.cursor.id);
  }
  return out;
};

describeEmbeddedOnly('snapshotCollections', () => {
  test('gives every collection as of the command: writes after it are not in the cursors', async () => {
    const a = env.db.collection('a');
    const b = env.db.collection('b');
    await a.insertMany([{ _id: 1, n: 1 }, { _id: 2, n: 2 }, { _id: 3, n: 3 }] as never);
    await b.createIndex({ k: 1 }, { unique: true });
    await b.insertOne({ _id: 1, k: 'x' } as never);
    await env.db.createCollection('empty');

    const reply = await env.db.command({ snapshotCollections: 1, databases: [env.db.databaseName] });
    const byName = new Map<string, Document>(reply.collections.map((c: Document) => [c.name, c]));
    expect([...byName.keys()].sort()).toEqual(['a', 'b', 'empty']);
    expect(byName.get('a')).toMatchObject({ db: env.db.databaseName, count: 3, cursor: { firstBatch: [] } });
    expect(byName.get('a')!.size).toBeGreaterThan(0);
    expect(byName.get('b')!.indexes.map((i: Document) => i.name).sort()).toEqual(['_id_', 'k_1']);
    expect(Number(byName.get('empty')!.cursor.id)).toBe(0);

    // Writes after the snapshot: an update in place, a delete, an insert, in both collections.
    await a.updateOne({ _id: 1 } as never, { $set: { n: 100 } });
    await a.deleteOne({ _id: 2 } as never);
    await a.insertOne({ _id: 4, n: 4 } as never);
    await b.insertOne({ _id: 2, k: 'y' } as never);

    expect(await drain('a', byName.get('a')!.cursor.id)).toEqual([{ _id: 1, n: 1 }, { _id: 2, n: 2 }, { _id: 3, n: 3 }]);
    expect(await drain('b', byName.get('b')!.cursor.id)).toEqual([{ _id: 1, k: 'x' }]);
  });

  test('refuses a databases list that is not strings', async () => {
    await expect(env.db.command({ snapshotCollections: 1, databases: 'x' })).rejects.toThrow(/databases/);
  });
});
