'use client';

import { useMemo, useState } from 'react';
import { ADMIN_ITEMS_TEXT } from '@/lib/i18n/ar';
import { buildSearchIndex, searchItems } from '@/lib/search/match';
import { adminScreenId } from '@/lib/ui/admin-screens';
import { useOpenRequest } from '@/components/ui/use-open-request';
import { useAdmin } from '../AdminContext';
import { Panel } from '../ui/Panel';
import { NoSectionsYet } from '../ui/NoSectionsYet';
import { ScreenHeader } from '../ui/ScreenHeader';
import { AddItemForm, type ItemCopy } from './AddItemForm';
import type { ItemInput } from '@/lib/validation/item';
import { BulkAddForm } from './BulkAddForm';
import { ItemEditPanel } from './ItemEditPanel';
import { MultiImageForm } from './MultiImageForm';
import { SaleForm } from './SaleForm';
import { SectionItems } from './SectionItems';
import { findMenuItem } from './find-item';
import { ItemsFilter } from './ItemsFilter';
import { translationCoverage } from '@/lib/menus/translation-coverage';
import ui from '../ui/admin-ui.module.css';

const ADD_FORM_ID = 'add-item';

/**
 * Items (spec §2): every section with its items (a click opens the item's edit panel) beside the control forms —
 * add item, one image for several items, a sale on several items, bulk add. Above the list, a search narrows it to the
 * items that match (ItemsFilter).
 */
export function ItemsScreen() {
  const { menu } = useAdmin();
  const { request, open: openItem, closed } = useOpenRequest();
  const open = request ? findMenuItem(menu, request.id) : null;
  const coverage = translationCoverage(menu);
  const [query, setQuery] = useState('');
  // The edit panel's 'copy as a new item': the add form mounted afresh with it (numbered, so a second copy refills it).
  const [copy, setCopy] = useState<{ n: number; item?: ItemCopy }>({ n: 0 });
  const copyItem = (values: ItemInput, sectionId: string) => {
    setCopy((c) => ({ n: c.n + 1, item: { values, sectionId } }));
    document.getElementById(ADD_FORM_ID)?.scrollIntoView({ block: 'start' });
  };
  // Every item by its names and descriptions in both languages, and its unique name: the diners' search, for the owner.
  const index = useMemo(
    () =>
      buildSearchIndex(
        menu.sections.flatMap((s) =>
          s.items.map((i) => ({
            id: i._id,
            titles: [i.title, i.itemname, i.translations?.en?.title ?? ''],
            descriptions: [i.description ?? '', i.translations?.en?.description ?? ''],
          })),
        ),
      ),
    [menu.sections],
  );
  const shown = useMemo(() => (query.trim() ? new Set(searchItems(index, query)) : null), [index, query]);
  return (
    <div id={adminScreenId('items')} className={ui.screen}>
      <ScreenHeader title={ADMIN_ITEMS_TEXT.title} />
      {coverage.total > 0 && (
        <p className={ui.muted} data-testid="translation-coverage">
          {ADMIN_ITEMS_TEXT.translationCoverage(coverage.translated, coverage.total)}
        </p>
      )}
      {menu.sections.length === 0 ? (
        <NoSectionsYet />
      ) : (
        <div className={ui.split}>
          <div className={ui.stack}>
            <ItemsFilter query={query} onQuery={setQuery} found={shown ? shown.size : null} addFormId={ADD_FORM_ID} />
            {menu.sections.map((section) => (
              <SectionItems key={section._id} section={section} currency={menu.currency} version={menu.updatedAt} onOpen={openItem} shown={shown} />
            ))}
          </div>
          <div className={ui.stack} aria-label={ADMIN_ITEMS_TEXT.controls} role="region">
            <Panel title={ADMIN_ITEMS_TEXT.addTitle} id={ADD_FORM_ID}>
              <AddItemForm key={copy.n} copy={copy.item} />
            </Panel>
            <Panel title={ADMIN_ITEMS_TEXT.multiImageTitle}>
              <MultiImageForm />
            </Panel>
            <Panel title={ADMIN_ITEMS_TEXT.saleTitle}>
              <SaleForm />
            </Panel>
            <Panel title={ADMIN_ITEMS_TEXT.bulkTitle}>
              <BulkAddForm />
            </Panel>
          </div>
        </div>
      )}
      {open && request && (
        <ItemEditPanel
          key={request.n}
          item={open.item}
          sectionId={open.sectionId}
          onClose={() => closed(request)}
          onCopy={copyItem}
        />
      )}
    </div>
  );
}
