'use client';

import { useEffect, useId, useRef, useState } from 'react';
import type { Currency } from '@/lib/menus/pricing';
import type { PublicSection } from '@/lib/menus/public-menu';
import { CloseIcon, SearchIcon } from '../icons';
import styles from './MenuSearch.module.css';
import { useDinerTexts } from '../diner-lang';
import { DINER_TASK } from '../diner-task';
import { onDemand } from '../on-demand';

/** What stands in place of the results when their code cannot load with no connection (on-demand.tsx). */
function ResultsNeedConnection() {
  const T = useDinerTexts();
  return (
    <p className={styles.count} role="status" data-testid="panel-needs-connection">
      {T.menu.needsConnection}
    </p>
  );
}

// The matcher and the normaliser load when the diner opens the search, not with the page (or once the diner uses the
// page, for the offline copy: OfflineSupport calls MenuSearchResults.load). The field itself comes with the page.
export const MenuSearchResults = onDemand(() => import('./MenuSearchResults').then((m) => m.MenuSearchResults), {
  loading: () => <p className={styles.count} aria-busy="true" />,
  Unavailable: ResultsNeedConnection,
});

type Props = { sections: PublicSection[]; currency: Currency; onChoose: (itemId: string) => void };

/**
 * The search button above the sections; it opens the search field in its place, focused inside the tap (so a phone's
 * keyboard opens, and what is typed at once is kept while the results' code still loads). Keyboard: ↓ from the field
 * moves into the results, ↑/↓ between them, Esc closes and gives the focus back to the button.
 */
export function MenuSearch({ sections, currency, onChoose }: Props) {
  const T = useDinerTexts();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const listId = useId();

  useEffect(() => {
    if (open) input.current?.focus();
    else if (wasOpen.current) opener.current?.focus();
    wasOpen.current = open;
  }, [open]);

  if (!sections.some((s) => s.items.length > 0)) return null;

  const close = () => {
    setOpen(false);
    setQuery('');
  };

  function onKeyDown(e: React.KeyboardEvent<HTMLDivElement>) {
    if (e.key === 'Escape') {
      e.preventDefault();
      close();
      return;
    }
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    const buttons = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('[data-search-result]')];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (e.key === 'ArrowDown') buttons[Math.min(at + 1, buttons.length - 1)]?.focus();
    else if (at <= 0) input.current?.focus();
    else buttons[at - 1]?.focus();
    e.preventDefault();
  }

  return (
    <div className={styles.bar} {...(open ? DINER_TASK : {})}>
      {open ? (
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
            <button type="button" className={styles.close} onClick={close} aria-label={T.menu.closeSearch}>
              <CloseIcon />
            </button>
          </div>
          <MenuSearchResults sections={sections} currency={currency} query={query} listId={listId} onChoose={onChoose} />
        </div>
      ) : (
        <button ref={opener} type="button" className={styles.open} onClick={() => setOpen(true)} data-testid="menu-search-open">
          <SearchIcon />
          {T.menu.search}
        </button>
      )}
    </div>
  );
}
