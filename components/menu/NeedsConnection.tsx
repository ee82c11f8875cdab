'use client';

import { CloseIcon } from './icons';
import { useDinerTexts } from './diner-lang';
import styles from './NeedsConnection.module.css';

type Props = {
  /** The panel's own frame and close button classes, so the note sits where the panel would. */
  classes: { panel: string; close: string };
  closeLabel: string;
  onClose: () => void;
};

/**
 * In place of a panel (search, filter) whose code could not load with no connection (components/menu/on-demand.tsx):
 * says so, and closes like the panel would.
 */
export function NeedsConnection({ classes, closeLabel, onClose }: Props) {
  const T = useDinerTexts();
  return (
    <div className={`${classes.panel} ${styles.note}`} data-testid="panel-needs-connection">
      <p role="status">{T.menu.needsConnection}</p>
      <button type="button" className={classes.close} onClick={onClose} aria-label={closeLabel}>
        <CloseIcon />
      </button>
    </div>
  );
}
