import { buildSearchIndex, type SearchIndexEntry } from '@/lib/search/match';
import type { PublicItem, PublicSection } from '@/lib/menus/public-menu';

export interface SearchHit {
  item: PublicItem;
  sectionTitle: string;
}

/**
 * The diner's search index over the page's own data: each item once, with its own section (the synthetic deals
 * section repeats on-sale items, so it never names an item's section).
 */
export function menuSearchIndex(sections: readonly PublicSection[]): { index: SearchIndexEntry[]; hits: Map<string, SearchHit> } {
  const hits = new Map<string, SearchHit>();
  for (const s of sections) {
    if (s.synthetic) continue;
    for (const item of s.items) if (!hits.has(item._id)) hits.set(item._id, { item, sectionTitle: s.title });
  }
  const index = buildSearchIndex([...hits.values()].map(({ item }) => ({ id: item._id, titles: [item.title], descriptions: [item.description] })));
  return { index, hits };
}
