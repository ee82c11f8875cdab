import { route } from '@/lib/api/route';
import { notFound } from '@/lib/api/errors';
import { getPublicMenu } from '@/lib/menus/get-public-menu';
import { renderShareImage } from '@/lib/menus/share-image';
import { msg } from '../../../../lib/i18n/t';

/**
 * GET /m/{param}/share-image: the 1200×630 picture link previews show (og:image). The page links it with the menu's
 * version (?v=updatedAt), so a changed picture gets a new address and may be cached for a day.
 */
export const GET = route({ access: 'public' }, async ({ params }) => {
  const menu = await getPublicMenu(params.id ?? '');
  const image = menu?.active ? await renderShareImage(menu) : null;
  if (!image) throw notFound(msg('noShareImage'));
  return new Response(new Uint8Array(image), {
    headers: { 'content-type': 'image/jpeg', 'content-length': String(image.length), 'cache-control': 'public, max-age=86400' },
  });
});
