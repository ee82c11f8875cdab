import { route } from '@/lib/route/route';
import { menuLinks, tableLink } from '@/lib/menus/qr/menu-links';
import { download, tableCardsQuerySchema } from '@/lib/menus/qr/qr-request';
import { requestOrigin } from '@/lib/menus/qr/request-origin';
import { tableCardsPdf } from '@/lib/menus/qr/table-cards-pdf';
import { logoPng } from '@/lib/menus/qr/logo-png';
import { branchLabel } from '@/lib/ui/branch-label';

/**
 * Print-ready table cards (A6 PDF) with the short link's QR code (the long link's without a short name): `copies`
 * identical cards, or with `tables=all` one card per table, each with its name (and branch) and its table's link.
 */
export const GET = route({ access: 'menuAdmin', query: tableCardsQuerySchema }, async ({ req, menu, query }) => {
  const m = menu;
  const links = menuLinks(requestOrigin(req), { _id: String(m._id), username: m.username });
  const card = { name: m.institution?.name ?? '', link: links.short ?? links.long, logo: await logoPng(m.institution?.logo), colors: m.colors ?? {} };
  // With branches, each table's card names its branch (the main branch's tables too), and the cards come branch by
  // branch (the main branch first, then the branches in their order; the tables in theirs within each).
  const named = { institution: m.institution, branches: (m.branches ?? []).map((b) => ({ ...b, _id: String(b._id) })) };
  const place = (id: unknown) => (id ? named.branches.findIndex((b) => b._id === String(id)) + 1 : 0);
  const tables = [...(m.tables ?? [])].sort((a, b) => place(a.branchId) - place(b.branchId));
  const branch = (id: unknown) => (named.branches.length > 0 ? branchLabel(named, id ? String(id) : null) : undefined);
  const cards = query.tables
    ? // The code opens the menu at the table; the card prints the menu's short link a person can read and type (the
      // table's own link ends in a 24-character id), or no link when the menu has no short name yet.
      tables.map((t) => ({ ...card, table: t.name, branch: branch(t.branchId), link: tableLink(card.link, String(t._id)), printedLink: links.short ?? '' }))
    : Array.from({ length: query.copies }, () => card);
  const pdf = await tableCardsPdf(cards.length ? cards : [card]);
  return download(pdf, 'application/pdf', `table-cards-${m.username ?? m._id}${query.tables ? '-tables' : ''}.pdf`);
});
