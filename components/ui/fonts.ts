import localFont from 'next/font/local';

/**
 * Cairo, the product's font, from @fontsource/cairo's files (the Arabic and the Latin subset, regular and bold),
 * declared with each subset's unicode-range (fontsource's own, from its 400.css): a page downloads a subset only when
 * it shows a character of it (an English menu without Arabic text never fetches the Arabic files). fontsource's
 * per-subset CSS files carry no unicode-range, so every page fetched all four files before it could show any text in
 * Cairo.
 *
 * Not preloaded: preloading put 28–58 KB of fonts on a slow connection before the menu's header image and moved
 * Lighthouse's LCP from 1.0 to 1.3–1.5 s. A font that arrives after the page is laid out re-lays out the
 * text in view only: cards off screen are skipped (ItemCard.module.css, content-visibility). The public menu waits
 * for its header image before it asks for them at all (components/menu/MenuFonts.tsx).
 *
 * Two calls, one per subset: `declarations` apply to every file of a call, and next/font reads each call's options
 * as literals when it builds (they cannot come from a shared helper).
 */
export const cairoArabic = localFont({
  src: [
    { path: '../../node_modules/@fontsource/cairo/files/cairo-arabic-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../../node_modules/@fontsource/cairo/files/cairo-arabic-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  display: 'swap',
  preload: false,
  variable: '--font-cairo-arabic',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC,U+102E0-102FB,U+10E60-10E7E,U+10EC2-10EC4,U+10EFC-10EFF,U+1EE00-1EEFF',
    },
  ],
  // The fallback is our own system stack (globals.css): Next's metric-adjusted Arial fallback is made for Latin text.
  adjustFontFallback: false,
});

export const cairoLatin = localFont({
  src: [
    { path: '../../node_modules/@fontsource/cairo/files/cairo-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../../node_modules/@fontsource/cairo/files/cairo-latin-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  display: 'swap',
  preload: false,
  variable: '--font-cairo-latin',
  declarations: [
    {
      prop: 'unicode-range',
      value: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    },
  ],
  adjustFontFallback: false,
});
