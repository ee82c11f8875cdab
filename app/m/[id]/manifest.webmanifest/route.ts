import { route } from '@/lib/route/route';
import { notFound } from '@/lib/api/errors';
import { MENU_TEXT } from '@/lib/i18n/diner-ar';
import { getPublicMenu } from '@/lib/menus/get-public-menu';
import { menuManifest } from '@/lib/menus/menu-manifest';
import { msg } from '../../../../lib/i18n/t';

/** GET /m/{param}/manifest.webmanifest: the installable menu's web app manifest (name and colours of the menu). */
export const GET = route({ access: 'public' }, async ({ params }) => {
  const menu = await getPublicMenu(params.id ?? '');
  if (!menu) throw notFound(msg('menuNotFound'));
  return new Response(JSON.stringify(menuManifest(menu, params.id ?? '', MENU_TEXT.poweredBy)), {
    headers: { 'content-type': 'application/manifest+json; charset=utf-8', 'cache-control': 'public, max-age=0, must-revalidate' },
  });
});
