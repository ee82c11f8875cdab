import type { Types } from 'mongoose';
import type { WorkingDaysChange } from '../../validation/working-day';
import { updateMenu, type LeanMenu, type MenuRead } from '../update-menu';

/**
 * Saves and deletes working days (spec §7 default op; one entry per weekday) in one atomic pipeline update: a day
 * deleted goes, a day saved replaces its entry where it stands or, when the menu has none for it, comes last. Two
 * saves of the same new day at once therefore leave one entry, and a week saved at once is saved whole or not at all.
 * The values are the zod-checked days and hours, passed as literals.
 */
export function saveWorkingDays(menuId: Types.ObjectId, change: WorkingDaysChange, read?: MenuRead): Promise<LeanMenu> {
  const saved = { $literal: change.save };
  const savedDays = { $literal: change.save.map((d) => d.day) };
  const have = { $ifNull: ['$workingDays', []] };
  const kept = { $filter: { input: have, as: 'd', cond: { $not: [{ $in: ['$$d.day', { $literal: change.delete }] }] } } };
  const replaced = {
    $map: {
      input: kept,
      as: 'd',
      in: { $let: { vars: { i: { $indexOfArray: [savedDays, '$$d.day'] } }, in: { $cond: [{ $gte: ['$$i', 0] }, { $arrayElemAt: [saved, '$$i'] }, '$$d'] } } },
    },
  };
  const added = { $filter: { input: saved, as: 's', cond: { $not: [{ $in: ['$$s.day', { $map: { input: have, as: 'h', in: '$$h.day' } }] }] } } };
  return updateMenu({ menuId, read, update: [{ $set: { workingDays: { $concatArrays: [replaced, added] } } }] });
}
