/**
 * Image URLs for stored uploads. Client-safe: no server imports.
 *
 * Stored names are random: `<32 hex>.webp` for the full image and `<32 hex>-sm.webp` for its small list variant
 * (about 480 px wide). Both are served by GET /public/uploads/{name}.
 */

/** A full-size stored image name. */
export const IMAGE_NAME_PATTERN = /^[a-f0-9]{32}\.webp$/;
/** Any servable stored name: the full image or its small variant. */
export const STORED_NAME_PATTERN = /^[a-f0-9]{32}(-sm)?\.webp$/;

export const UPLOADS_URL_PREFIX = '/public/uploads/';

export interface ImageUrlOptions {
  /** The small (list) variant instead of the full image. */
  small?: boolean;
  /** Cache-busting value, e.g. the menu's updatedAt timestamp (spec §7: image URLs get a timestamp query). */
  v?: string | number | Date | null;
}

/** True when `name` is one of our stored file names (full or small). */
export function isStoredImageName(name: unknown): name is string {
  return typeof name === 'string' && STORED_NAME_PATTERN.test(name);
}

/** The small variant's name for a full image name (`abc.webp` -> `abc-sm.webp`); other names come back unchanged. */
export function smallImageName(name: string): string {
  return IMAGE_NAME_PATTERN.test(name) ? name.replace(/\.webp$/, '-sm.webp') : name;
}

/**
 * The URL of a stored image, '' when there is none. Only our own upload names become URLs (checked here, on output,
 * whatever was stored), plus paths on this site (`/placeholder.png`) for placeholders; anything else — foreign URLs,
 * `//host`, `data:`, odd names — gives '' so no diner's browser is sent elsewhere.
 */
export function imageUrl(name: string | null | undefined, opts: ImageUrlOptions = {}): string {
  if (!name) return '';
  if (/^\/(?![/\\])/.test(name)) return name;
  if (!isStoredImageName(name)) return '';
  const file = opts.small ? smallImageName(name) : name;
  let url = UPLOADS_URL_PREFIX + encodeURIComponent(file);
  if (opts.v !== undefined && opts.v !== null && opts.v !== '') {
    const v = opts.v instanceof Date ? opts.v.getTime() : opts.v;
    url += `?v=${encodeURIComponent(String(v))}`;
  }
  return url;
}

/** Display widths used when rendering (the stored caps). Handy for `width`/`height` attributes and `sizes`. */
export const IMAGE_WIDTHS = {
  menuMainImage: 1600,
  logo: 512,
  item: 1200,
  gallery: 1600,
  small: 480,
} as const;

export type ImageKind = 'menuMainImage' | 'logo' | 'item' | 'gallery';
