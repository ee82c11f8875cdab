/**
 * The global through which the public menu's first inline code hands the page's code (components/menu/EarlyTapReplay.tsx)
 * the last button a diner tapped before that code had loaded (an item card, the menu button, the branches toggle…): a
 * function that returns the button (or null) and stops listening. The page clicks it again once hydrated, so an early
 * tap is answered late instead of never.
 */
export const EARLY_TAP = '__qrmenuEarlyTap';

/**
 * The inline code that listens for those taps: part of the stored page's runtime loader (server/defer-runtime-scripts.ts)
 * and of the admins' preview, which Next renders itself (components/menu/EarlyTapCapture.tsx). A tap whose click is
 * still being dispatched when the page takes it (`eventPhase` not 0) is not handed over: React, which hydrates at once
 * when a click lands on a page it is still hydrating, delivers that click itself, and a second, replayed click would
 * undo it (a toggle opened and shut again).
 */
export const EARLY_TAP_CAPTURE =
  `(function(){var t=null,v=null;` +
  `function tap(e){var b=e.target&&e.target.closest&&e.target.closest('button');if(b){t=b;v=e;}}` +
  `document.addEventListener('click',tap,true);` +
  `window.${EARLY_TAP}=function(){document.removeEventListener('click',tap,true);var x=v&&v.eventPhase?null:t;t=null;v=null;return x;};})();`;
