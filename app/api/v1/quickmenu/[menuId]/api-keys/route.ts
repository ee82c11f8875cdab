import { route } from '@/lib/route/route';
import { ok } from '@/lib/api/envelope';
import { createApiKeySchema } from '@/lib/api-keys/api-key-schema';
import { createApiKey, listApiKeys } from '@/lib/api-keys/manage-api-keys';

/** The menu's API keys, managed by its admins: the list never shows a key. */
export const GET = route({ access: 'menuAdmin' }, async ({ menu }) => ({ data: await listApiKeys(menu._id) }));

/** A new key `{ name, scopes }`: answered `{ _id, key, … }` (201), the one time the key is shown. */
export const POST = route({ access: 'menuAdmin', body: createApiKeySchema }, async ({ menu, user, body }) => ok({ data: await createApiKey(menu._id, user._id, body) }, 201));
