'use client';

import { ADMIN_ITEMS_TEXT } from '@/lib/i18n/ar';
import type { AdminSection } from '@/lib/menus/admin-menu';
import type { Currency } from '@/lib/menus/pricing';
import { MoveButtons } from '../ui/MoveButtons';
import { Panel } from '../ui/Panel';
import { useDragReorder } from '../ui/use-drag-reorder';
import { useMenuEdit } from '../use-menu-edit';
import { ItemRow } from './ItemRow';
import { itemStateNote } from './item-state';
import { useAdmin } from '../AdminContext';
import { useMenuClock } from '@/components/menu/menu-clock';
import ui from '../ui/admin-ui.module.css';

type Props = {
  section: AdminSection;
  currency: Currency;
  version?: string;
  onOpen: (itemId: string) => void;
  /** The items a search on the screen kept (null: no search). A search shows those only, without reordering. */
  shown?: ReadonlySet<string> | null;
};

/** One section's items, in stored order, reorderable by drag and drop or with the arrow buttons (oitem); each says if it cannot be ordered now and why. */
export function SectionItems({ section, currency, version, onOpen, shown }: Props) {
  const run = useMenuEdit();
  const move = (from: number, to: number) => run('oitem', { sectionId: section._id, itemId: section.items[from]._id }, { to });
  const { handlers } = useDragReorder(move);
  const { menu } = useAdmin();
  const now = useMenuClock(0);
  // Positions stay the stored ones: a move is asked by the item's place in the whole section.
  const rows = section.items.map((item, index) => ({ item, index })).filter(({ item }) => !shown || shown.has(item._id));
  if (shown && rows.length === 0) return null;
  return (
    <Panel title={section.title}>
      {section.items.length === 0 ? (
        <p className={ui.muted}>{ADMIN_ITEMS_TEXT.emptySection}</p>
      ) : (
        <ol className={ui.list} data-section-id={section._id}>
          {rows.map(({ item, index }) => (
            <li key={item._id} {...(shown ? {} : handlers(index))} className={ui.dropTarget}>
              <ItemRow
                item={item}
                note={itemStateNote(item, section, now, menu.timeZone ?? 'Asia/Amman')}
                currency={currency}
                version={version}
                onOpen={() => onOpen(item._id)}
                controls={
                  shown ? null : (
                    <MoveButtons
                      index={index}
                      count={section.items.length}
                      labelUp={ADMIN_ITEMS_TEXT.moveUp(item.title)}
                      labelDown={ADMIN_ITEMS_TEXT.moveDown(item.title)}
                      onMove={(to) => move(index, to)}
                    />
                  )
                }
              />
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
