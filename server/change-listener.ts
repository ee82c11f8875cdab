/**
 * Connects this instance to the menu change feed (lib/menus/menu-change-feed.ts): an edit another instance made is told
 * to this process's menu-write listeners (menu-written.ts: the rendered-page store, the carts' menu copies) within
 * FEED_POLL_MS (change-poller.ts), as this instance's own writes are. It reads the feed with the official
 * driver over a pool of two connections of its own: the app's Mongoose connection lives inside Next's bundle, where the
 * server does not reach.
 */
import { MongoClient } from 'mongodb';
import { ALL_MENUS, MENU_CHANGES_COLLECTION, instanceId } from '../lib/menus/menu-change-feed';
import { menuWritten } from '../lib/menus/menu-written';
import { MenuChangePoller } from './change-poller';
import { DEFAULT_DB_NAME } from '../lib/db';

export async function startChangeListener(): Promise<{ stop(): Promise<void> } | null> {
  const uri = process.env.MONGODB_URI;
  if (!uri) {
    console.warn('[menu-change-feed] MONGODB_URI unset: edits made by other instances will not reach this one');
    return null;
  }
  const client = await new MongoClient(uri, { maxPoolSize: 2, serverSelectionTimeoutMS: 10_000 }).connect();
  const hasDbName = /^mongodb(\+srv)?:\/\/[^/]+\/[^?]+/.test(uri);
  const feed = client.db(hasDbName ? undefined : DEFAULT_DB_NAME).collection(MENU_CHANGES_COLLECTION);
  const poller = new MenuChangePoller(
    feed,
    { onChange: (menuId, usernames) => menuWritten(menuId, usernames), onFlush: () => menuWritten(ALL_MENUS, []) },
    instanceId(),
  );
  await poller.ensureIndex();
  await poller.pollOnce();
  poller.start();
  return {
    async stop() {
      await poller.stop();
      await client.close();
    },
  };
}
