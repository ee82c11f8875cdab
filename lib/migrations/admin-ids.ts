import type { Connection } from 'mongoose';

/**
 * Menus written by older versions list their admins by username. Run once per process when the
 * connection opens (lib/db.ts), before anything reads a menu: each username still held by an account becomes that
 * account's id, a username with no account is dropped (whoever signs up under it later must get nothing). Idempotent
 * and cheap when there is nothing to do (one query on the admins index). Admins are not shown on public pages, so
 * no page needs invalidating.
 */
export async function migrateAdminIds(connection: Connection): Promise<number> {
  const db = connection.db;
  if (!db) return 0;
  const menus = db.collection('menus');
  const legacy = await menus.find({ admins: { $type: 'string' } }, { projection: { admins: 1 } }).toArray();
  if (!legacy.length) return 0;
  const names = [...new Set(legacy.flatMap((m) => (m.admins as unknown[]).filter((a): a is string => typeof a === 'string')))];
  const users = await db.collection('users').find({ username: { $in: names } }, { projection: { username: 1 } }).toArray();
  const idOf = new Map(users.map((u) => [u.username as string, u._id]));
  for (const menu of legacy) {
    const admins = (menu.admins as unknown[]).map((a) => (typeof a === 'string' ? idOf.get(a) : a)).filter((a) => a !== undefined);
    const unique = admins.filter((a, i) => admins.findIndex((b) => String(b) === String(a)) === i);
    // Only if the list is still the one read (a concurrent change wins; the next start converts it then).
    await menus.updateOne({ _id: menu._id, admins: menu.admins }, { $set: { admins: unique } });
  }
  return legacy.length;
}
