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
