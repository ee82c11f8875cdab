'use client';

import { useMemo } from 'react';
import { searchItems } from '@/lib/search/match';
import { formatPrice, unitPrice, type Currency } from '@/lib/menus/pricing';
import type { PublicSection } from '@/lib/menus/public-menu';
import { menuSearchIndex } from './menu-search-index';
import styles from './MenuSearch.module.css';
import { useDinerTexts } from '../diner-lang';

const MAX_RESULTS = 30;

type Props = { sections: PublicSection[]; currency: Currency; query: string; listId: string; onChoose: (itemId: string) => void };

/**
 * The search's results for what the diner typed in the field (MenuSearch.tsx), loaded when the search is first opened:
 * matches on the page's own data (no request, so it works offline), each naming its section; choosing one opens the
 * item. The count is announced.
 */
export function MenuSearchResults({ sections, currency, query, listId, onChoose }: Props) {
  const T = useDinerTexts();
  const { index, hits } = useMemo(() => menuSearchIndex(sections), [sections]);
  const ids = useMemo(() => searchItems(index, query), [index, query]);
  const shown = ids.slice(0, MAX_RESULTS);
  return (
    <>
      <p className={styles.count} role="status" aria-live="polite">
        {query.trim() === '' ? '' : ids.length === 0 ? T.menu.searchNoResults : T.menu.searchResults(ids.length)}
      </p>
      <ul id={listId} className={styles.results} aria-label={T.menu.search}>
        {shown.map((id) => {
          const hit = hits.get(id);
          if (!hit) return null;
          return (
            <li key={id}>
              <button type="button" className={styles.result} onClick={() => onChoose(id)} data-search-result={id}>
                <span className={styles.title} dir="auto">{hit.item.title}</span>
                <span className={styles.section}>{T.menu.searchInSection(hit.sectionTitle)}</span>
                <span className={styles.price}>{formatPrice(unitPrice(hit.item, null, 0, currency), currency, T.lang)}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
