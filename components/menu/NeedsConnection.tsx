'use client';

import type { DinerTexts } from '@/lib/i18n/diner-texts';
import { CloseIcon } from './icons';
import { useDinerTexts } from './diner-lang';
import styles from './NeedsConnection.module.css';

/**
 * What stands in place of a panel (the filter) whose code could not load with no connection
 * (components/menu/on-demand.tsx): in the panel's own frame and close button classes, it says so and closes like the
 * panel would, its close button named as the panel's.
 */
export function needsConnectionPanel(classes: { panel: string; close: string }, closeLabelOf: (T: DinerTexts) => string) {
  return function NeedsConnection({ onClose }: { onClose: () => void }) {
    const T = useDinerTexts();
    const closeLabel = closeLabelOf(T);
    return (
      <div className={`${classes.panel} ${styles.note}`} data-testid="panel-needs-connection">
        <p role="status">{T.menu.needsConnection}</p>
        <button type="button" className={classes.close} onClick={onClose} aria-label={closeLabel}>
          <CloseIcon />
        </button>
      </div>
    );
  };
}
