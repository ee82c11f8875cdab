import { createHash } from 'node:crypto';
import { Types } from 'mongoose';
import { User } from '../../models/User';

/**
 * The addresses an account has signed in from (the last KNOWN_CLIENTS_KEPT), kept as hashes, not addresses. They give
 * the owner a way back in that others cannot use up: a password-reset code asked from one of them is counted apart
 * from everyone else's asks (lib/limits/rate-limit.ts `resetRequestKnown`), and others' asks do not replace it
 * (lib/users/password-reset.ts).
 */
export const KNOWN_CLIENTS_KEPT = 5;

const knownClientHash = (client: string) => createHash('sha256').update(`known-client:${client}`).digest('base64url');

/** Remembers `client` as one the account signs in from: moved to the end of the list, the oldest dropped past the bound. */
export async function rememberClient(userId: Types.ObjectId | string, client: string): Promise<void> {
  const hash = knownClientHash(client);
  const others = { $filter: { input: { $ifNull: ['$knownClients', []] }, cond: { $ne: ['$$this', hash] } } };
  await User.updateOne({ _id: userId }, [{ $set: { knownClients: { $slice: [{ $concatArrays: [others, [hash]] }, -KNOWN_CLIENTS_KEPT] } } }], { updatePipeline: true });
}

/**
 * Whether `client` is one the account with this e-mail signs in from. One indexed read, whether the account exists
 * or not, so its time tells nothing of who has an account.
 */
export async function isKnownClient(email: string, client: string): Promise<boolean> {
  return (await User.exists({ email: email.trim().toLowerCase(), knownClients: knownClientHash(client) })) !== null;
}
