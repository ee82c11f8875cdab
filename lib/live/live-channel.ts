import type { mongo } from 'mongoose';
import { connectDb } from '../db';
import { processWide } from '../shared/process-wide';
import { liveStreamPipeline, readChange, topicCollections, type LiveEvent, type LiveTopic } from './live-topics';
import { serverEnv } from '../env';

/**
 * The one live channel of this process: ONE change stream over the app's database (live-topics.ts says what it
 * filters), opened while anything listens and closed when the last listener goes. Screens and caches subscribe to a
 * topic in-process (onLive); the database pushes each change, so nothing here polls.
 *
 * - The stream's getMore waits in the database up to LIVE_AWAIT_MS for a change: an instance with nothing happening
 *   sends one command per LIVE_AWAIT_MS beside the driver's heartbeat (docs/running-at-scale.md has the measurement;
 *   the LIVE_AWAIT_MS environment variable changes it, e.g. to stay below a proxy's idle timeout).
 * - A lost connection or a restarted database: the driver resumes once by itself; when that fails too the stream is
 *   opened again, after a growing pause, from the last resume token (`startAfter`), so no change is missed.
 * - The history that token points into is gone (ChangeStreamHistoryLost, 286: the change log or oplog rolled past
 *   it), or the database was dropped (invalidate): every listener hears `resync` (drop what you keep, read again) and
 *   the stream goes on from now.
 *
 * Next bundles lib/ apart from the custom server (server/README.md): the channel is process-wide
 * (lib/shared/process-wide.ts), so the route handlers and the server share one stream. Works the same on a MongoDB
 * replica set, Atlas and the embedded server in replica set mode; a standalone mongod has no change streams.
 */
export const LIVE_AWAIT_MS = serverEnv().LIVE_AWAIT_MS;
/** Pauses before reopening a failed stream: 100 ms doubling up to 5 s. */
const REOPEN_MIN_MS = 100;
const REOPEN_MAX_MS = 5_000;
/** mongod's codes for a resume point the server no longer has. */
const HISTORY_LOST = new Set([286, 280]);

export type LiveListener = (event: LiveEvent) => void;

class LiveChannel {
  private readonly listeners = new Map<LiveTopic, Set<LiveListener>>();
  private stream: mongo.ChangeStream | null = null;
  private token: mongo.ResumeToken | undefined;
  private wanted = false;
  /** Bumped on every open and shutdown: a stale open or event of an earlier stream is ignored. */
  private generation = 0;
  private failures = 0;
  private reopenTimer: NodeJS.Timeout | null = null;
  private waiters: Array<(open: boolean) => void> = [];
  private live = false;

  subscribe(topic: LiveTopic, listener: LiveListener): () => void {
    let set = this.listeners.get(topic);
    if (!set) this.listeners.set(topic, (set = new Set()));
    set.add(listener);
    if (!this.wanted) {
      this.wanted = true;
      void this.open();
    }
    return () => {
      set.delete(listener);
      if (this.wanted && [...this.listeners.values()].every((s) => s.size === 0)) this.shutdown();
    };
  }

