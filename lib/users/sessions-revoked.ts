import { User } from '../../models/User';
import { processWide } from '../shared/process-wide';

/**
 * Tells this instance's open answers that last (the order screen's streams) that a user's sessions were revoked (a
 * log-out, which ends every session of the account; a password changed), so they ask again at once whether their
 * caller is still let in, rather than at their next ping: at once for a revocation made here (revokeSessions calls
 * sessionsRevoked), within WATCH_POLL_MS for one made on another instance (while any stream listens, one read of the
 * listened users' session versions per poll). Process-wide (lib/shared/process-wide.ts): the route handlers are
 * bundled apart.
 */
export const WATCH_POLL_MS = 1000;

type Listener = () => void;
type Watched = { listeners: Set<Listener>; version: number };

class RevocationWatch {
  readonly users = new Map<string, Watched>();
  private timer: NodeJS.Timeout | null = null;
  private polling = false;

  add(userId: string, version: number, listener: Listener): () => void {
    const watched = this.users.get(userId) ?? { listeners: new Set<Listener>(), version };
    watched.version = Math.max(watched.version, version);
    watched.listeners.add(listener);
    this.users.set(userId, watched);
    if (!this.timer) {
      this.timer = setInterval(() => void this.poll(), WATCH_POLL_MS);
      this.timer.unref();
    }
    return () => {
      watched.listeners.delete(listener);
      if (watched.listeners.size === 0 && this.users.get(userId) === watched) this.users.delete(userId);
      if (this.users.size === 0 && this.timer) {
        clearInterval(this.timer);
        this.timer = null;
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

  /** Another instance's revocations: a session version past the one the listeners were let in with. */
  private async poll() {
    if (this.polling || this.users.size === 0) return;
    this.polling = true;
    try {
      const docs = await User.find({ _id: { $in: [...this.users.keys()] } }, { sessionVersion: 1 }).lean<{ _id: unknown; sessionVersion?: number }[]>();
      for (const doc of docs) {
        const id = String(doc._id);
        const watched = this.users.get(id);
        const now = doc.sessionVersion ?? 0;
        if (watched && now > watched.version) {
          watched.version = now;
          this.tell(id);
        }
      }
    } catch (err) {
      console.error('[sessions-revoked] poll failed:', (err as Error).message);
    } finally {
      this.polling = false;
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
