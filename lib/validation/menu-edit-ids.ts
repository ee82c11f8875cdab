import { z } from './z';
import { objectId } from './object-id';

/** The ids an edit op takes from the query string (spec §7: sectionId, itemId, galleryId, galleryImageIndex). */
export const noIds = z.object({});
export const sectionIds = z.object({ sectionId: objectId('section') });
export const itemIds = z.object({ sectionId: objectId('section'), itemId: objectId('item') });
export const galleryIds = z.object({ sectionId: objectId('section'), galleryId: objectId('gallery') });
export const galleryImageIds = galleryIds.extend({
  galleryImageIndex: z.coerce.number({ error: 'Invalid galleryImageIndex' }).int('Invalid galleryImageIndex').min(0, 'Invalid galleryImageIndex').max(9999, 'Invalid galleryImageIndex'),
});
