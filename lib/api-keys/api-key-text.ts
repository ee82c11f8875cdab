import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX } from '../shared/integrations';

/** A new key: the prefix and 256 random bits, URL-safe. Shown once; only its hash is kept. */
export const newApiKeyText = (): string => `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;

/** What is stored and looked up: a random 256-bit key cannot be guessed from its SHA-256, so no slow hash is needed. */
export const hashApiKey = (key: string): string => createHash('sha256').update(key).digest('hex');

/** How the list names a key without showing it: its first characters. */
export const apiKeyStart = (key: string): string => `${key.slice(0, API_KEY_PREFIX.length + 6)}…`;

/**
 * The bearer token of a request: undefined when it has no Authorization header (a browser's call, judged by its
 * cookie), null when the header is there but not a bearer token (refused: the caller meant to use a key).
 */
export function bearerToken(req: Request): string | null | undefined {
  const header = req.headers.get('authorization');
  if (header === null) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}
