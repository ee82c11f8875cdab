'use client';

import { useDinerTexts } from './diner-lang';
import styles from './NeedsConnection.module.css';

/**
 * In place of a piece of the menu whose code the server no longer has (the page was opened before a new version was
 * deployed; components/menu/on-demand.tsx): says so, with a button that reloads the page.
 */
export function ReloadNote() {
  const T = useDinerTexts();
  return (
    <div className={styles.reload} data-testid="page-outdated">
      <p role="status">{T.menu.pageOutdated}</p>
      <button type="button" className="btn" onClick={() => location.reload()}>
        {T.menu.reloadPage}
      </button>
    </div>
  );
}
