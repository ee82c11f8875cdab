'use client';

import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { searchItems } from '@/lib/search/match';
import { formatPrice, unitPrice, type Currency } from '@/lib/menus/pricing';
import type { PublicSection } from '@/lib/menus/public-menu';
import { CloseIcon } from '../icons';
import { menuSearchIndex } from './menu-search-index';
import styles from './MenuSearch.module.css';
import { useDinerTexts } from '../diner-lang';

const MAX_RESULTS = 30;

type Props = { sections: PublicSection[]; currency: Currency; onChoose: (itemId: string) => void; onClose: () => void };

/**
 * The search field and its results (loaded when the diner opens the search): matches as the diner types, on the
 * page's own data (no request, so it works offline). Results name their section; choosing one opens the item.
 * Keyboard: ↓ from the field moves into the results, ↑/↓ between them, Esc closes; the count is announced.
 */
export function MenuSearchPanel({ sections, currency, onChoose, onClose }: Props) {
  const T = useDinerTexts();
  const { index, hits } = useMemo(() => menuSearchIndex(sections), [sections]);
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const listId = useId();
  const ids = useMemo(() => searchItems(index, query), [index, query]);
  const shown = ids.slice(0, MAX_RESULTS);

  useEffect(() => input.current?.focus(), []);

  const focusResult = (k: number) => list.current?.querySelectorAll<HTMLButtonElement>('button')[k]?.focus();

  function onKeyDown(e: React.KeyboardEvent) {
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
      return;
    }
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (e.key === 'ArrowDown') focusResult(Math.min(at + 1, buttons.length - 1));
    else if (at <= 0) input.current?.focus();
    else focusResult(at - 1);
    e.preventDefault();
  }

  return (
    <div className={styles.panel} role="search" onKeyDown={onKeyDown}>
      <div className={styles.field}>
        <input
          ref={input}
          type="search"
          className={styles.input}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          aria-label={T.menu.searchLabel}
          placeholder={T.menu.searchPlaceholder}
          aria-controls={listId}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="button" className={styles.close} onClick={onClose} aria-label={T.menu.closeSearch}>
          <CloseIcon />
        </button>
      </div>
      <p className={styles.count} role="status" aria-live="polite">
        {query.trim() === '' ? '' : ids.length === 0 ? T.menu.searchNoResults : T.menu.searchResults(ids.length)}
      </p>
      <ul id={listId} ref={list} className={styles.results} aria-label={T.menu.search}>
        {shown.map((id) => {
          const hit = hits.get(id);
          if (!hit) return null;
          return (
            <li key={id}>
              <button type="button" className={styles.result} onClick={() => onChoose(id)} data-search-result={id}>
                <span className={styles.title} dir="auto">{hit.item.title}</span>
                <span className={styles.section}>{T.menu.searchInSection(hit.sectionTitle)}</span>
                <span className={styles.price}>{formatPrice(unitPrice(hit.item), currency)}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
