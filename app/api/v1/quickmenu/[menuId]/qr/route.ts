import { route } from '@/lib/route/route';
import { menuLinks } from '@/lib/menus/qr/menu-links';
import { qrPng, qrSvg } from '@/lib/menus/qr/qr-image';
import { download, qrQuerySchema } from '@/lib/menus/qr/qr-request';
import { requestOrigin } from '@/lib/menus/qr/request-origin';

/** The QR code of the menu's short (or long) link as a PNG or SVG download (menu admins). */
export const GET = route({ access: 'menuAdmin', query: qrQuerySchema }, async ({ req, menu, query }) => {
  const links = menuLinks(requestOrigin(req), { _id: String(menu._id), username: menu.username });
  const link = query.link === 'short' && links.short ? links.short : links.long;
  const name = `menu-qr-${query.link === 'short' && links.short ? menu.username : menu._id}`;
  if (query.format === 'svg') return download(await qrSvg(link), 'image/svg+xml', `${name}.svg`);
  return download(await qrPng(link), 'image/png', `${name}.png`);
});
