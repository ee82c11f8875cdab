import { renderShareImage } from './share-image';
import type { PublicMenu } from './public-menu';
import { LruMap } from '../shared/lru-map';

/** Share images kept, at most 64 (each ~50–150 KB): the least recently asked for is dropped first. */
const kept = new LruMap<string, Promise<Buffer | null>>(64);

/**
 * The version of a menu's share image: what it is drawn from (its header image, or its logo on its main colour).
 * Stored images never change under a name, so the same inputs always give the same picture.
 */
const versionOf = (menu: PublicMenu) => [menu._id, menu.menuMainImage, menu.institution.logo, menu.colors.mainColor].join('|');

/**
 * The menu's share picture, encoded once per version and kept in this process's memory (it was re-encoded
 * on every request); concurrent first requests share one encoding. `hit` says whether it was kept already.
 */
export async function cachedShareImage(menu: PublicMenu): Promise<{ image: Buffer | null; hit: boolean }> {
  const key = versionOf(menu);
  const found = kept.get(key);
  if (found) return { image: await found, hit: true };
  const rendering = renderShareImage(menu);
  kept.set(key, rendering);
  rendering.catch(() => kept.delete(key)); // a failed encoding is tried again next time
  return { image: await rendering, hit: false };
}
