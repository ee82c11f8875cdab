import type { UserDoc } from '../../models/User';
import { notFound } from '../api/errors';
import { findMenuOrThrow } from './find-menu-or-throw';
import { canPurchase, showsGalleries, type PublicMenu } from './public-menu';
import { toPublicMenu } from './to-public-menu';
import { withCounters } from './counters';
import { isMenuAdmin, type StoredAdmins } from './is-menu-admin';
import { withAdminNames } from './admin-names';
import { msg } from '../i18n/t';

/** The menu as a diner sees it: only what the public page shows (the plan resolved into what it allows). */
export type PublicMenuView = Omit<PublicMenu, 'plan'>;

/** Its admins (with a verified e-mail, as for every admin route) and provider staff see the whole document. */
function seesEverything(menu: { admins?: StoredAdmins }, user: UserDoc | null): boolean {
  if (!user) return false;
  if (user.role === 'staff') return true;
  return Boolean(user.emailVerified) && isMenuAdmin(menu, user);
}

/**
 * GET /api/v1/quickmenu/{id}: the full document for the menu's admins and staff; for anyone else the public fields of
 * an active menu, and 404 for an inactive one (as if it did not exist).
 */
export async function readMenuFor(idOrName: string, user: UserDoc | null) {
  const doc = await findMenuOrThrow(idOrName);
  if (seesEverything(doc, user)) return withCounters(await withAdminNames(doc));
  if (!doc.active) throw notFound(msg('menuNotFound'));
  const menu = toPublicMenu(doc);
  const view: PublicMenuView & { plan?: number } = { ...menu };
  delete view.plan;
  const result: PublicMenuView = {
    ...view,
    settings: { ...view.settings, doMenuPurchase: canPurchase(menu) },
    sections: showsGalleries(menu) ? view.sections : view.sections.map((s) => ({ ...s, galleries: [] })),
  };
  return result;
}
