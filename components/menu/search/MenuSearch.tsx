'use client';

import { useState } from 'react';
import type { Currency } from '@/lib/menus/pricing';
import type { PublicSection } from '@/lib/menus/public-menu';
import { SearchIcon } from '../icons';
import styles from './MenuSearch.module.css';
import { useDinerTexts } from '../diner-lang';
import { DINER_TASK } from '../diner-task';
import { onDemand } from '../on-demand';
import { needsConnectionPanel } from '../NeedsConnection';

// The field, the matcher and the normaliser load when the diner opens the search, not with the page (or once the
// diner uses the page, for the offline copy: OfflineSupport calls MenuSearchPanel.load).
export const MenuSearchPanel = onDemand(() => import('./MenuSearchPanel').then((m) => m.MenuSearchPanel), {
  loading: () => <div className={styles.panel} aria-busy="true" />,
  Unavailable: needsConnectionPanel({ panel: styles.panel, close: styles.close }, (T) => T.menu.closeSearch),
});

type Props = { sections: PublicSection[]; currency: Currency; onChoose: (itemId: string) => void };

/** The search button above the sections; it opens the search field in its place. */
export function MenuSearch({ sections, currency, onChoose }: Props) {
  const T = useDinerTexts();
  const [open, setOpen] = useState(false);
  if (!sections.some((s) => s.items.length > 0)) return null;
  return (
    <div className={styles.bar} {...(open ? DINER_TASK : {})}>
      {open ? (
        <MenuSearchPanel sections={sections} currency={currency} onChoose={onChoose} onClose={() => setOpen(false)} />
      ) : (
        <button type="button" className={styles.open} onClick={() => setOpen(true)} data-testid="menu-search-open">
          <SearchIcon />
          {T.menu.search}
        </button>
      )}
    </div>
  );
}
