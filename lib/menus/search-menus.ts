import { Menu } from '../../models/Menu';
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
 * The admins part of the search, alone so it can follow how menus refer to their admins (usernames today): the
 * condition matching menus one of whose admins' usernames matches, and the admins as the picker shows them.
 */
export const adminsCondition = (pattern: RegExp): Record<string, unknown> => ({ admins: pattern });
export const adminUsernames = async (admins: unknown[] | undefined): Promise<string[]> => (admins ?? []).map(String);

/** GET /api/v1/quickmenu (staff): menus whose short name, institution name or an admin's username contains `q`. */
export async function searchMenus({ q, page }: MenuSearchQuery): Promise<{ results: number; total: number; page: number; data: MenuSearchHit[] }> {
  const pattern = literalRegex(q);
  const filter = q ? { $or: [{ username: pattern }, { 'institution.name': pattern }, adminsCondition(pattern)] } : {};
  const [total, menus] = await Promise.all([
    Menu.countDocuments(filter),
    Menu.find(filter)
      .select('username institution.name plan active admins')
      .sort({ createdAt: -1, _id: -1 })
      .skip((page - 1) * MENU_SEARCH_PAGE_SIZE)
      .limit(MENU_SEARCH_PAGE_SIZE)
      .lean(),
  ]);
  const data = await Promise.all(
    menus.map(async (m) => ({
      _id: String(m._id),
      username: m.username ?? '',
      name: m.institution?.name ?? '',
      plan: m.plan ?? 0,
      active: Boolean(m.active),
      admins: await adminUsernames(m.admins as unknown[] | undefined),
    })),
  );
  return { results: data.length, total, page, data };
}
