import { processWide } from '../shared/process-wide';

/**
 * Tells this instance's open answers that last (the order screen's streams) that a user's sessions were just revoked
 * (a log-out, which ends every session of the account; a password changed), so they ask again at once whether their
 * caller is still let in, rather than at their next ping. Another instance's streams hear of it at their next ping
 * (lib/api/sse-response.ts). Process-wide (lib/shared/process-wide.ts): the route handlers are bundled apart.
 */
type Listener = () => void;

const listeners = () => processWide('sessionsRevokedListeners', () => new Map<string, Set<Listener>>());

/** Listens for the revocation of `userId`'s sessions; returns the removal. */
export function onSessionsRevoked(userId: string, listener: Listener): () => void {
  const byUser = listeners();
  const set = byUser.get(userId) ?? new Set<Listener>();
  byUser.set(userId, set);
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0 && byUser.get(userId) === set) byUser.delete(userId);
  };
}

/** `userId`'s sessions were revoked here: its listeners hear it now. */
export function sessionsRevoked(userId: string): void {
  for (const listener of [...(listeners().get(userId) ?? [])]) {
    try {
      listener();
    } catch (err) {
      console.error('[sessions-revoked] a listener failed:', (err as Error).message);
    }
  }
}
