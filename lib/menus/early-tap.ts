/**
 * The global through which the public menu's script loader (scripts/lib/defer-runtime-scripts.ts) hands the menu's
 * code (components/menu/MenuSections.tsx) a tap on an item card made before that code had loaded: a function that
 * returns the tapped item's id (or null) and stops listening. So an early tap opens its popup late instead of never.
 */
export const EARLY_TAP = '__qrmenuEarlyTap';
