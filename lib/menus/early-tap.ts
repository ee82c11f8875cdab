/**
 * The global through which the public menu's script loader (server/defer-runtime-scripts.ts) hands the page's code
 * (components/menu/EarlyTapReplay.tsx) the last button a diner tapped before that code had loaded (an item card, the
 * menu button, the branches toggle…): a function that returns the button (or null) and stops listening. The page
 * clicks it again once hydrated, so an early tap is answered late instead of never.
 */
export const EARLY_TAP = '__qrmenuEarlyTap';
