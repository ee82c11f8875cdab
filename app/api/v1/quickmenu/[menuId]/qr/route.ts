import { route } from '@/lib/route/route';
import { menuLinks, tableLink } from '@/lib/menus/qr/menu-links';
import { qrPng, qrSvg } from '@/lib/menus/qr/qr-image';
import { download, qrQuerySchema } from '@/lib/menus/qr/qr-request';
import { requestOrigin } from '@/lib/menus/qr/request-origin';
import { tableOfMenu } from '@/lib/menus/qr/table-of-menu';

/** The QR code of the menu's short (or long) link, or of one table's link, as a PNG or SVG download (menu admins). */
export const GET = route({ access: 'menuAdmin', query: qrQuerySchema }, async ({ req, menu, query }) => {
  const links = menuLinks(requestOrigin(req), { _id: String(menu._id), username: menu.username });
  const short = query.link === 'short' ? links.short : null;
  const table = query.table ? tableOfMenu(menu, query.table) : null;
  const link = table ? tableLink(links.short ?? links.long, String(table._id)) : (short ?? links.long);
  const name = `menu-qr-${short ? menu.username : menu._id}${table ? `-table-${table._id}` : ''}`;
  if (query.format === 'svg') return download(await qrSvg(link), 'image/svg+xml', `${name}.svg`);
  return download(await qrPng(link), 'image/png', `${name}.png`);
});
