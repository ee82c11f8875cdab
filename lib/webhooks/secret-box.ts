import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { authSecret } from '../env';

/**
 * The webhooks' signing secrets at rest (GUIDE §8: secrets stored encrypted): AES-256-GCM under a key
 * derived from NEXTAUTH_SECRET, so a copy of the database alone does not let anyone sign as us. Stored as
 * `v1.<iv>.<tag>.<ciphertext>` (base64url).
 */
const key = () => Buffer.from(hkdfSync('sha256', authSecret(), 'qrmenu', 'webhook-signing-secrets', 32));

export function sealSecret(secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join('.');
}

export function openSecret(box: string): string {
  const [version, iv, tag, sealed] = box.split('.');
  if (version !== 'v1' || !iv || !tag || !sealed) throw new Error('unreadable webhook secret');
  const decipher = createDecipheriv('aes-256-gcm', key(), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
}

/** A new signing secret in the Standard Webhooks form: `whsec_` and 24 random bytes in base64. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(24).toString('base64')}`;
