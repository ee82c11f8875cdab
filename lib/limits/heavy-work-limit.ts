import { enforceRateLimit, type RateLimitRule } from './rate-limit';

/**
 * Counts one piece of heavy work an owner asks for (an import, a paper menu) against the menu and against the account,
 * and refuses it (429, in the caller's language) past either limit — before anything is read or drawn. Per menu, so
 * one menu's admins cannot keep the pool busy; per account, so one owner cannot do it across many menus. The menu
 * comes first: a request refused there does not count against the owner.
 */
export async function enforceHeavyWorkLimit(rules: { menu: RateLimitRule; account: RateLimitRule }, menuId: unknown, userId: unknown): Promise<void> {
  await enforceRateLimit(rules.menu, String(menuId));
  await enforceRateLimit(rules.account, String(userId));
}
