import { buildSearchIndex, type SearchIndexEntry } from '@/lib/search/match';
import type { PublicItem, PublicSection } from '@/lib/menus/public-menu';

export interface SearchHit {
  item: PublicItem;
  sectionTitle: string;
}

/**
 * The diner's search index over the page's own data, in both languages: each item once, with its own section (the synthetic deals
 * section repeats on-sale items, so it never names an item's section).
 */
export function menuSearchIndex(sections: readonly PublicSection[]): { index: SearchIndexEntry[]; hits: Map<string, SearchHit> } {
  const hits = new Map<string, SearchHit>();
  for (const s of sections) {
    if (s.synthetic) continue;
    for (const item of s.items) if (!hits.has(item._id)) hits.set(item._id, { item, sectionTitle: s.title });
  }
  const index = buildSearchIndex(
    [...hits.values()].map(({ item }) => {
      // The page's language, and the item's other side (its English on the Arabic page, its Arabic on the English one).
      const sides = Object.values(item.translations ?? {});
      return {
        id: item._id,
        titles: [item.title, ...sides.map((t) => t?.title ?? '')].filter(Boolean),
        descriptions: [item.description, ...sides.map((t) => t?.description ?? '')].filter(Boolean),
      };
    }),
  );
  return { index, hits };
}
