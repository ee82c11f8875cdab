import { route } from '@/lib/route/route';
import { notFound } from '@/lib/api/errors';
import { msg } from '@/lib/i18n/t';

/**
 * Any /api address no route file serves (a typo, an old client): the envelope's 404 in the caller's language, not
 * the site's Arabic HTML not-found page. Next matches every other route file first.
 */
const noSuchEndpoint = route({ access: 'public' }, async () => {
  throw notFound(msg('noSuchApi'));
});

export { noSuchEndpoint as GET, noSuchEndpoint as POST, noSuchEndpoint as PUT, noSuchEndpoint as PATCH, noSuchEndpoint as DELETE };
