import { z } from './z';
import { objectId } from './object-id';
import { zm } from '../i18n/t';

const INDEX = zm('invalidId', { field: 'galleryImageIndex' });

/** The ids an edit op takes from the query string (spec §7: sectionId, itemId, galleryId, galleryImageIndex). */
export const noIds = z.object({});
export const sectionIds = z.object({ sectionId: objectId('section') });
export const itemIds = z.object({ sectionId: objectId('section'), itemId: objectId('item') });
export const galleryIds = z.object({ sectionId: objectId('section'), galleryId: objectId('gallery') });
export const galleryImageIds = galleryIds.extend({
  galleryImageIndex: z.coerce.number(INDEX).int(INDEX).min(0, INDEX).max(9999, INDEX),
});
