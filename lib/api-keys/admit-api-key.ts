import { ApiKey } from '../../models/ApiKey';
import { Menu } from '../../models/Menu';
import { User, type UserDoc } from '../../models/User';
import { forbidden, unauthorized } from '../api/errors';
import { msg } from '../i18n/t';
import { isMenuAdmin } from '../menus/is-menu-admin';
import { MENU_HEAD_PROJECTION, type MenuHead } from '../menus/update-menu';
import { enforceRateLimit } from '../limits/rate-limit';
import { serverEnv } from '../env';
import type { ApiScope } from '../shared/integrations';
import { OBJECT_ID_PATTERN } from '../validation/object-id-pattern';
import { hashApiKey } from './api-key-text';

/** The key a request was let in with, as the handler sees it. */
export interface ApiKeyCaller {
  _id: string;
  menu: string;
  scopes: ApiScope[];
}

/** What a key admits: the menu it is for, read once, and the admin it acts for. */
export interface AdmittedKey {
  key: ApiKeyCaller;
  user: UserDoc;
  menu: MenuHead;
}

/** lastUsedAt is written at most this often per key: a busy integration costs no write per request. */
const LAST_USED_EVERY_MS = 60_000;

/**
 * Lets a request in by its API key, or throws the refusal: 401 for a key that does not exist (revoked:
 * deleted, so refused from the next request on), 403 for a scope it lacks or a menu not its own, 429 past its rate.
 * The key acts for the admin who made it, within its menu and scopes: that admin must still be a verified admin of
 * the menu, so a key does not outlive its maker's rights. `menuId` is the menu the request acts on (null: unknown, as
 * for an order that does not exist: refused as another menu's). `counted: false` is the re-check of a request already
 * let in (a stream asking, at each ping, whether its key still holds): not a request of the key's, so not counted
 * against its rate, which is the integrator's to spend.
 */
export async function admitApiKey(token: string, scope: ApiScope, menuId: string | null, { counted = true }: { counted?: boolean } = {}): Promise<AdmittedKey> {
  const key = await ApiKey.findOne({ hash: hashApiKey(token) }, { menu: 1, scopes: 1, createdBy: 1, lastUsedAt: 1 }).lean();
  if (!key) throw unauthorized(msg('apiKeyInvalid'));
  if (!key.scopes.includes(scope)) throw forbidden(msg('apiKeyScope', { scope }));
  if (!menuId || String(key.menu) !== menuId) throw forbidden(msg('apiKeyOtherMenu'));
  if (counted) await enforceRateLimit({ action: 'api-key', limit: serverEnv().API_KEY_REQUESTS_PER_MINUTE, windowSeconds: 60 }, String(key._id));
  const [user, menu] = await Promise.all([User.findById(key.createdBy), Menu.findById(key.menu, MENU_HEAD_PROJECTION).lean<MenuHead>()]);
  if (!menu) throw forbidden(msg('apiKeyOtherMenu'));
  if (!user || !user.emailVerified || !isMenuAdmin(menu, user)) throw forbidden(msg('apiKeyOwnerGone'));
  if (!key.lastUsedAt || Date.now() - key.lastUsedAt.getTime() > LAST_USED_EVERY_MS) {
    void ApiKey.updateOne({ _id: key._id }, { $set: { lastUsedAt: new Date() } }).catch(() => undefined);
  }
  return { key: { _id: String(key._id), menu: String(key.menu), scopes: key.scopes }, user, menu };
}

/** The id of the menu a route's menu param names: an id as it is, a short name (now or former) looked up. */
export async function menuIdOf(idOrName: string | undefined): Promise<string | null> {
  if (!idOrName) return null;
  if (OBJECT_ID_PATTERN.test(idOrName)) return idOrName;
  const name = idOrName.toLowerCase();
  const menu = await Menu.findOne({ $or: [{ username: name }, { formerUsernames: name }] }, { _id: 1 }).lean();
  return menu ? String(menu._id) : null;
}
