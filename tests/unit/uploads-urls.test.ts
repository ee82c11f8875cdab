import { imageUrl, isStoredImageName, smallImageName } from '../../lib/shared/upload-urls';
import { etagMatches } from '../../lib/uploads/image-response';
import { uploadTargetSchema } from '../../lib/validation/upload';

const NAME = '0123456789abcdef0123456789abcdef.webp';
const ID = '65f1a2b3c4d5e6f708192a3b';

describe('imageUrl', () => {
  it('points at the uploads route, with the small variant and a cache-busting version when asked', () => {
    expect(imageUrl(NAME)).toBe(`/public/uploads/${NAME}`);
    expect(imageUrl(NAME, { small: true })).toBe('/public/uploads/0123456789abcdef0123456789abcdef-sm.webp');
    expect(imageUrl(NAME, { v: 1712345678901 })).toBe(`/public/uploads/${NAME}?v=1712345678901`);
    expect(imageUrl(NAME, { v: new Date(5) })).toBe(`/public/uploads/${NAME}?v=5`);
  });
  it('gives "" for no image and keeps paths on this site', () => {
    expect(imageUrl('')).toBe('');
    expect(imageUrl(undefined)).toBe('');
    expect(imageUrl('/placeholder.png', { small: true })).toBe('/placeholder.png');
  });
  it('gives "" for anything but our own upload names: foreign URLs, protocol-relative, data:, odd names', () => {
    for (const bad of ['https://cdn.example/x.jpg', 'http://evil.example/a.webp', '//evil.example/a.webp', '/\\evil.example/a', 'data:image/png;base64,AAAA', 'javascript:alert(1)', '../../etc/passwd', 'x.webp']) {
      expect(imageUrl(bad)).toBe('');
      expect(imageUrl(bad, { small: true })).toBe('');
    }
  });
});

describe('stored names', () => {
  it('accepts only random hex names', () => {
    expect(isStoredImageName(NAME)).toBe(true);
    expect(isStoredImageName(smallImageName(NAME))).toBe(true);
    for (const bad of ['../x.webp', 'x.webp', NAME.toUpperCase(), `${NAME}/..`, NAME.replace('.webp', '.svg'), '']) {
      expect(isStoredImageName(bad)).toBe(false);
    }
    expect(smallImageName('other.png')).toBe('other.png');
  });
});

describe('etagMatches', () => {
  it('matches the exact tag, lists, weak forms and *', () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", "abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('*', '"abc"')).toBe(true);
    expect(etagMatches('"abd"', '"abc"')).toBe(false);
    expect(etagMatches(null, '"abc"')).toBe(false);
  });
});

describe('uploadTargetSchema', () => {
  it('reads each documented target', () => {
    expect(uploadTargetSchema.parse({ path: 'menuMainImage', model: 'menu', data: JSON.stringify({ menuId: ID }) }).data.menuId).toBe(ID);
    const item = uploadTargetSchema.parse({ path: 'image', model: 'item', data: JSON.stringify({ menu: ID, item: ID }) });
    expect(item.data).toMatchObject({ menuId: ID, itemId: ID });
    const gallery = uploadTargetSchema.parse({ path: 'image', model: 'gallery', data: JSON.stringify({ menuId: ID, galleryId: ID, galleryImageIndex: '2' }) });
    expect(gallery.data.galleryImageIndex).toBe(2);
  });
  it('refuses mismatched or missing parts with readable messages', () => {
    const msg = (v: unknown) => {
      const r = uploadTargetSchema.safeParse(v);
      return r.success ? 'ok' : r.error.issues[0].message;
    };
    expect(msg({ path: 'image', model: 'item', data: JSON.stringify({ menuId: ID }) })).toBe('data.itemId is a required field');
    expect(msg({ path: 'image', model: 'menu', data: JSON.stringify({ menuId: ID }) })).toMatch(/menuMainImage or institution.logo/);
    expect(msg({ path: 'image', model: 'item', data: '{oops' })).toBe('data must be valid JSON');
    expect(msg({ model: 'item', data: JSON.stringify({ menuId: ID }) })).toBe('path is a required field');
    expect(msg({ path: 'image', model: 'item', data: JSON.stringify({ menuId: { $gt: '' }, itemId: ID }) })).toBe('Invalid menu id');
    expect(msg({ path: 'image', model: 'gallery', data: JSON.stringify({ menuId: ID, galleryId: ID, galleryImageIndex: -1 }) })).toMatch(/galleryImageIndex/);
  });
});
