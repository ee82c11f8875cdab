import { cairoArabic, cairoLatin } from '@/components/ui/fonts';

/** The browser's note that this device has loaded Cairo before (its files are then in the HTTP cache). */
export const MENU_FONTS_KEY = 'qrmenu:fonts';

// [font, a character of the subset]: loading these fetches each of the four files.
const faces = [
  [`400 16px ${cairoArabic.style.fontFamily}`, 'ا'],
  [`700 16px ${cairoArabic.style.fontFamily}`, 'ا'],
  [`400 16px ${cairoLatin.style.fontFamily}`, 'a'],
  [`700 16px ${cairoLatin.style.fontFamily}`, 'a'],
];
const SCRIPT =
  `(function(){var d=document,k=${JSON.stringify(MENU_FONTS_KEY)},f=${JSON.stringify(faces).replace(/</g, '\\u003c')};` +
  `function on(){if(d.getElementById("menu-fonts"))return;var s=d.createElement("style");s.id="menu-fonts";` +
  `s.textContent="html [data-menu-id]{font-family:var(--font-body)}";d.head.appendChild(s)}` +
  `try{if(localStorage.getItem(k)){on();return}}catch(e){}` +
  `function load(){if(!d.fonts)return on();Promise.all(f.map(function(x){return d.fonts.load(x[0],x[1])})).then(function(){` +
  `on();try{localStorage.setItem(k,"1")}catch(e){}},function(){})}` +
  // After the header image's largest-contentful-paint entry (it is reported once the frame is on screen), or,
  // where the browser reports none, a frame after the image has loaded; a second at most after it has loaded.
  `function painted(){requestAnimationFrame(function(){setTimeout(load,0)})}` +
  `function start(){var h=d.querySelector("img[data-hero]"),t=0,P=window.PerformanceObserver;` +
  `function go(){if(!t){t=1;load()}}` +
  `var lcp=P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("largest-contentful-paint")>=0;` +
  `if(!h)return painted();` +
  `if(lcp){new P(function(l){l.getEntries().forEach(function(e){if(e.element===h)go()})}).observe({type:"largest-contentful-paint",buffered:true})}` +
  `function loaded(){if(lcp)setTimeout(go,1000);else painted()}` +
  `if(h.complete)loaded();else{h.addEventListener("load",loaded);h.addEventListener("error",function(){t=1;painted()})}}` +
  `if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",start);else start()})()`;

/**
 * The public menu shows in the system's font first and switches to Cairo once the header image (the page's largest
 * paint) is on screen and Cairo's four files have loaded, all at once: on a phone's first, slow load, the image gets
 * the connection to itself, and the text is re-laid out once (each font file arriving on its own re-lays out every
 * text in view). A device that has loaded Cairo before uses it from the first paint (its files are cached).
 *
 * Inline in the cached, shared HTML, at the top of the menu's root; the stored page's policy allows it by its hash
 * (server/page-script-hashes.ts), a fresh render by the request's nonce. The switch is a style rule added to the
 * `<head>` (not an attribute React would find on hydration); it stays for client-side navigations.
 */
export function MenuFonts({ nonce }: { nonce?: string }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
