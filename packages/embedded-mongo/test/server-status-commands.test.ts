/**
 * serverStatus.metrics.commands: every command received, by name, with those that failed (as mongod reports them).
 * An operator (and the app's idle-traffic benchmark) counts what a client sent from it.
 */
import { connectTestDb } from './helpers';

describe('serverStatus.metrics.commands', () => {
  const t = connectTestDb('status_cmds');

  const counts = async (name: string) => {
    const s = await t.client.db('admin').command({ serverStatus: 1 });
    const c = s.metrics.commands[name] ?? { total: 0, failed: 0 };
    return { total: Number(c.total), failed: Number(c.failed) };
  };

  test('a find and a failed command are counted under their names', async () => {
    const coll = t.db.collection('c');
    await coll.insertOne({ a: 1 });
    const [findBefore, insertBefore] = [await counts('find'), await counts('insert')];
    await coll.find({ a: 1 }).toArray();
    await coll.find({ a: 2 }).toArray();
    await expect(coll.insertOne({ _id: (await coll.findOne())!._id })).rejects.toMatchObject({ code: 11000 });
    const [findAfter, insertAfter] = [await counts('find'), await counts('insert')];
    // The findOne above is a find too.
    expect(findAfter.total - findBefore.total).toBe(3);
    expect(findAfter.failed - findBefore.failed).toBe(0);
    expect(insertAfter.total - insertBefore.total).toBe(1);
  });

  test('serverStatus counts itself, as mongod does', async () => {
    const a = await counts('serverStatus');
    const b = await counts('serverStatus');
    expect(b.total - a.total).toBe(1);
  });
});
