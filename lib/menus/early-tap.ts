/**
 * The global through which the public menu's first inline code hands the page's code (components/menu/EarlyTapReplay.tsx)
 * the last button a diner tapped before that code had loaded (an item card, the menu button, the branches toggle…): a
 * function that returns the button (or null) and stops listening. The page clicks it again once hydrated, so an early
 * tap is answered late instead of never.
 */
export const EARLY_TAP = '__qrmenuEarlyTap';

/**
 * The inline code that listens for those taps: part of the stored page's runtime loader (server/defer-runtime-scripts.ts)
 * and of the admins' preview, which Next renders itself (components/menu/EarlyTapCapture.tsx).
 */
export const EARLY_TAP_CAPTURE =
  `(function(){var t=null;` +
  `function tap(e){var b=e.target&&e.target.closest&&e.target.closest('button');if(b)t=b;}` +
  `document.addEventListener('click',tap,true);` +
  `window.${EARLY_TAP}=function(){document.removeEventListener('click',tap,true);var x=t;t=null;return x;};})();`;
