import { processWide } from '../shared/process-wide';

/**
 * The one path from a menu write to what this process keeps of menus: updateMenu() calls menuWritten() (through
 * invalidate-menu.ts), and so does the server's change listener for every menu write the database's change stream
 * reports (server/change-listener.ts over lib/live: other instances' writes, this one's again, and ALL_MENUS when
 * the menus may have changed unseen: a restore's drop, a resync). Listening: the rendered-page store (server/main.ts registers it when
 * it boots, in production and in `npm run dev` alike) and the carts' menu copies (lib/carts/cart-menu-cache.ts).
 *
 * Next bundles lib/ into its server chunks, so the bundled route handlers and the server load two copies of this
 * module. The listener list is therefore process-wide (lib/shared/process-wide.ts).
 */
/** `menuId` that drops everything kept of every menu. */
export const ALL_MENUS = '*';

export type MenuWrittenListener = (menuId: string, usernames: readonly string[]) => void;

const listeners = () => processWide('menuWrittenListeners', () => new Set<MenuWrittenListener>());

/** Registers a listener of this process's menu writes; returns its removal. */
export function onMenuWritten(listener: MenuWrittenListener): () => void {
  listeners().add(listener);
  return () => listeners().delete(listener);
}

/** A menu was written (here, or on another instance): every listener hears it (a failing listener is logged, the others still run). */
export function menuWritten(menuId: string, usernames: readonly string[]): void {
  for (const listener of listeners()) {
    try {
      listener(menuId, usernames);
    } catch (err) {
      console.error('[menu-written] a listener failed:', (err as Error).message);
    }
  }
}
