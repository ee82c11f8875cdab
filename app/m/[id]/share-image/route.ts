import { route } from '@/lib/route/route';
import { notFound } from '@/lib/api/errors';
import { getPublicMenu } from '@/lib/menus/get-public-menu';
import { cachedShareImage } from '@/lib/menus/share-image-cache';
import { msg } from '../../../../lib/i18n/t';

/**
 * GET /m/{param}/share-image: the 1200×630 picture link previews show (og:image). The page links it with the menu's
 * version (?v=updatedAt), so a changed picture gets a new address and may be cached for a day. Encoded once per version
 * of the picture (lib/menus/share-image-cache.ts); `X-Share-Image-Cache: HIT|MISS` says which.
 */
export const GET = route({ access: 'public' }, async ({ params }) => {
  const menu = await getPublicMenu(params.id ?? '');
  const { image, hit } = menu?.active ? await cachedShareImage(menu) : { image: null, hit: false };
  if (!image) throw notFound(msg('noShareImage'));
  return new Response(new Uint8Array(image), {
    headers: {
      'content-type': 'image/jpeg',
      'content-length': String(image.length),
      'cache-control': 'public, max-age=86400',
      'x-share-image-cache': hit ? 'HIT' : 'MISS',
    },
  });
});
