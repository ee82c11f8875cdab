/**
 * The rendered-page store: the HTML of /m/{param} as the app rendered it, kept in memory by the server (main.ts) and
 * served without going through Next's request pipeline (page-cache.ts). Pure Node, no Next imports.
 *
 * Each entry records the menu id of the page (its `data-menu-id`); invalidating a menu drops every entry of that id
 * (its /m/{id} and /m/{short} pages, whatever the case of the short name, the old short name after a rename included)
 * and any page kept under one of the short names given. It is invalidated by this process's menu writes (main.ts
 * registers it with lib/menus/menu-written.ts) and by the change feed for the writes of other instances
 * (change-listener.ts). Entries live at most `maxAgeMs` (a safety net for a database changed behind the app's back) in
 * a bounded LRU (entries and bytes). It is memory only: a restart, another database or a restored backup start it
 * empty.
 */
import { PUBLIC_MENU_MAX_AGE_S } from '../lib/menus/cache-age';
import { encodeForStore, storedBytes, type StoredResponse } from './stored-response';

/** A stored page: the response (stored-response.ts), its menu and when it was stored. */
export interface CachedPage extends StoredResponse {
  menuId: string;
  storedAt: number;
}

export interface MenuPageStoreOptions {
  maxAgeMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
}

/**
 * How long a page may be served from memory: PUBLIC_MENU_MAX_AGE_S (lib/menus/cache-age.ts), the safety net for a
 * database changed behind the app's back (every write through updateMenu() invalidates at once).
 */
export const MENU_HTML_MAX_AGE_MS = PUBLIC_MENU_MAX_AGE_S * 1000;

/** How many menus' last invalidation the store remembers (a capture takes well under a second; this is plenty). */
const MAX_INVALIDATION_RECORDS = 10_000;

const MENU_ID = /data-menu-id="([a-f0-9]{24})"/;

/** The menu id a rendered page carries on its root (`data-menu-id`), or null. */
export function menuIdOfHtml(html: Buffer | string): string | null {
  const text = typeof html === 'string' ? html : html.toString('utf8');
  return MENU_ID.exec(text)?.[1] ?? null;
}

export class MenuPageStore {
  private entries = new Map<string, CachedPage>();
  private bytes = 0;
  /** Bumped by every invalidation: a capture that started before one of its menu must not be stored after it. */
  private gen = 0;
  /** The generation at which each menu id / short name was last invalidated (bounded; see `wasInvalidatedSince`). */
  private invalidatedAt = new Map<string, number>();
  /** Captures older than this are refused whatever their menu (a clear(), or pruned records). */
  private floor = 0;
  readonly maxAgeMs: number;
  readonly maxEntries: number;
  readonly maxBytes: number;
  private now: () => number;

  constructor(opts: MenuPageStoreOptions = {}) {
    this.maxAgeMs = opts.maxAgeMs ?? MENU_HTML_MAX_AGE_MS;
    this.maxEntries = opts.maxEntries ?? 500;
    this.maxBytes = opts.maxBytes ?? 64 * 1024 * 1024;
    this.now = opts.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  get generation(): number {
    return this.gen;
  }

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt >= this.maxAgeMs) {
      this.remove(key);
      return undefined;
    }
    // Least recently used first: a hit moves the entry to the end.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /**
   * Compresses the identity body once (gzip and brotli, off the event loop) and stores the page, unless its menu was
   * invalidated since `generation` was read (the page may show the old menu) or the page carries no menu id.
   */
  async store(key: string, page: { headers: CachedPage['headers']; body: Buffer }, generation: number): Promise<boolean> {
    const menuId = menuIdOfHtml(page.body);
    if (!menuId) return false;
    const encoded = await encodeForStore(page.body);
    if (this.wasInvalidatedSince(generation, menuId, paramOfKey(key))) return false;
    const entry: CachedPage = { menuId, headers: page.headers, ...encoded, storedAt: this.now() };
    const size = storedBytes(entry);
    if (size > this.maxBytes) return false;
    this.remove(key);
    this.entries.set(key, entry);
    this.bytes += size;
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value as string;
      this.remove(oldest);
    }
    return true;
  }

  /** Drops every cached page of the menu (its long and short links) and the pages kept under the short names given. */
  invalidateMenu(menuId: string, usernames: readonly string[] = []): void {
    this.gen++;
    const id = String(menuId).toLowerCase();
    const names = new Set(usernames.filter(Boolean).map((u) => u.toLowerCase()));
    for (const name of [id, ...names]) this.record(name);
    for (const [key, entry] of this.entries) {
      if (entry.menuId === id || names.has(paramOfKey(key))) this.remove(key);
    }
  }

  clear(): void {
    this.gen++;
    this.floor = this.gen;
    this.invalidatedAt.clear();
    this.entries.clear();
    this.bytes = 0;
  }

  /**
   * True when the menu (by id, or the short name the page is kept under) was invalidated after `generation` was read:
   * the capture may show the old menu. Writes to other menus do not spoil it.
   */
  private wasInvalidatedSince(generation: number, menuId: string, name: string): boolean {
    if (generation < this.floor) return true;
    return (this.invalidatedAt.get(menuId) ?? 0) > generation || (this.invalidatedAt.get(name) ?? 0) > generation;
  }

  private record(name: string): void {
    this.invalidatedAt.delete(name);
    this.invalidatedAt.set(name, this.gen);
    // Oldest records first: past the bound, forgetting one raises the floor to its generation (those captures refused).
    while (this.invalidatedAt.size > MAX_INVALIDATION_RECORDS) {
      const [oldest, at] = this.invalidatedAt.entries().next().value as [string, number];
      this.invalidatedAt.delete(oldest);
      this.floor = Math.max(this.floor, at);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= storedBytes(entry);
  }
}

/** The decoded, lower-cased {param} of a /m/{param} key (either language's: `/m/{param}?lang=en`). */
function paramOfKey(key: string): string {
  const path = key.split('?')[0];
  const raw = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(raw).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}
