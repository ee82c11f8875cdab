import type { Lang } from '../../i18n/lang';

/** The menu's two public links (spec §2): long by id, short by the short name (none until one is chosen). Client-safe. */
export function menuLinks(origin: string, menu: { _id: string; username?: string | null }) {
  const base = origin.replace(/\/+$/, '');
  return { long: `${base}/m/${menu._id}`, short: menu.username ? `${base}/m/${menu.username}` : null };
}

export const QR_FORMATS = ['png', 'svg'] as const;
export const QR_LINKS = ['short', 'long'] as const;
/** Where the screen downloads a QR code and the table cards (GET, menu admins). */
export const qrUrl = (menuId: string, link: (typeof QR_LINKS)[number], format: (typeof QR_FORMATS)[number]) =>
  `/api/v1/quickmenu/${menuId}/qr?link=${link}&format=${format}`;
export const tableCardsUrl = (menuId: string) => `/api/v1/quickmenu/${menuId}/qr/cards`;

/** A diner's way to a menu page: at a table (`?table=`) and in English (`lang=en`) when asked. */
export function menuPageHref(menuLink: string, { table, lang = 'ar' }: { table?: string | null; lang?: Lang }): string {
  const query = new URLSearchParams();
  if (table) query.set('table', table);
  if (lang === 'en') query.set('lang', 'en');
  const text = query.toString();
  return text ? `${menuLink}?${text}` : menuLink;
}

/** A table's link: the menu's link with `?table={tableId}`, read by the page in the browser. */
export const tableLink = (menuLink: string, tableId: string) => menuPageHref(menuLink, { table: tableId });
/** Where the tables screen downloads a table's QR code (the short link's when there is one). */
export const tableQrUrl = (menuId: string, tableId: string, format: (typeof QR_FORMATS)[number]) =>
  `/api/v1/quickmenu/${menuId}/qr?table=${tableId}&format=${format}`;
