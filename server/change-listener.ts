/**
 * Connects this instance's menu-write listeners (lib/menus/menu-written.ts: the rendered-page store, the carts' menu
 * copies) to the live channel's `menu` topic (lib/live: the database's change stream, one per process, shared with the
 * route handlers): a menu written on any instance drops its pages here as soon as the database reports the write,
 * and a resync (a restore dropped the collection, the change history to resume from is gone) drops them all. This
 * instance's own writes come back too: their pages were already dropped before the write was answered, and dropping
 * them again costs one render.
 */
import { onLive } from '../lib/live/live-channel';
import { ALL_MENUS, menuWritten } from '../lib/menus/menu-written';
import { serverEnv } from '../lib/env';

export function startChangeListener(): { stop(): void } | null {
  if (!serverEnv().MONGODB_URI) {
    console.warn('[live] MONGODB_URI unset: edits made by other instances will not reach this one');
    return null;
  }
  const stop = onLive('menu', (event) => {
    if (event.type === 'resync') return menuWritten(ALL_MENUS, []);
    // A new menu spoils nothing kept: no page or copy of it can predate it (a page of its short name kept for another
    // menu went with that menu's rename or deletion). Dropping anyway would throw away the first page a diner had
    // rendered from it whenever that render beat the event here.
    if (event.op === 'insert') return;
    // A rename's new short name is in the update; the old name's pages go by the menu's id.
    const username = event.updated?.username ?? event.doc?.username;
    menuWritten(event.id, typeof username === 'string' ? [username.toLowerCase()] : []);
  });
  return { stop };
}
