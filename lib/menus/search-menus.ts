import type { Types } from 'mongoose';
import { Menu } from '../../models/Menu';
import { User } from '../../models/User';
import { MENU_SEARCH_PAGE_SIZE, type MenuSearchQuery } from '../validation/menu-admin';

/** One menu as the staff's picker lists it. */
export interface MenuSearchHit {
  _id: string;
  username: string;
  name: string;
  plan: number;
  active: boolean;
  admins: string[];
}

/** The user's text as a literal, case-insensitive regex: every regex character escaped. */
export const literalRegex = (text: string): RegExp => new RegExp(text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&'), 'i');

/**
 * The admins part of the search: menus refer to their admins by user id, so the users whose usernames match are looked
 * up first (at most 500: a search that broad is refined by typing more), and the picker shows the admins' usernames.
 */
export async function adminsCondition(pattern: RegExp): Promise<Record<string, unknown>> {
  const users = await User.find({ username: pattern }).select('_id').limit(500).lean();
  return { admins: { $in: users.map((u) => u._id) } };
}
async function usernamesOf(ids: Types.ObjectId[]): Promise<Map<string, string>> {
  const users = ids.length ? await User.find({ _id: { $in: ids } }).select('username').lean() : [];
  return new Map(users.map((u) => [String(u._id), u.username]));
}

/** GET /api/v1/quickmenu (staff): menus whose short name, institution name or an admin's username contains `q`. */
export async function searchMenus({ q, page }: MenuSearchQuery): Promise<{ results: number; total: number; page: number; data: MenuSearchHit[] }> {
  const pattern = literalRegex(q);
  const filter = q ? { $or: [{ username: pattern }, { 'institution.name': pattern }, await adminsCondition(pattern)] } : {};
  const [total, menus] = await Promise.all([
    Menu.countDocuments(filter),
    Menu.find(filter)
      .select('username institution.name plan active admins')
      .sort({ createdAt: -1, _id: -1 })
      .skip((page - 1) * MENU_SEARCH_PAGE_SIZE)
      .limit(MENU_SEARCH_PAGE_SIZE)
      .lean(),
  ]);
  const names = await usernamesOf(menus.flatMap((m) => (m.admins ?? [])));
  const data = menus.map((m) => ({
    _id: String(m._id),
    username: m.username ?? '',
    name: m.institution?.name ?? '',
    plan: m.plan ?? 0,
    active: Boolean(m.active),
    // A deleted account is left out, as in every other answer (lib/menus/admin-names.ts).
    admins: ((m.admins ?? [])).map((id) => names.get(String(id))).filter((u): u is string => u !== undefined),
  }));
  return { results: data.length, total, page, data };
}
