/**
 * Safety net for writers that forget `invalidateMenu`: cached menu data (and the rendered-menu HTML cache) is at most
 * this old. Import-free so the custom server (scripts/server.ts, via lib/menus/html-cache.ts) can use it without loading
 * the data layer (Mongoose, next/cache).
 */
export const PUBLIC_MENU_MAX_AGE_S = 300;
