/**
 * Polls the menu change feed (menu-change-feed.ts) and reports the changes other instances made, over the official
 * driver's collection (find through the `at` index, and the TTL index itself).
 */
import type { Collection } from 'mongodb';
import { ALL_MENUS, FEED_OVERLAP_MS, FEED_POLL_MS, FEED_TTL_S, type MenuChange } from '../lib/menus/menu-change-feed';

export type FeedCollection = Pick<Collection, 'find' | 'createIndex'>;

export interface PollerHandlers {
  /** A menu changed on another instance: drop its pages. */
  onChange(menuId: string, usernames: string[]): void;
  /** Drop every page (an ALL_MENUS entry). */
  onFlush(): void;
}

export class MenuChangePoller {
  /** Newest `at` seen (ms, database clock); null before the first poll. */
  private watermark: number | null = null;
  /** Entries already handled within the overlap window, by id -> at. */
  private seen = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly feed: FeedCollection,
    private readonly handlers: PollerHandlers,
    private readonly origin: string,
    private readonly intervalMs = FEED_POLL_MS,
  ) {}

  /** The TTL index, which is also the index every poll reads through. */
  async ensureIndex(): Promise<void> {
    await this.feed.createIndex({ at: 1 }, { expireAfterSeconds: FEED_TTL_S, name: 'at_ttl' });
  }

  /** One poll: handles the entries not seen yet. The first poll only sets the starting point (nothing is cached yet). */
  async pollOnce(): Promise<number> {
    if (this.watermark === null) {
      const [newest] = (await this.feed.find({}, { sort: { at: -1 }, limit: 1 }).toArray()) as unknown as MenuChange[];
      this.watermark = newest ? newest.at.getTime() : 0;
      await this.readFrom(this.watermark - FEED_OVERLAP_MS, false);
      return 0;
    }
    return this.readFrom(this.watermark - FEED_OVERLAP_MS, true);
  }

  private async readFrom(fromMs: number, report: boolean): Promise<number> {
    const entries = (await this.feed.find({ at: { $gte: new Date(Math.max(0, fromMs)) } }, { sort: { at: 1 } }).toArray()) as unknown as MenuChange[];
    let handled = 0;
    for (const entry of entries) {
      const id = String(entry._id);
      const at = entry.at.getTime();
      if (this.seen.has(id)) continue;
      this.seen.set(id, at);
      if (at > (this.watermark ?? 0)) this.watermark = at;
      if (!report || entry.origin === this.origin) continue;
      handled++;
      if (entry.menuId === ALL_MENUS) this.handlers.onFlush();
      else this.handlers.onChange(entry.menuId, entry.usernames ?? []);
    }
    const horizon = (this.watermark ?? 0) - FEED_OVERLAP_MS;
    for (const [id, at] of this.seen) if (at < horizon) this.seen.delete(id);
    return handled;
  }

  /** Polls every intervalMs until stop(); a failed poll is logged and retried on the next tick. */
  start(): void {
    const tick = () => {
      this.running = this.pollOnce()
        .then(() => undefined)
        .catch((err) => console.error('[menu-change-feed] poll failed:', (err as Error).message))
        .finally(() => {
          this.running = null;
          if (this.timer) this.timer = setTimeout(tick, this.intervalMs);
        });
    };
    this.timer = setTimeout(tick, 0);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }
}
