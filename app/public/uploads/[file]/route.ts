import { route } from '@/lib/route/route';
import { notFound } from '@/lib/api/errors';
import { findStoredImage } from '@/lib/uploads/find-stored-image';
import { imageResponse } from '@/lib/uploads/image-response';
import { msg } from '../../../../lib/i18n/t';

/** GET /public/uploads/{file}: a stored image (spec §7). Only random stored names resolve; anything else is a 404. */
const serveImage = route({ access: 'public' }, async ({ req, params }) => {
  const file = await findStoredImage(params.file ?? '');
  if (!file) throw notFound(msg('imageNotFound'));
  return imageResponse(file, req);
});

export const GET = serveImage;
export const HEAD = serveImage;
