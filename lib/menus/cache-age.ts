/**
 * Safety net of the rendered-menu cache (server/page-store.ts): a page is at most this old, even when the database
 * was changed behind the app's back (a restored backup, a hand edit). Every write through updateMenu() invalidates at
 * once on every instance; this only bounds what nothing announced. Import-free for the custom server.
 */
export const PUBLIC_MENU_MAX_AGE_S = 300;

/** What the public menu page says to browsers and proxies: keep it, but ask again (ETag -> 304) before each use. */
export const PUBLIC_MENU_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
