'use client';

import { useEffect, useMemo, useState } from 'react';
import { MENU_TEXT } from '@/lib/i18n/ar';
import type { Currency } from '@/lib/menus/pricing';
import type { PublicItem, PublicSection } from '@/lib/menus/public-menu';
import { ItemDialog } from './ItemDialog';
import { MenuSection } from './MenuSection';
import { sendInterest, trackInterest } from './interest-tracker';
import styles from './MenuView.module.css';

type Props = { menuId: string; sections: PublicSection[]; currency: Currency; purchase: boolean; version?: number };

/**
 * The sections and their item cards, the item popup and interest tracking. Rendered on the server into the HTML like
 * the rest of the page; a client component so that the menu's data crosses to the browser once, as compact props
 * (the deals section shares its item objects with their own sections), instead of as a second copy of every card's
 * markup in the page's RSC payload, and so the popup reads its item from the same data.
 */
export function MenuSections({ menuId, sections, currency, purchase, version }: Props) {
  const items = useMemo(() => {
    const byId = new Map<string, PublicItem>();
    for (const s of sections) for (const i of s.items) byId.set(i._id, i);
    return byId;
  }, [sections]);
  const [openId, setOpenId] = useState<string | null>(null);
  const [interested, setInterested] = useState<ReadonlySet<string>>(() => new Set());

  useEffect(() => {
    const root = document.getElementById('menu-sections');
    if (!root) return;
    return trackInterest(root, (itemId) => {
      void sendInterest(itemId);
      if (purchase) setInterested((prev) => new Set(prev).add(itemId));
    });
  }, [purchase]);

  // One click handler for every card (the title button's overlay covers the card).
  function onClick(e: React.MouseEvent) {
    const id = (e.target as Element).closest?.('[data-item-id]')?.getAttribute('data-item-id');
    if (id && items.has(id)) setOpenId(id);
  }

  return (
    <>
      <main className={styles.main} id="menu-sections" onClick={onClick}>
        {sections.length === 0 && <p className={styles.empty}>{MENU_TEXT.emptyMenu}</p>}
        {sections.map((s) => (
          <MenuSection key={s._id} section={s} currency={currency} purchase={purchase} version={version} interested={interested} />
        ))}
      </main>
      <ItemDialog
        item={openId ? (items.get(openId) ?? null) : null}
        menuId={menuId}
        currency={currency}
        purchase={purchase}
        version={version}
        onClose={() => setOpenId(null)}
      />
    </>
  );
}
