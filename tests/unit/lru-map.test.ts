import { LruMap } from '@/lib/shared/lru-map';

describe('LruMap', () => {
  it('keeps at most max entries, dropping the least recently read or written first', () => {
    const m = new LruMap<string, number>(2);
    m.set('a', 1).set('b', 2);
    expect(m.get('a')).toBe(1); // a is now the most recent
    m.set('c', 3); // b goes
    expect([...m.keys()]).toEqual(['a', 'c']);
    m.set('a', 10); // a written again: most recent, no growth
    m.set('d', 4); // c goes
    expect([...m.entries()]).toEqual([['a', 10], ['d', 4]]);
    expect(m.get('b')).toBeUndefined();
  });
});
