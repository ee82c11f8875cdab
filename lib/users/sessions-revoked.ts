import { onLive } from '../live/live-channel';
import type { LiveEvent } from '../live/live-topics';
import { processWide } from '../shared/process-wide';

/**
 * Tells this instance's open answers that last (the order screen's streams) that a user's sessions were revoked (a
 * log-out, which ends every session of the account; a password changed), so they ask again at once whether their
 * caller is still let in, rather than at their next ping: at once for a revocation made here (revokeSessions calls
 * sessionsRevoked), and for one made on another instance as soon as the live channel's `sessions` topic brings the
 * user's new session version (lib/live: subscribed while any stream listens here). A resync of the channel makes
 * every listener ask again. Process-wide (lib/shared/process-wide.ts): the route handlers are bundled apart.
 */
type Listener = () => void;
type Watched = { listeners: Set<Listener>; version: number };

class RevocationWatch {
  readonly users = new Map<string, Watched>();
  private unlisten: (() => void) | null = null;

  add(userId: string, version: number, listener: Listener): () => void {
    const watched = this.users.get(userId) ?? { listeners: new Set<Listener>(), version };
    watched.version = Math.max(watched.version, version);
    watched.listeners.add(listener);
    this.users.set(userId, watched);
    this.unlisten ??= onLive('sessions', (e) => this.heard(e));
    return () => {
      watched.listeners.delete(listener);
      if (watched.listeners.size === 0 && this.users.get(userId) === watched) this.users.delete(userId);
      if (this.users.size === 0 && this.unlisten) {
        this.unlisten();
        this.unlisten = null;
      }
    };
  }

  tell(userId: string) {
    for (const listener of [...(this.users.get(userId)?.listeners ?? [])]) {
      try {
        listener();
      } catch (err) {
        console.error('[sessions-revoked] a listener failed:', (err as Error).message);
      }
    }
  }

  /** A session version past the one the listeners were let in with (made anywhere), or a resync (every user asks again). */
  private heard(e: LiveEvent) {
    if (e.type === 'resync') {
      for (const userId of [...this.users.keys()]) this.tell(userId);
      return;
    }
    const watched = this.users.get(e.id);
    const now = Number(e.updated?.sessionVersion ?? e.doc?.sessionVersion ?? 0);
    if (watched && now > watched.version) {
      watched.version = now;
      this.tell(e.id);
    }
  }
}

const watch = () => processWide('sessionsRevokedWatch', () => new RevocationWatch());

/** Listens for the revocation of `userId`'s sessions past `version` (the one the caller was let in with); returns the removal. */
export function onSessionsRevoked(userId: string, version: number, listener: Listener): () => void {
  return watch().add(userId, version, listener);
}

/** `userId`'s sessions were revoked here: its listeners hear it now. */
export function sessionsRevoked(userId: string): void {
  watch().tell(userId);
}
