import { route } from '@/lib/route/route';
import { printQuerySchema } from '@/lib/validation/menu-sheet';
import { menuLinks, menuPageHref } from '@/lib/menus/qr/menu-links';
import { download } from '@/lib/menus/qr/qr-request';
import { requestOrigin } from '@/lib/menus/qr/request-origin';
import { logoPng } from '@/lib/menus/qr/logo-png';
import { menuPrintPdfInWorker } from '@/lib/menus/print/menu-print-pdf-in-worker';
import { enforceHeavyWorkLimit } from '@/lib/limits/heavy-work-limit';
import { RATE_LIMITS } from '@/lib/limits/rate-limit';
import { printTexts } from '@/lib/menus/print/print-language';
import { badRequest } from '@/lib/api/errors';
import { msg } from '@/lib/i18n/t';

/**
 * The paper menu (PDF, A4 or A5): sections, items and prices in the menu's colours, the short link's QR at the end;
 * `lang=en` prints it in the menu's second language, left to right (a menu that offers English only). Drawn in the
 * heavy-work pool, rate-limited per menu and account.
 */
export const GET = route({ access: 'menuAdmin', query: printQuerySchema }, async ({ req, menu, user, query }) => {
  if (query.lang === 'en' && !menu.settings?.english) throw badRequest(msg('printEnglishOff'));
  await enforceHeavyWorkLimit(RATE_LIMITS.menuPrint, menu._id, user._id);
  const links = menuLinks(requestOrigin(req), { _id: String(menu._id), username: menu.username });
  const pdf = await menuPrintPdfInWorker(
    menu._id,
    {
      ...printTexts(menu, query.lang),
      logo: await logoPng(menu.institution?.logo),
      colors: menu.colors ?? {},
      currency: menu.currency ?? 'JOD',
      // The English paper's QR opens the English page.
      link: menuPageHref(links.short ?? links.long, { lang: query.lang }),
      lang: query.lang,
    },
    query.size,
    String(user._id),
  );
  return download(pdf, 'application/pdf', `menu-${menu.username ?? menu._id}-${query.size}${query.lang === 'en' ? '-en' : ''}.pdf`);
});
