import type { Types } from 'mongoose';
import { ApiError } from '../../api/errors';
import type { WeekDay } from '../../validation/working-day';
import { updateMenu, type LeanMenu } from '../update-menu';

const isNotFound = (err: unknown) => err instanceof ApiError && err.status === 404;

/**
 * Creates or edits a weekday's entry (one per weekday, spec §7 default op). Each step is one conditional atomic
 * update: edit the entry when the day exists, else push it only while it is still absent (so two concurrent saves
 * can never leave two entries); a lost race falls back to the edit.
 */
export async function saveWorkingDay(menuId: Types.ObjectId, day: { day: WeekDay; start: string; end: string }): Promise<LeanMenu> {
  const edit = () =>
    updateMenu({
      menuId,
      where: { 'workingDays.day': day.day },
      update: { $set: { 'workingDays.$[d]': day } },
      arrayFilters: [{ 'd.day': day.day }],
    });
  try {
    return await edit();
  } catch (err) {
    if (!isNotFound(err)) throw err;
  }
  try {
    return await updateMenu({ menuId, where: { 'workingDays.day': { $ne: day.day } }, update: { $push: { workingDays: day } } });
  } catch (err) {
    if (!isNotFound(err)) throw err;
    return edit();
  }
}

export function deleteWorkingDay(menuId: Types.ObjectId, day: WeekDay): Promise<LeanMenu> {
  return updateMenu({ menuId, update: { $pull: { workingDays: { day } } } });
}
