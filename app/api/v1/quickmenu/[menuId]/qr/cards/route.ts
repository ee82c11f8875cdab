import { route } from '@/lib/route/route';
import { menuLinks } from '@/lib/menus/qr/menu-links';
import { download, tableCardsQuerySchema } from '@/lib/menus/qr/qr-request';
import { requestOrigin } from '@/lib/menus/qr/request-origin';
import { tableCardsPdf } from '@/lib/menus/qr/table-cards-pdf';
import { logoPng } from '@/lib/menus/qr/logo-png';

/** Print-ready table cards (A6 PDF) with the short link's QR code, or the long link's without a short name. */
export const GET = route({ access: 'menuAdmin', query: tableCardsQuerySchema }, async ({ req, menu, query }) => {
  const m = menu;
  const links = menuLinks(requestOrigin(req), { _id: String(m._id), username: m.username });
  const pdf = await tableCardsPdf(
    { name: m.institution?.name ?? '', link: links.short ?? links.long, logo: await logoPng(m.institution?.logo), colors: m.colors ?? {} },
    query.copies,
  );
  return download(pdf, 'application/pdf', `table-cards-${m.username ?? m._id}.pdf`);
});