  /**
   * True once the stream is open (its first answer came: changes committed from then on are heard); false when the
   * attempt under way failed (it keeps trying: a database without change streams, one that does not answer).
   */
  ready(): Promise<boolean> {
    if (this.live) return Promise.resolve(true);
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Closes the stream (the process is stopping); listeners stay registered but hear nothing more. */
  async stop(): Promise<void> {
    this.wanted = false;
    this.generation++;
    this.clearReopen();
    const s = this.stream;
    this.stream = null;
    this.live = false;
    await s?.close().catch(() => undefined);
  }

  private shutdown() {
    void this.stop();
    // Opened again later, it starts from then: the listeners of that time read what they need when they subscribe.
    this.token = undefined;
  }

  private async open(): Promise<void> {
    const gen = ++this.generation;
    this.clearReopen();
    try {
      const mongoose = await connectDb();
      const db = mongoose.connection.db;
      if (!db) throw new Error('the database connection has no database');
      if (gen !== this.generation || !this.wanted) return;
      const colls = topicCollections();
      const stream = db.watch(liveStreamPipeline(colls), {
        fullDocument: 'updateLookup',
        maxAwaitTimeMS: LIVE_AWAIT_MS,
        ...(this.token ? { startAfter: this.token } : {}),
      });
      this.stream = stream;
      const current = () => gen === this.generation && this.stream === stream;
      // The driver tells each new resume point: the first comes with the stream's opening answer (its
      // postBatchResumeToken), then one per batch. The stream is open from the first one on.
      stream.on('resumeTokenChanged', (token: mongo.ResumeToken) => {
        if (!current()) return;
        this.token = token;
        if (this.live) return;
        this.failures = 0;
        this.lastLogged = '';
        this.markLive();
      });
      stream.on('change', (change: mongo.ChangeStreamDocument) => {
        if (!current()) return;
        this.token = change._id;
        this.markLive();
        const read = readChange(colls, change);
        if (read) this.tell(read.topic, read.event);
        // After an invalidate the server ends the stream: it goes on after the event (startAfter), as a new one.
        if (change.operationType === 'invalidate') this.reopen(0);
      });
      stream.on('error', (err: Error & { code?: number }) => {
        if (!current()) return;
        if (HISTORY_LOST.has(err.code ?? 0)) {
          console.warn('[live] the change history to resume from is gone: every listener reads again');
          this.token = undefined;
          this.tell('all', { type: 'resync' });
          this.reopen(0);
        } else {
          this.logFailure('the change stream failed, reopening it', err.message);
          this.settleWaiters(false);
          this.reopen(this.nextPause());
        }
      });
      stream.on('close', () => {
        if (current() && this.wanted) this.reopen(this.nextPause());
      });
    } catch (err) {
      if (gen !== this.generation || !this.wanted) return;
      this.logFailure('could not open the change stream', (err as Error).message);
      this.settleWaiters(false);
      this.reopen(this.nextPause());
    }
  }

  /** A failure is logged when it differs from the last one logged: a database without change streams is said once, not every 5 s. */
  private lastLogged = '';
  private logFailure(what: string, message: string) {
    if (message === this.lastLogged) return;
    this.lastLogged = message;
    console.error(`[live] ${what}:`, message);
  }

  private nextPause(): number {
    return Math.min(REOPEN_MAX_MS, REOPEN_MIN_MS * 2 ** this.failures++);
  }

  private reopen(afterMs: number) {
    const old = this.stream;
    this.stream = null;
    this.live = false;
    this.generation++;
    void old?.close().catch(() => undefined);
    if (!this.wanted) return;
    this.clearReopen();
    this.reopenTimer = setTimeout(() => void this.open(), afterMs);
    this.reopenTimer.unref();
  }

  private clearReopen() {
    if (this.reopenTimer) clearTimeout(this.reopenTimer);
    this.reopenTimer = null;
  }

  private markLive() {
    if (this.live) return;
    this.live = true;
    this.settleWaiters(true);
  }

  private settleWaiters(open: boolean) {
    for (const w of this.waiters.splice(0)) w(open);
  }

  private tell(topic: LiveTopic | 'all', event: LiveEvent) {
    const sets = topic === 'all' ? [...this.listeners.values()] : [this.listeners.get(topic) ?? new Set<LiveListener>()];
    for (const set of sets) {
      for (const listener of [...set]) {
        try {
          listener(event);
        } catch (err) {
          console.error('[live] a listener failed:', (err as Error).message);
        }
      }
    }
  }
}

const channel = () => processWide('liveChannel', () => new LiveChannel());

/** Listens to a topic's changes, made on this instance or any other; returns the removal (the last one closes the stream). */
export function onLive(topic: LiveTopic, listener: LiveListener): () => void {
  return channel().subscribe(topic, listener);
}

/** True once the channel's stream is open, false when its attempt failed (see LiveChannel.ready). */
export function liveReady(): Promise<boolean> {
  return channel().ready();
}

/** Closes the channel's stream (the server is stopping). */
export function stopLive(): Promise<void> {
  return channel().stop();
}
