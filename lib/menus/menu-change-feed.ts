import { processWide } from '../shared/process-wide';

/**
 * The menu change feed: how an edit handled by one app instance reaches the rendered-menu caches of all the others.
 * updateMenu() appends one small entry per write (publish-menu-change.ts); every instance polls the collection through
 * its `at` index a few times a second (server/change-poller.ts) and drops the pages of the menus it finds. Entries expire
 * after FEED_TTL_S (TTL index). Works the same on the embedded server and on a real MongoDB (no change streams needed).
 * Import-free: shared by the app (bundled) and the custom server (server/main.ts).
 */
export const MENU_CHANGES_COLLECTION = 'menuchanges';

/** How long an entry stays (TTL index on `at`): far longer than any poll gap. */
export const FEED_TTL_S = 3600;

/** How often each instance looks for new entries: an edit reaches every instance within about this long. */
export const FEED_POLL_MS = 250;

/**
 * Entries become visible out of order (several writers, their `at` set by the database when each write lands): each
 * poll reads back this far behind the newest entry it has seen, and skips the ones it already handled.
 */
export const FEED_OVERLAP_MS = 5000;

/** `menuId` of an entry that drops every cached page (e.g. after restoring a backup into a running database). */
export const ALL_MENUS = '*';

export interface MenuChange {
  _id: unknown;
  /** 24-hex id of the changed menu, or ALL_MENUS. */
  menuId: string;
  /** Short names the change concerns (before and after a rename). */
  usernames?: string[];
  /** Instance that made the change (it has already dropped its own pages). */
  origin?: string;
  /** The database's clock when the entry was written. */
  at: Date;
}

/** This process's instance id, shared by the bundled app and the custom server (lib/shared/process-wide.ts). */
export const instanceId = (): string => processWide('instanceId', () => `${process.pid}-${Math.random().toString(36).slice(2, 10)}`);
