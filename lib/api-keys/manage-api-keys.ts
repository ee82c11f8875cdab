import { Types } from 'mongoose';
import { ApiKey } from '../../models/ApiKey';
import { conflict, notFound } from '../api/errors';
import { msg } from '../i18n/t';
import { API_KEYS_PER_MENU, type ApiScope } from '../shared/integrations';
import { isObjectIdText } from '../validation/object-id-pattern';
import { apiKeyStart, hashApiKey, newApiKeyText } from './api-key-text';

/** A key as the list shows it: never the key itself. */
export interface ApiKeyView {
  _id: string;
  name: string;
  scopes: ApiScope[];
  start: string;
  createdAt: string;
  lastUsedAt: string | null;
}

type StoredKey = { _id: Types.ObjectId; name: string; scopes: string[]; start: string; createdAt?: Date; lastUsedAt?: Date | null };

const view = (k: StoredKey): ApiKeyView => ({
  _id: String(k._id),
  name: k.name,
  scopes: k.scopes as ApiScope[],
  start: k.start,
  createdAt: (k.createdAt ?? new Date(0)).toISOString(),
  lastUsedAt: k.lastUsedAt ? k.lastUsedAt.toISOString() : null,
});

/** POST …/api-keys: a new key for the menu; the answer is the one time the key is shown (`key`). */
export async function createApiKey(menuId: Types.ObjectId | string, userId: Types.ObjectId | string, body: { name: string; scopes: ApiScope[] }) {
  if ((await ApiKey.countDocuments({ menu: menuId })) >= API_KEYS_PER_MENU) throw conflict(msg('apiKeysFull', { max: API_KEYS_PER_MENU }));
  const key = newApiKeyText();
  const doc = await ApiKey.create({ menu: menuId, name: body.name, scopes: body.scopes, hash: hashApiKey(key), start: apiKeyStart(key), createdBy: userId });
  return { ...view(doc.toObject()), key };
}

/** GET …/api-keys: the menu's keys, newest first. */
export async function listApiKeys(menuId: Types.ObjectId | string): Promise<ApiKeyView[]> {
  const keys = await ApiKey.find({ menu: menuId }, { hash: 0 }).sort({ createdAt: -1 }).lean<StoredKey[]>();
  return keys.map(view);
}

/** DELETE …/api-keys/{keyId}: gone at once (every request looks its key up). */
export async function revokeApiKey(menuId: Types.ObjectId | string, keyId: string): Promise<{ _id: string }> {
  const gone = isObjectIdText(keyId) ? await ApiKey.findOneAndDelete({ _id: keyId, menu: menuId }, { projection: { _id: 1 } }).lean() : null;
  if (!gone) throw notFound(msg('apiKeyNotFound'));
  return { _id: keyId };
}
