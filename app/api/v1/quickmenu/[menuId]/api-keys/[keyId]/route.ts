import { route } from '@/lib/route/route';
import { revokeApiKey } from '@/lib/api-keys/manage-api-keys';

/** Revokes a key of the menu: refused from the next request on. */
export const DELETE = route({ access: 'menuAdmin' }, async ({ menu, params }) => ({ data: await revokeApiKey(menu._id, params.keyId) }));
