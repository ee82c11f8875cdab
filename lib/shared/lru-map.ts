/**
 * A Map that keeps at most `max` entries and drops the least recently used first: reading an entry (get) and writing
 * it (set) both count as a use. Import-free. The process-memory copies share it: the carts and their menus
 * (lib/carts), the share images (lib/menus/share-image-cache.ts).
 */
export class LruMap<K, V> extends Map<K, V> {
  constructor(private readonly max: number) {
    super();
  }

  override get(key: K): V | undefined {
    if (!super.has(key)) return undefined;
    const value = super.get(key) as V;
    super.delete(key);
    super.set(key, value);
    return value;
  }

  override set(key: K, value: V): this {
    super.delete(key);
    super.set(key, value);
    while (this.size > this.max) super.delete(this.keys().next().value as K);
    return this;
  }
}
