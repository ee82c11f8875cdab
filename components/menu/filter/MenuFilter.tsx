'use client';

import { useEffect, useMemo, useState } from 'react';
import { declaredCodes, hiddenCount, isFiltering, NO_FILTER, type DietaryFilter } from '@/lib/menus/dietary-filter';
import type { PublicSection } from '@/lib/menus/public-menu';
import { applyFilter } from './apply-filter';
import styles from './MenuFilter.module.css';
import { useDinerTexts } from '../diner-lang';
import { DINER_TASK } from '../diner-task';
import { onDemand } from '../on-demand';
import { needsConnectionPanel } from '../NeedsConnection';

// The choices load when the diner opens the filter, not with the page (or once the diner uses the page, for the
// offline copy: OfflineSupport calls MenuFilterPanel.load).
export const MenuFilterPanel = onDemand(() => import('./MenuFilterPanel').then((m) => m.MenuFilterPanel), {
  loading: () => <div className={styles.panel} aria-busy="true" />,
  Unavailable: needsConnectionPanel({ panel: styles.panel, close: styles.close }, (T) => T.dietary.closeFilter),
});

/**
 * 'تصفية': hide the items with an allergen, or keep only those with a tag. Shown only when the menu
 * declares any. What is hidden is counted, with a way to clear the filter.
 */
export function MenuFilter({ sections }: { sections: PublicSection[] }) {
  const T = useDinerTexts();
  const items = useMemo(() => sections.flatMap((s) => s.items), [sections]);
  const offered = useMemo(() => declaredCodes(items), [items]);
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState<DietaryFilter>(NO_FILTER);
  const hidden = useMemo(() => hiddenCount(items, filter), [items, filter]);

  useEffect(() => {
    const root = document.getElementById('menu-sections');
    if (root) applyFilter(root, sections, filter);
  }, [sections, filter]);

  if (offered.allergens.length === 0 && offered.tags.length === 0) return null;
  const active = filter.without.length + filter.only.length;
  return (
    <div className={styles.wrap} {...(open ? DINER_TASK : {})}>
      <button type="button" className={styles.open} aria-expanded={open} onClick={() => setOpen(!open)} data-testid="menu-filter-open">
        {T.dietary.filterOpen}
        {active > 0 && <span className={styles.count}>{T.dietary.activeFilters(active)}</span>}
      </button>
      {open && <MenuFilterPanel offered={offered} filter={filter} onChange={setFilter} onClose={() => setOpen(false)} />}
      {isFiltering(filter) && (
        <p className={styles.hidden} role="status">
          {hidden > 0 ? T.dietary.hiddenCount(hidden) : ''}
          <button type="button" className={styles.clear} onClick={() => setFilter(NO_FILTER)}>
            {T.dietary.clearFilter}
          </button>
        </p>
      )}
    </div>
  );
}
