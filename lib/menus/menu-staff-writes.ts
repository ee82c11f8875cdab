import { User } from '../../models/User';
import { notFound } from '../api/errors';
import { msg } from '../i18n/t';
import { updateMenu, type LeanMenu } from './update-menu';

/** Activation (spec §4: a menu can be activated or deactivated): the public page changes at once (updateMenu invalidates it). */
export const setMenuActive = (menuId: string, active: boolean): Promise<LeanMenu> => updateMenu({ menuId, update: { $set: { active } } });

/** Adds an existing user to a menu's admins (by id); adding twice changes nothing ($addToSet). */
export async function addMenuAdmin(menuId: string, admin: string): Promise<LeanMenu> {
  const user = await User.findOne({ username: admin }).select('_id').lean();
  if (!user) throw notFound(msg('usernameNotFound'));
  return updateMenu({ menuId, update: { $addToSet: { admins: user._id } } });
}

/** The staff change a menu's plan: the owner's admin and the public page follow on their next load. */
export const setMenuPlan = (menuId: string, plan: number): Promise<LeanMenu> => updateMenu({ menuId, update: { $set: { plan } } });
