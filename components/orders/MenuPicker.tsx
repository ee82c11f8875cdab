'use client';

import { useEffect, useId, useState } from 'react';
import { MENU_PICKER_TEXT as T } from '@/lib/i18n/en';
import { staffCall } from '@/lib/orders/orders-client';
import type { MenuSearchHit } from '@/lib/menus/search-menus';
import styles from './Orders.module.css';

/**
 * The staff's menu picker: type a short name, institution name or admin username, choose a menu from
 * GET /api/v1/quickmenu?q=…, and `onPick` receives its id (the form fills its Menu ID field). A plain list of buttons:
 * keyboard-usable (Tab to a result, Enter to choose).
 */
export function MenuPicker({ onPick }: { onPick: (menuId: string, hit: MenuSearchHit) => void }) {
  const id = useId();
  const [q, setQ] = useState('');
  const [hits, setHits] = useState<MenuSearchHit[] | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const text = q.trim();
    if (!text) return;
    let stale = false;
    const timer = setTimeout(async () => {
      setBusy(true);
      try {
        const page = await staffCall<{ data: MenuSearchHit[] }>(`/api/v1/quickmenu?${new URLSearchParams({ q: text, page: '1' })}`);
        if (!stale) setHits(page.data);
      } catch {
        if (!stale) setHits([]);
      } finally {
        if (!stale) setBusy(false);
      }
    }, 250);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [q]);

  const shown = q.trim() ? hits : null;
  return (
    <div className={styles.picker} data-testid="menu-picker">
      <label htmlFor={`${id}-q`}>{T.search}</label>
      <input id={`${id}-q`} type="search" value={q} placeholder={T.placeholder} autoComplete="off" spellCheck={false} onChange={(e) => setQ(e.target.value)} />
      <div aria-live="polite">
        {busy && <p>{T.searching}</p>}
        {!busy && shown?.length === 0 && <p>{T.none}</p>}
      </div>
      {shown && shown.length > 0 && (
        <ul className={styles.pickerList}>
          {shown.map((m) => (
            <li key={m._id}>
              <button
                type="button"
                onClick={() => {
                  onPick(m._id, m);
                  setQ('');
                }}
              >
                {T.hit(m.name, m.username, m.plan, m.active, m.admins)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
