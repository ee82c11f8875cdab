'use client';

import { preload } from 'react-dom';

/**
 * The phone's hero image, preloaded from the top of the <head> (before the inlined CSS and the scripts), so its request
 * leaves first. Called while the server renders this component: a `preload()` in the server component after its data
 * read reaches the RSC payload but is dropped before the HTML is written (Next 16), so it lives in this client leaf.
 */
export function HeroPreload({ href }: { href: string }) {
  preload(href, { as: 'image', fetchPriority: 'high', media: '(max-width: 720px)' });
  return null;
}
