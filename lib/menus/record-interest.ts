import { Types } from 'mongoose';
import { Menu } from '../../models/Menu';
import { badRequest, notFound } from '../api/errors';
import { OBJECT_ID_PATTERN } from './public-menu';
import { msg } from '../i18n/t';

/**
 * One more customer showed interest in an item (spec §4 Item interest): a single atomic $inc on the item inside an
 * active menu. Counters don't touch updatedAt, so the cached public page stays valid.
 */
export async function recordInterest(itemId: string): Promise<void> {
  if (typeof itemId !== 'string' || !OBJECT_ID_PATTERN.test(itemId)) throw badRequest(msg('invalidId', { field: 'item' }));
  const id = new Types.ObjectId(itemId);
  const res = await Menu.updateOne(
    { active: true, 'sections.items._id': id },
    { $inc: { 'sections.$[].items.$[i].interestRecords': 1 } },
    { arrayFilters: [{ 'i._id': id }], timestamps: false },
  );
  if (res.matchedCount === 0) throw notFound(msg('itemGone'));
}
