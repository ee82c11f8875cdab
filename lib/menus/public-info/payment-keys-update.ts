import { sealSecret } from '../../secrets/secret-box';
import type { PublicInfoInput } from '../../validation/public-info';

type Update = { $set?: Record<string, unknown>; $unset?: Record<string, ''> };

/**
 * The payment keys' part of a public-info update: the secret key sealed before it reaches the database,
 * the time they were saved (what the owner's screen shows instead of the key), or the keys taken away with `null`.
 */
export function paymentKeysUpdate(payments: PublicInfoInput['payments'], now = new Date()): Update {
  if (payments === undefined) return {};
  if (payments === null) return { $unset: { payments: '' } };
  return {
    $set: {
      'payments.provider': payments.provider,
      'payments.publishableKey': payments.publishableKey,
      'payments.secretKey': sealSecret(payments.secretKey, 'payment-keys'),
      'payments.savedAt': now,
    },
  };
}

/** Two updates of one write as one. */
export function mergeUpdates(a: Update, b: Update): Update {
  const $set = { ...a.$set, ...b.$set };
  const $unset = { ...a.$unset, ...b.$unset };
  return { ...(Object.keys($set).length ? { $set } : {}), ...(Object.keys($unset).length ? { $unset } : {}) };
}
