/**
 * The admin shell's screens: the spec's eight in its order (§2 Admin shell; nav index 0-7, §4), then the tables and
 * the diners' orders, the kitchen and the integrations (API keys, webhooks) after them, so the spec's indexes stay. Each
 * screen's root element has the id `admin-screen-<segment>`: the tour highlights exactly those ids.
 */
export const ADMIN_SCREENS = ['review', 'sections', 'items', 'galleries', 'branches', 'workingDays', 'stats', 'publicInfo', 'tables', 'orders', 'kitchen', 'integrations'] as const;
export type AdminScreen = (typeof ADMIN_SCREENS)[number];

export const adminScreenId = (screen: AdminScreen) => `admin-screen-${screen}`;
export const adminScreenPath = (menuId: string, screen: AdminScreen) => `/m/${menuId}/admin/${screen}`;

/** The nav index of a path under /m/{id}/admin (0 = review when none matches, as the index redirects there). */
export function screenIndexOf(pathname: string): number {
  const segment = pathname.split('/')[4] ?? '';
  const index = ADMIN_SCREENS.indexOf(segment as AdminScreen);
  return index < 0 ? 0 : index;
}

/** §9: wide on first check above 756 px; on resize events above 455 px (both readings are kept, as the spec says). */
export const WIDE_FIRST_CHECK_PX = 756;
export const WIDE_ON_RESIZE_PX = 455;
/** §9: the review frame's phone message at 455 px or narrower. */
export const REVIEW_PHONE_MAX_PX = 455;

/** The tour's local-storage flag (§4, §9): 'no' turns it off; finishing or skipping sets it. */
export const TOUR_FLAG_KEY = 'runAdminCoach';
