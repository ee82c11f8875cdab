/**
 * The public menu paints before Next's client runtime loads.
 *
 * Next puts its runtime chunks in the `<head>` as `<script async src>` (about 159 KB gzip on the menu). They download
 * at once, beside the header image, and on a phone they compete with it for the network and the main thread, while the
 * page needs none of them to show the menu: the cards, the header and the open/closed status are the server's HTML.
 * This moves those scripts into one small loader at the end of the `<body>` that adds them once the header image (the
 * page's largest paint, `img[data-hero]`) has loaded and a frame has been painted (a requestAnimationFrame, then a
 * task), or after MAX_WAIT_MS at the latest. The menu shows first; the popup, cart and tracking start a moment later,
 * and a button tapped in between is clicked again once they have (lib/menus/early-tap.ts). The loader carries the
 * page's nonce; with `'strict-dynamic'` (lib/api/content-security-policy.ts) the scripts it creates are trusted through
 * it. Inline scripts (the page's data for React) stay where they are; the runtime reads them whenever it starts. Script
 * preload hints go too (they would fetch the chunks just as early). Applied to the stored copy of every menu page
 * (page-cache.ts), which is what every diner is sent.
 */

import { EARLY_TAP_CAPTURE } from '../lib/menus/early-tap';

/** `<script … src="…" …></script>` with an `async` attribute and without `nomodule` (Next's runtime chunks). */
const ASYNC_SCRIPT = /<script\b([^>]*)><\/script>/gi;
const SCRIPT_PRELOAD = /<link\b[^>]*\brel="preload"[^>]*\bas="script"[^>]*>/gi;

/** An attribute's value ('' when present without one), or undefined when absent. */
function attribute(attrs: string, name: string): string | undefined {
  const m = new RegExp(`(?:^|\\s)${name}(?:="([^"]*)")?(?=\\s|/|$)`, 'i').exec(attrs);
  return m ? (m[1] ?? '') : undefined;
}

const decodeEntities = (s: string) => s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');

/** A value for an inline script: JSON, with `<` escaped so no `</script>` can end the script early. */
const jsValue = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

/** The longest the runtime waits for the header image before it loads anyway. */
export const MAX_WAIT_MS = 1500;

export function loaderScript(urls: string[], nonce: string | undefined): string {
  const code =
    `(function(){var u=${jsValue(urls)},d=0;` +
    `function go(){if(d)return;d=1;for(var i=0;i<u.length;i++){` +
    `var e=document.createElement('script');e.src=u[i];e.async=true;document.head.appendChild(e);}}` +
    `function painted(){requestAnimationFrame(function(){setTimeout(go,0);});}` +
    // After the frame that shows the header image (the page's largest paint), or the first frame when there is none;
    // the timer caps the wait (a slow image, a page rendered while hidden: no frames until shown).
    `var h=document.querySelector('img[data-hero]');` +
    `if(h&&!h.complete){h.addEventListener('load',painted);h.addEventListener('error',painted);}else painted();` +
    `setTimeout(go,${MAX_WAIT_MS});})();` +
    EARLY_TAP_CAPTURE;
  return `<script${nonce === undefined ? '' : ` nonce="${nonce}"`} data-deferred-runtime="">${code}</script>`;
}

/** The runtime scripts a page's loader adds (for the benchmark's first-load JS and the tests); [] without a loader. */
export function deferredRuntimeUrls(html: string): string[] {
  const list = /<script\b[^>]*\bdata-deferred-runtime\b[^>]*>\(function\(\)\{var u=(\[[^\]]*\])/.exec(html)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}

/** The page with Next's async runtime scripts loaded after the first paint; unchanged when it has none or no `</body>`. */
export function deferRuntimeScripts(html: string): string {
  const bodyEnd = html.lastIndexOf('</body>');
  if (bodyEnd < 0) return html;
  const urls: string[] = [];
  let nonce: string | undefined;
  const head = html.slice(0, bodyEnd).replace(ASYNC_SCRIPT, (tag, attrs: string) => {
    const src = attribute(attrs, 'src');
    if (!src || attribute(attrs, 'async') === undefined || attribute(attrs, 'nomodule') !== undefined) return tag;
    nonce ??= attribute(attrs, 'nonce');
    urls.push(decodeEntities(src));
    return '';
  });
  if (urls.length === 0) return html;
  return head.replace(SCRIPT_PRELOAD, '') + loaderScript(urls, nonce) + html.slice(bodyEnd);
}
