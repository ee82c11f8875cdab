import { MenuChangePoller, type FeedCollection } from '../../server/change-poller';
import { ALL_MENUS, FEED_OVERLAP_MS, type MenuChange } from '../../lib/menus/menu-change-feed';

/**
 * The change-feed poller's reading rules, over an in-memory list standing in for the `menuchanges` collection (the
 * real collection is exercised by tests/api/cluster-edit.test.ts): entries that become visible late (several writers)
 * are still seen, none is reported twice, the instance's own entries are skipped, and '*' flushes everything.
 */
class Feed {
  entries: MenuChange[] = [];
  private n = 0;
  add(menuId: string, atMs: number, origin = 'other', usernames: string[] = []) {
    this.entries.push({ _id: `e${this.n++}`, menuId, usernames, origin, at: new Date(atMs) });
  }
  collection(): FeedCollection {
    const find = (filter: { at?: { $gte: Date } }, options: { sort?: { at: 1 | -1 }; limit?: number } = {}) => {
      let out = this.entries.filter((e) => !filter.at || e.at >= filter.at.$gte);
      out = out.sort((a, b) => (a.at.getTime() - b.at.getTime()) * (options.sort?.at ?? 1));
      if (options.limit) out = out.slice(0, options.limit);
      return { toArray: async () => out };
    };
    return { find, createIndex: async () => 'at_ttl' } as unknown as FeedCollection;
  }
}

function poller(feed: Feed) {
  const changed: string[] = [];
  let flushes = 0;
  const p = new MenuChangePoller(feed.collection(), { onChange: (id, names) => changed.push([id, ...names].join(':')), onFlush: () => flushes++ }, 'me');
  return { p, changed, flushes: () => flushes };
}

describe('MenuChangePoller', () => {
  it('starts after the entries already there and reports each later one once', async () => {
    const feed = new Feed();
    feed.add('old', 1_000);
    const { p, changed } = poller(feed);
    await p.pollOnce();
    expect(changed).toEqual([]);
    feed.add('a', 2_000, 'other', ['cafe', 'oldcafe']);
    await p.pollOnce();
    await p.pollOnce();
    expect(changed).toEqual(['a:cafe:oldcafe']);
  });

  it('still sees an entry that becomes visible after a newer one (within the overlap window)', async () => {
    const feed = new Feed();
    const { p, changed } = poller(feed);
    await p.pollOnce();
    feed.add('late-writer-newer', 10_000);
    await p.pollOnce();
    feed.add('late-writer-older', 10_000 - FEED_OVERLAP_MS + 1);
    await p.pollOnce();
    expect(changed).toEqual(['late-writer-newer', 'late-writer-older']);
  });

  it("skips this instance's own entries and flushes everything on '*'", async () => {
    const feed = new Feed();
    const { p, changed, flushes } = poller(feed);
    await p.pollOnce();
    feed.add('mine', 5_000, 'me');
    feed.add(ALL_MENUS, 5_001);
    await p.pollOnce();
    expect(changed).toEqual([]);
    expect(flushes()).toBe(1);
  });
});
