'use client';

import { useEffect, useMemo, useState } from 'react';
import type { Currency } from '@/lib/menus/pricing';
import type { PublicItem, PublicSection } from '@/lib/menus/public-menu';
import { useOpenRequest } from '@/components/ui/use-open-request';
import { ItemDialog } from './ItemDialog';
import { MenuSection } from './MenuSection';
import { MenuSearch } from './search/MenuSearch';
import { MenuFilter } from './filter/MenuFilter';
import { sendInterest, trackInterest } from './interest-tracker';
import { showTapPrompt } from './tap-prompt';
import styles from './MenuView.module.css';
import { useDinerTexts } from './diner-lang';
import { useMenuClock } from './menu-clock';
import { itemNotes, syncCardNotes } from './item-availability';

type Props = {
  menuId: string;
  sections: PublicSection[];
  currency: Currency;
  purchase: boolean;
  version?: number;
  /** The menu's clock: items' hours are read in its time zone, from the render time until hydrated. */
  timeZone: string;
  renderedAt: number;
};

/** Hydrating the server's page: React keeps the element's children (the server's cards) as they are. Constant, so that
 * a re-render never sets innerHTML again. */
const SERVER_HTML = { __html: '' };

/**
 * The sections and their item cards, the item popup and interest tracking. Rendered on the server into the HTML like
 * the rest of the page; a client component so that the menu's data crosses to the browser once, as compact props
 * (the deals section shares its item objects with their own sections), instead of as a second copy of every card's
 * markup in the page's RSC payload, and so the popup reads its item from the same data.
 *
 * The cards are static HTML: when the page is hydrated, React does not hydrate them (180 cards on a 150-item menu were
 * most of the page's blocking time on a phone). One delegated click handler opens the popup and the interest tracker
 * works on the DOM's data attributes. When the page is rendered in the browser instead (a client-side navigation to
 * it), React renders the cards as usual.
 */
export function MenuSections({ menuId, sections, currency, purchase, version, timeZone, renderedAt }: Props) {
  const T = useDinerTexts();
  const renderKey = `${menuId}:${version ?? ''}`;
  const [serverKey] = useState(() =>
    typeof document === 'undefined' ? null : (document.getElementById('menu-sections')?.getAttribute('data-cards') ?? null),
  );
  const keepServerCards = serverKey === renderKey && sections.length > 0;
  const items = useMemo(() => {
    const byId = new Map<string, PublicItem>();
    for (const s of sections) for (const i of s.items) byId.set(i._id, i);
    return byId;
  }, [sections]);
  const { request, open: openItem, closed } = useOpenRequest();
  const openId = request?.id ?? null;
  const now = useMenuClock(renderedAt);
  const notes = useMemo(() => itemNotes(sections, now, timeZone, T.menu), [sections, now, timeZone, T.menu]);

  // The server's static cards follow the clock too (an item flips at its boundary without a reload).
  useEffect(() => {
    const root = document.getElementById('menu-sections');
    if (root && keepServerCards) syncCardNotes(root, notes);
  }, [notes, keepServerCards]);
  const tapToOrder = T.menu.tapToOrder;

  useEffect(() => {
    const root = document.getElementById('menu-sections');
    if (!root) return;
    return trackInterest(root, (itemId) => {
      void sendInterest(itemId);
      if (purchase) showTapPrompt(root, itemId, tapToOrder);
    });
  }, [purchase, tapToOrder]);

  // One click handler for every card (the title button's overlay covers the card).
  function onClick(e: React.MouseEvent) {
    const id = (e.target as Element).closest?.('[data-item-id]')?.getAttribute('data-item-id');
    if (id && items.has(id)) openItem(id);
  }

  return (
    <>
      <div className={styles.tools}>
        <MenuSearch sections={sections} currency={currency} onChoose={openItem} />
        <MenuFilter sections={sections} />
      </div>
      {keepServerCards ? (
        <main
          key="server"
          className={styles.main}
          id="menu-sections"
          data-cards={renderKey}
          onClick={onClick}
          dangerouslySetInnerHTML={SERVER_HTML}
          suppressHydrationWarning
        />
      ) : (
        <main key="client" className={styles.main} id="menu-sections" data-cards={renderKey} onClick={onClick}>
          {sections.length === 0 && <p className={styles.empty}>{T.menu.emptyMenu}</p>}
          {sections.map((s) => (
            <MenuSection key={s._id} section={s} currency={currency} version={version} notes={notes} />
          ))}
        </main>
      )}
      <ItemDialog
        key={request?.n ?? 0}
        item={openId ? (items.get(openId) ?? null) : null}
        note={openId ? notes.get(openId) : undefined}
        menuId={menuId}
        currency={currency}
        purchase={purchase}
        version={version}
        onClose={() => request && closed(request)}
      />
    </>
  );
}
