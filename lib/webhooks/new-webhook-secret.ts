import { randomBytes } from 'node:crypto';

/** A new signing secret in the Standard Webhooks form: `whsec_` and 24 random bytes in base64 (kept sealed: lib/secrets). */
export const newWebhookSecret = (): string => `whsec_${randomBytes(24).toString('base64')}`;
