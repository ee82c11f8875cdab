import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { authSecret } from '../env';

/**
 * Secrets the server must use in clear but keeps at rest encrypted (GUIDE §8): the webhooks' signing secrets and a
 * restaurant's payment-provider secret key. AES-256-GCM under a key derived from
 * NEXTAUTH_SECRET, one key per purpose, so a copy of the database alone lets no one sign as us or charge as the
 * restaurant, and a box of one kind cannot be opened as the other. Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url).
 */
export type SecretPurpose = 'webhook-signing-secrets' | 'payment-keys';

const key = (purpose: SecretPurpose) => Buffer.from(hkdfSync('sha256', authSecret(), 'qrmenu', purpose, 32));

export function sealSecret(secret: string, purpose: SecretPurpose): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(purpose), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join('.');
}

export function openSecret(box: string, purpose: SecretPurpose): string {
  const [version, iv, tag, sealed] = box.split('.');
  if (version !== 'v1' || !iv || !tag || !sealed) throw new Error(`unreadable secret (${purpose})`);
  const decipher = createDecipheriv('aes-256-gcm', key(purpose), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
}
