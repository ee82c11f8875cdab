'use client';

import { useEffect, useState } from 'react';
import type { Currency } from '@/lib/menus/pricing';
import type { PublicItem } from '@/lib/menus/public-menu';
import { ItemDialog } from './ItemDialog';
import { sendInterest, trackInterest } from './interest-tracker';

type Props = { menuId: string; currency: Currency; purchase: boolean; items: Record<string, PublicItem>; version?: number };

/**
 * The one client island behind the server-rendered items: opens the item popup for any card (event delegation, so the
 * cards stay plain HTML) and records interest when a diner dwells on an item.
 */
export function ItemsController({ menuId, currency, purchase, items, version }: Props) {
  const [openId, setOpenId] = useState<string | null>(null);

  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const trigger = (e.target as Element | null)?.closest?.('[data-open-item]');
      const id = trigger?.getAttribute('data-open-item');
      if (id && items[id]) setOpenId(id);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [items]);

  useEffect(() => {
    const root = document.getElementById('menu-sections');
    if (!root) return;
    return trackInterest(root, (itemId) => {
      void sendInterest(itemId);
      if (purchase) {
        root.querySelectorAll(`[data-item-id="${CSS.escape(itemId)}"]`).forEach((card) => card.setAttribute('data-interested', 'true'));
      }
    });
  }, [purchase]);

  return (
    <ItemDialog
      item={openId ? items[openId] : null}
      menuId={menuId}
      currency={currency}
      purchase={purchase}
      version={version}
      onClose={() => setOpenId(null)}
    />
  );
}
